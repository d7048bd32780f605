import type { Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { USERS, WORKSPACE } from '../support/paths';

/** The loopback address a bench serves the console on. */
export const benchBase = (port: number) => `http://127.0.0.1:${port}`;

const answers = async (base: string) => {
  try {
    return (await fetch(`${base}/remotes.json`)).ok;
  } catch {
    return false;
  }
};

/** The data folder of a bench server started without one (start-server.ts's default). */
export const benchDataDir = (port: number) =>
  path.join(os.tmpdir(), `console-bench-deploy-${port}`, 'data');

/**
 * Starts the real server with a fresh deploy of the current builds (run `pnpm build` first) in
 * its own process group, so stopping it stops npx, tsx and node alike. `dataDir`: a data folder
 * to use as it is (else a fresh one with the demo data). Answers the function that stops it.
 */
export async function startBenchServer(port: number, dataDir?: string) {
  const base = benchBase(port);
  if (await answers(base)) throw new Error(`Something already listens on ${base}; set BENCH_PORT`);
  const server = spawn('npx', ['tsx', 'scripts/start-server.ts'], {
    cwd: path.join(WORKSPACE, 'e2e'),
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DEPLOY_DIR: path.join(os.tmpdir(), `console-bench-deploy-${port}`),
      ...(dataDir ? { E2E_DATA_DIR: dataDir } : {}),
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => process.kill(-server.pid!, 'SIGTERM');
  // A seeded million-instance database takes longer to open than the demo data.
  for (let i = 0; i < 600; i++) {
    if (await answers(base)) return stop;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error('The server did not start');
}

/**
 * Signs in as the administrator through the login page, as a user would. Answers the signed-in
 * page (its context closes with `close`) and the stored session, for contexts that start signed in.
 */
export async function signInAsAdmin(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/default/login');
  await page.getByLabel('Username').fill(USERS.admin.username);
  await page.getByLabel('Password').fill(USERS.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/operator\/dashboard/);
  const session = await page.evaluate(() => localStorage.getItem('console.session'));
  return { page, session, close: () => context.close() };
}

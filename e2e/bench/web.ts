/**
 * `pnpm bench:web`: what the browser fetches (gzip bytes over the wire) for the login page and
 * for the first visit to /bpg/index, and how many copies of react, react-dom, antd and @console/shared it loads;
 * then the modeler's bytes and speed (bench/modeler.ts) and the file browser's (bench/files.ts).
 * Starts its own server on 127.0.0.1 with a fresh deploy of the current builds (run
 * `pnpm build` first), measures in Debian's Chromium with an empty cache, and stops.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM, USERS } from '../support/paths';
import { copiesFetched, copiesInRuntime } from './copies';
import { kib, recordFetches, settle, summarise } from './measure';
import { benchFiles } from './files';
import { benchModeler } from './modeler';
import { benchBase, benchDataDir, signInAsAdmin, startBenchServer } from './server';

const PORT = Number(process.env.BENCH_PORT ?? 8282);
const BASE = benchBase(PORT);

async function main() {
  const stopServer = await startBenchServer(PORT);
  const browser = await chromium.launch({ ...CHROMIUM, headless: true });
  try {
    const rows = [];

    // 1. The login page, cold.
    const cold = await browser.newContext({ baseURL: BASE });
    const coldFetches = recordFetches(cold);
    const page = await cold.newPage();
    await page.goto('/default/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await settle(page);
    rows.push(summarise('login page (empty cache)', await coldFetches.take()));

    // 2. Signing in from that page and landing on /bpg/index (what the login page had not fetched).
    await page.getByLabel('Username').fill(USERS.sys.username);
    await page.getByLabel('Password').fill(USERS.sys.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('tree').waitFor();
    await settle(page);
    const afterLogin = await coldFetches.take();
    rows.push(summarise('sign in, then /bpg/index (after the login page)', afterLogin));
    const session = await page.evaluate(() => localStorage.getItem('console.session'));
    await cold.close();

    // 3. The first visit to /bpg/index of a signed-in user with an empty cache.
    const fresh = await browser.newContext({ baseURL: BASE });
    await fresh.addInitScript(
      (stored) => localStorage.setItem('console.session', stored ?? ''),
      session,
    );
    const freshFetches = recordFetches(fresh);
    const bpg = await fresh.newPage();
    await bpg.goto('/bpg/index');
    await bpg.getByRole('tree').waitFor();
    await settle(bpg);
    const firstVisit = await freshFetches.take();
    rows.push(summarise('first visit to /bpg/index (empty cache)', firstVisit));

    const jsUrls = firstVisit.filter((f) => f.kind === 'js').map((f) => f.url);
    const fetchedCopies = await copiesFetched(BASE, bpg, jsUrls);
    const runtimeCopies = await copiesInRuntime(bpg);
    await fresh.close();

    console.log('\nBytes the browser fetched (encoded body sizes: gzip where served compressed)\n');
    console.log(
      'scenario'.padEnd(50),
      'requests'.padStart(8),
      'total'.padStart(12),
      'js'.padStart(12),
      'css'.padStart(10),
      'html'.padStart(10),
      'json'.padStart(10),
    );
    for (const row of rows) {
      console.log(
        row.label.padEnd(50),
        String(row.requests).padStart(8),
        kib(row.total).padStart(12),
        kib(row.js).padStart(12),
        kib(row.css).padStart(10),
        kib(row.html).padStart(10),
        kib(row.json).padStart(10),
      );
      if (row.uncompressed.length)
        console.log('   sent uncompressed (>1 KiB):', row.uncompressed.join(', '));
    }
    // Issue 9 §6: the login page at most 150 KiB; the first visit no heavier than before (751).
    const budgets = [
      { label: 'login page', bytes: rows[0].total, limit: 150 * 1024 },
      { label: 'first visit to /bpg/index', bytes: rows[2].total, limit: 751 * 1024 },
    ];
    console.log('\nBudgets');
    for (const { label, bytes, limit } of budgets) {
      const within = bytes <= limit;
      if (!within) process.exitCode = 1;
      console.log(
        `  ${label.padEnd(28)} ${kib(bytes)} of ${kib(limit)}: ${within ? 'ok' : 'OVER'}`,
      );
    }
    console.log('\nCopies loaded on the first visit to /bpg/index (must be one each)');
    for (const pkg of Object.keys(fetchedCopies)) {
      const builds = fetchedCopies[pkg];
      console.log(
        `  ${pkg.padEnd(10)} ${builds.length} (chunks fetched from: ${builds.join(', ') || 'none'}; runtime reports loaded from: ${runtimeCopies[pkg].join(', ') || 'none'})`,
      );
    }
    const duplicated = Object.values(fetchedCopies).some((builds) => builds.length !== 1);
    if (duplicated) process.exitCode = 1;

    // The modeler (issue 11 §5), signed in as an administrator.
    const admin = await signInAsAdmin(browser, BASE);
    await admin.close();
    await benchModeler(browser, BASE, admin.session);
    await benchFiles(browser, BASE, admin.session, benchDataDir(PORT));
  } finally {
    await browser.close();
    stopServer();
  }
}

void main();

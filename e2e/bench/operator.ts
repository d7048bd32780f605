/**
 * `pnpm bench:operator` (issue 10 §7): the operator area over a seeded million history
 * instances, in Debian's headless Chromium against the real server on 127.0.0.1.
 *   1. Gzip bytes of the first visit (empty cache, signed in) to the dashboard, the processes
 *      list and the detail page, whose code each fetched (the host's and remote-operator's
 *      only) and which heavy libraries (echarts only on the dashboard, bpmn-js only on the
 *      detail page, monaco nowhere).
 *   2. The median time (BENCH_ROUNDS, default 7) from navigation to the dashboard's figures and
 *      both charts drawn, to the first instance page's rows shown, and to the detail page of a
 *      200-element diagram drawn with its overlays: on a full page load (warm HTTP cache; the
 *      console boots) and on a navigation inside the running console (as a menu click); the
 *      targets (1 s, 1 s, 1.5 s) hold for both.
 * The database is seeded once into BENCH_DATA_DIR (default a folder of the system temp) with
 * BENCH_INSTANCES (default 1,000,000) instances and reused by later runs. Run `pnpm build` first.
 */
import { chromium, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, WORKSPACE } from '../support/paths';
import { longDiagram } from './long-diagram';
import { kib, librariesIn, recordFetches, settle, summarise } from './measure';
import { benchBase, signInAsAdmin, startBenchServer } from './server';
import { median } from './verdict';

const PORT = Number(process.env.BENCH_PORT ?? 8283);
const BASE = benchBase(PORT);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const DATA_DIR = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'console-bench-operator');
/** A flow of the seed (server/src/cli/seed-flows.ts), with a share of the million instances. */
const SEEDED_KEY = 'order-to-cash';
const DIAGRAM_KEY = 'bench_200';

/** Seeds the million once: a marker file says the folder holds them. */
function seedOnce() {
  const marker = path.join(DATA_DIR, `seeded-${INSTANCES}`);
  if (existsSync(marker)) return;
  mkdirSync(DATA_DIR, { recursive: true });
  console.log(`Seeding ${INSTANCES.toLocaleString('en-US')} instances into ${DATA_DIR} (once)…`);
  execFileSync('pnpm', ['--filter', '@console/server', 'seed', '--instances', String(INSTANCES)], {
    cwd: WORKSPACE,
    env: { ...process.env, DATA_DIR, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  writeFileSync(marker, new Date().toISOString());
}

/** Milliseconds from navigation until `ready` holds. */
async function timed(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  const start = Date.now();
  await page.goto(url);
  await ready(page);
  return Date.now() - start;
}

const dashboardDrawn = async (page: Page) => {
  await page.locator('.ant-statistic').nth(3).waitFor();
  await page.locator('canvas').nth(1).waitFor();
  await page.getByText(/^Data as of/).waitFor();
};
const instanceRowsShown = (page: Page) =>
  page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 });
const diagramDrawn = async (page: Page) => {
  await page
    .locator('[data-testid="bpmn-diagram"][data-drawn="true"]')
    .waitFor({ timeout: 30_000 });
  await page.locator('.console-diagram-badge').first().waitFor({ timeout: 30_000 });
};
const processRowsShown = (page: Page) =>
  page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();

/** Navigates inside the running console (react-router follows the history), as a link does. */
const inConsole = (page: Page, url: string) =>
  page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);

/** Whose code a URL is: `/remotes/<name>/…` is a remote's, anything else the host's. */
const appOf = (url: string) => /^\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'host';
const ALLOWED_APPS = new Set(['host', 'operator']);

async function deployDiagram(page: Page, token: string) {
  const headers = { token };
  const deployed = await page.request.post(`${BASE}/api/camunda/deploy`, {
    headers,
    multipart: {
      'deployment-name': DIAGRAM_KEY,
      'enable-duplicate-filtering': 'true',
      file: {
        name: `${DIAGRAM_KEY}.bpmn`,
        mimeType: 'text/xml',
        buffer: Buffer.from(longDiagram(DIAGRAM_KEY, 99)),
      },
    },
  });
  if (!deployed.ok()) throw new Error(`deploy: ${await deployed.text()}`);
  for (let i = 0; i < 20; i++) {
    await page.request.post(
      `${BASE}/api/camunda/engine-rest/process-definition/key/${DIAGRAM_KEY}/start`,
      {
        headers,
        data: {},
      },
    );
  }
}

/** With BENCH_SCREENSHOTS set: the pages as docs/ shows them (README, issue 10 §8). */
async function screenshots(page: Page) {
  const docs = path.join(WORKSPACE, 'docs');
  await page.setViewportSize({ width: 1400, height: 900 });
  const shots = [
    { file: 'operator-dashboard.png', url: '/operator/dashboard', ready: dashboardDrawn },
    {
      file: 'operator-detail.png',
      url: `/operator/processes/detail?key=${SEEDED_KEY}`,
      ready: diagramDrawn,
    },
    {
      file: 'operator-incident-groups.png',
      url: '/operator/processes/index?view=incidents',
      ready: processRowsShown,
    },
  ];
  for (const { file, url, ready } of shots) {
    await page.goto(`${BASE}${url}`);
    await ready(page);
    await settle(page);
    await page.screenshot({ path: path.join(docs, file), fullPage: true });
    console.log(`  screenshot: docs/${file}`);
  }
}

async function main() {
  seedOnce();
  const stopServer = await startBenchServer(PORT, DATA_DIR);
  const browser = await chromium.launch({ ...CHROMIUM, headless: true });
  try {
    const { page: login, session, close } = await signInAsAdmin(browser, BASE);
    const token = JSON.parse(session ?? '{}').state?.token as string;
    await deployDiagram(login, token);
    await close();

    const pages = [
      {
        label: 'dashboard',
        url: '/operator/dashboard',
        ready: dashboardDrawn,
        budget: 1000,
        heavy: ['echarts'],
      },
      {
        label: 'processes list',
        url: '/operator/processes/index',
        ready: processRowsShown,
        budget: undefined,
        heavy: [],
      },
      {
        label: `first instance page (${SEEDED_KEY})`,
        url: `/operator/processes/detail?key=${SEEDED_KEY}`,
        ready: instanceRowsShown,
        budget: 1000,
        heavy: ['bpmn-js'],
      },
      {
        label: 'detail, 200-element diagram',
        url: `/operator/processes/detail?key=${DIAGRAM_KEY}`,
        ready: diagramDrawn,
        budget: 1500,
        heavy: ['bpmn-js'],
      },
    ];
    const signedIn = async () => {
      const context = await browser.newContext({ baseURL: BASE });
      await context.addInitScript(
        (stored) => localStorage.setItem('console.session', stored ?? ''),
        session,
      );
      return context;
    };

    console.log(
      '\n1. First visit after sign-in (empty cache): bytes fetched, gzip over the wire\n',
    );
    for (const { label, url, ready, heavy } of pages) {
      const context = await signedIn();
      const fetches = recordFetches(context);
      const page = await context.newPage();
      await page.goto(url);
      await ready(page);
      await settle(page);
      const fetched = await fetches.take();
      const row = summarise(label, fetched);
      const libraries = await librariesIn(
        page,
        fetched.filter((f) => f.kind === 'js').map((f) => f.url),
      );
      const apps = [...new Set(fetched.filter((f) => f.kind === 'js').map((f) => appOf(f.url)))];
      const strangers = apps.filter((app) => !ALLOWED_APPS.has(app));
      const wrongLibraries = libraries.join() !== heavy.join();
      if (strangers.length > 0 || wrongLibraries) process.exitCode = 1;
      console.log(
        `  ${label.padEnd(40)} ${kib(row.total).padStart(10)} (js ${kib(row.js)}), code of: ${apps.sort().join(', ')}${strangers.length ? ' (OVER: only host and operator)' : ''}; heavy libraries: ${libraries.join(', ') || 'none'}${wrongLibraries ? ` (OVER: expected ${heavy.join(', ') || 'none'})` : ''}`,
      );
      await context.close();
    }

    console.log(
      `\n2. Until drawn, median of ${ROUNDS}, ${INSTANCES.toLocaleString('en-US')} seeded instances: a full page load (warm HTTP cache, the console boots) and a navigation inside the running console\n`,
    );
    const context = await signedIn();
    const page = await context.newPage();
    for (const { label, url, ready, budget } of pages) {
      const loads: number[] = [];
      const moves: number[] = [];
      await timed(page, url, ready);
      for (let round = 0; round < ROUNDS; round++) {
        await page.goto('about:blank');
        loads.push(await timed(page, `${BASE}${url}`, ready));
        // Leave for another page of the console, then come back as a menu click does.
        await inConsole(page, '/operator/syncProcessInstance');
        await page.getByText('Running synchronous flows').waitFor();
        const start = Date.now();
        await inConsole(page, url);
        await ready(page);
        moves.push(Date.now() - start);
      }
      const [load, move] = [median(loads), median(moves)];
      const verdict =
        budget === undefined
          ? ''
          : ` target ${budget} ms: ${move <= budget ? 'ok' : 'OVER'} in the console, ${load <= budget ? 'ok' : 'OVER'} on a full load`;
      if (budget !== undefined && (move > budget || load > budget)) process.exitCode = 1;
      console.log(
        `  ${label.padEnd(40)} load ${String(load).padStart(5)} ms, in the console ${String(move).padStart(5)} ms;${verdict}`,
      );
      console.log(`    loads [${loads.join(', ')}], in the console [${moves.join(', ')}]`);
    }
    if (process.env.BENCH_SCREENSHOTS) await screenshots(page);
    await context.close();
  } finally {
    await browser.close();
    stopServer();
  }
}

void main();

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { engineClient, tokenOf } from '../support/engine';
import { storageStateOf } from '../support/paths';

type Who = 'admin' | 'sys' | 'visitor';

/**
 * Every route of SPEC §2 a role can open, once (redirects are left out: their target is here).
 * The demo data has no process: the admin's run deploys one (KEY) and leaves one instance of it
 * in an incident (INSTANCE) for the pages that take their ids; each history page is also opened
 * without one (its empty state). The BP list opens the demo's first group; the BP users page
 * has no BP chosen.
 */
const ROUTES: readonly { who: Who; path: string }[] = [
  { who: 'visitor', path: '/default/login' },
  ...[
    '/operator/dashboard',
    '/operator/processes/index',
    '/operator/processes/detail',
    '/operator/processes/detail?key=KEY',
    '/operator/syncProcessInstance',
    '/operator/resultFileDownload?path=mounted/',
    '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/index',
    '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/index',
    '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/index?id=KEY',
    '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/opeBusinessKeys',
    '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/opeBusinessKeys?id=KEY&task=task',
    '/operator/opeHistory/opeTransactionLogs/index',
    '/operator/opeHistory/opeSystemLogs/index',
    '/operator/opeHistory/opeSystemLogs/opeInstances',
    '/operator/opeHistory/opeSystemLogs/opeLog',
    '/operator/opeHistory/opeSystemLogs/opeLog?id=INSTANCE',
    '/operator/opeHistory/opeSystemLogs/opeLogInOut',
    '/operator/opeHistory/opeSystemLogs/opeLogInOut?id=INSTANCE',
    '/operator/opeHistory/operatorLogQuery',
    '/mainModeler/modelerProcess',
    '/mainModeler/modelerDiagram',
    '/mainModeler/modelerOrigin',
    '/mainModeler/detail',
    '/mainModeler/detail?key=KEY',
    '/mainModeler/modelerConnectivity?tab=modelerConnectivityCredential',
    '/mainModeler/modelerConnectivity?tab=modelerConnectivityCompose',
    '/mainModeler/modelerConnectivity?tab=modelerConnectivityConnector',
    '/mainModeler/modelerConnectivity?tab=modelerConnectivityEvent',
    '/mainModeler/modelerConnectivity?tab=modelerConnectivityMapping',
    '/account/setting',
    '/account/usage',
    '/account/billing',
    '/account/market',
    '/connector',
    '/monitor/file',
    '/monitor/mq',
    '/monitor/webapi',
    '/trigger',
    '/command',
    '/upload',
    '/alarm/contact',
    '/alarm/rule',
    '/factory/tag',
    '/factory/file',
  ].map((path) => ({ who: 'admin' as const, path })),
  ...[
    '/bpg/index',
    '/bpg/bp/index?id=1',
    '/bpg/bp/bpuser/index',
    '/as2Setting/certificateManagement/index',
    '/as2Setting/sendPort/index',
    '/as2Setting/receivePort/index',
    '/as2Setting/as2Logs/index',
    '/account/setting',
  ].map((path) => ({ who: 'sys' as const, path })),
];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

/**
 * Counts the page's requests in flight, so that a page can be taken as loaded once none has
 * been for a while (at most 3 s after it opened: a page may poll).
 */
function watchRequests(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  const up = () => ((inFlight += 1), (changed = Date.now()));
  const down = () => ((inFlight -= 1), (changed = Date.now()));
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return {
    opened: () => (changed = Date.now()),
    quiet: async () => {
      const opened = changed;
      while (Date.now() - opened < 3_000 && (inFlight > 0 || Date.now() - changed < 300))
        await page.waitForTimeout(50);
    },
  };
}

/**
 * Opens a route as the console's own links do: the first one loads the console, each next one
 * goes through its router (react-router follows a popstate), with no reload of the console.
 * Then waits until the page has its data and its spinners, skeletons and fades are gone.
 */
async function open(page: Page, path: string, requests: ReturnType<typeof watchRequests>) {
  requests.opened();
  if (page.url() === 'about:blank') await page.goto(path);
  else
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await requests.quiet();
  const busy = page.locator('.console-page-spinner, .ant-spin-spinning, .ant-skeleton-active');
  await expect(busy).toHaveCount(0, { timeout: 15_000 });
  // antd fades pages and toasts in; a half-transparent text is measured wrongly.
  await page.waitForTimeout(200);
}

/** Deploys a one-task flow and fails its task into an incident: the ids its pages take. */
async function processWithIncident(page: Page): Promise<Record<string, string>> {
  await page.goto('/operator/dashboard');
  const engine = engineClient(page.request, await tokenOf(page));
  const key = `a11y_${Date.now().toString(36)}`;
  await engine.deployOneTask(key, `${key}-topic`);
  await engine.start(key, 'A11Y-1');
  const instance = await engine.failOne(`${key}-topic`, 'The carrier refused the order');
  return { KEY: key, INSTANCE: instance };
}

/** Per rule: on how many routes it fired, and at how many nodes in all. */
type Tally = Map<string, { routes: number; nodes: number }>;

function count(tally: Tally, rule: string, nodes: number) {
  const seen = tally.get(rule) ?? { routes: 0, nodes: 0 };
  tally.set(rule, { routes: seen.routes + 1, nodes: seen.nodes + nodes });
}

/** Widths every page must fit without a sideways scroll of the page (issue 24 §2). */
const WIDTHS = [1280, 1024];

/**
 * Where the page is wider than the window at each of WIDTHS: a wide table scrolls inside its
 * own box, its Actions column fixed in view, so the page itself never does.
 */
async function overflowAt(page: Page, path: string) {
  const problems: string[] = [];
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: original?.height ?? 900 });
    const wide = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)),
          ),
        ),
    );
    if (wide > width) problems.push(`${path}: ${wide} px wide in a ${width} px window`);
  }
  if (original) await page.setViewportSize(original);
  return problems;
}

/** The blocking problems of the page: axe's critical and serious violations, and its h1 count. */
async function auditPage(page: Page, path: string, tally: Tally) {
  // Only violations are detailed: collecting the passes' nodes doubles axe's time.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const problems: string[] = [];
  for (const violation of violations) {
    const key = `${violation.impact} ${violation.id}`;
    count(tally, key, violation.nodes.length);
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    // Where, and axe's reason for the first few (a contrast's measured colours and ratio).
    const nodes = violation.nodes.slice(0, 3).map((node) => {
      const why = node.failureSummary?.split('\n').slice(1, 3).join(' ').trim();
      return `${node.target.join(' ')} (${why})`;
    });
    problems.push(`${path}: ${violation.impact} ${violation.id} at ${nodes.join(' | ')}`);
  }
  problems.push(...(await overflowAt(page, path)));
  // The body's default 8 px margin drew a white frame around the login page (issue 24 §2).
  const margin = await page.evaluate(() => getComputedStyle(document.body).margin);
  if (margin !== '0px') problems.push(`${path}: the body has a ${margin} margin`);
  const headings = await page.locator('h1, [role="heading"][aria-level="1"]').count();
  if (headings !== 1) {
    count(tally, 'moderate page-has-heading-one (h1 ≠ 1)', 1);
    problems.push(`${path}: ${headings} h1 instead of one`);
  }
  return problems;
}

for (const who of ['visitor', 'admin', 'sys'] as const) {
  test.describe(`accessibility as ${who}`, () => {
    test.use({
      storageState: who === 'visitor' ? { cookies: [], origins: [] } : storageStateOf(who),
    });

    test(`every route ${who} can open has no critical or serious axe violation`, async ({
      page,
    }) => {
      const routes = ROUTES.filter((route) => route.who === who);
      test.setTimeout(20_000 + routes.length * 5_000);
      const tally: Tally = new Map();
      const problems: string[] = [];
      const titles: string[] = [];
      const requests = watchRequests(page);
      const ids = who === 'admin' ? await processWithIncident(page) : {};
      for (const route of routes) {
        const path = route.path.replace(/KEY|INSTANCE/g, (name) => ids[name] ?? name);
        await open(page, path, requests);
        problems.push(...(await auditPage(page, path, tally)));
        titles.push(`${path} → ${await page.locator('h1').first().textContent()}`);
      }
      // Per rule over all routes, every impact: the report of issue 24 §3; and each page's h1.
      const report = [...tally].sort().map(([rule, { routes, nodes }]) => {
        return `${rule}: ${routes} routes, ${nodes} nodes`;
      });
      console.log(`axe as ${who}, ${routes.length} routes:\n  ${report.join('\n  ') || 'none'}`);
      console.log(`  ${titles.join('\n  ')}`);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
}

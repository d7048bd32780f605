import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, cpSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addOption, clickUntilClosed, signIn, sideMenu, toast } from '../support/console';
import { DEPLOY_DIR, storageStateOf, WORKSPACE } from '../support/paths';
import { buildRemote, changeBuiltText, deployedVersions, release } from '../support/releases';

/**
 * Releases of one area (issue 26): a second version of partners deployed beside the first,
 * rolled out to one tenant, promoted and rolled back, with no rebuild of the host and no
 * restart of the server; then a version that needs a newer @console/shared than this host.
 */
test.describe.configure({ mode: 'serial' });

const NORTHWIND = { username: 'northwind.edi', password: 'northwind-demo-pass' };
const TITLE = 'Business partner groups';
const V2_TITLE = 'Business partner groups, second edition';
const hostEntry = path.join(DEPLOY_DIR, 'host/main.js');
const hostContractFile = path.join(DEPLOY_DIR, 'host/contract.json');
let v1 = '';

const footer = (page: Page) => page.getByTestId('console-versions');
const partnersCard = (page: Page) => page.getByTestId('release-area-partners');

/** A version's row in the area's versions table (the columns of versions-table.tsx). */
const versionRow = (page: Page, version: string) =>
  partnersCard(page).locator(`tr[data-row-key="${version}"]`);

async function openReleases(browser: Browser) {
  const page = await browser.newPage({ storageState: storageStateOf('sys') });
  await page.goto('/account/releases');
  await expect(partnersCard(page)).toBeVisible();
  return page;
}

/** Confirms a Promote / Roll back in its dialog and waits for the toast. */
async function confirmAction(page: Page, button: string, done: RegExp) {
  await partnersCard(page).getByRole('button', { name: button }).click();
  await clickUntilClosed(page.getByRole('dialog'), button);
  await expect(toast(page, done)).toBeVisible();
}

test.beforeAll(() => {
  [v1] = deployedVersions('partners');
});

test('partners v2 goes to northwind only, then to everyone, then back, with no rebuild or restart', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const hostBuiltAt = statSync(hostEntry).mtimeMs;

  // Deploy v2 beside v1: its own build, with a visible change, through the release command.
  const build = mkdtempSync(path.join(os.tmpdir(), 'partners-v2-'));
  const v2 = buildRemote('partners', 'e2e-v2', build);
  changeBuiltText(build, `"${TITLE}"`, `"${V2_TITLE}"`);
  expect(release('deploy', 'partners', '--from', build)).toContain(`Deployed partners ${v2}`);
  rmSync(build, { recursive: true, force: true });
  expect(deployedVersions('partners').sort()).toEqual([v1, v2].sort());

  // Roll it out to Northwind's tenant only, from the Releases page.
  const releases = await openReleases(browser);
  const v2Row = versionRow(releases, v2);
  await v2Row.getByRole('button', { name: 'Release…' }).click();
  const dialog = releases.getByRole('dialog');
  const tenants = dialog.getByRole('combobox', { name: 'Tenants' });
  await tenants.fill('Northwind');
  await addOption(tenants, 'Northwind Components');
  // A multiple select stays open after a choice, its list of every tenant (one more per journey
  // that makes one) over the dialog's buttons: leave it, so that it closes.
  await dialog.locator('.ant-modal-title').click();
  await expect(
    releases.locator('.ant-select-item-option').filter({ hasText: 'Northwind Components' }),
  ).toBeHidden();
  await dialog.getByRole('button', { name: 'Release', exact: true }).click();
  await expect(toast(releases, `The version ${v2} of partners is now the candidate`)).toBeVisible();
  await expect(partnersCard(releases)).toContainText(`${v2} for tenants Northwind Components`);

  // Northwind's sys user gets v2; sys keeps v1.
  const northwind = await browser.newPage();
  await signIn(northwind, NORTHWIND.username, NORTHWIND.password);
  await expect(northwind).toHaveURL(/\/bpg\/index$/);
  await expect(footer(northwind)).toContainText(`partners ${v2}`);
  await expect(northwind.getByText(V2_TITLE, { exact: true }).first()).toBeVisible();
  const sys = await browser.newPage({ storageState: storageStateOf('sys') });
  await sys.goto('/bpg/index');
  await expect(footer(sys)).toContainText(
    new RegExp(`partners ${v1.replace(/[.+]/g, '\\$&')}( ·|$)`),
  );
  await expect(sys.getByText(TITLE, { exact: true }).first()).toBeVisible();

  // Promote: everyone gets v2 at their next navigation into the area.
  await confirmAction(
    releases,
    'Promote',
    new RegExp(`The candidate ${v2.replace(/[.+]/g, '\\$&')} of partners is now current`),
  );
  await sideMenu(sys).getByRole('menuitem', { name: 'AS2 setting' }).click();
  await sideMenu(sys).getByRole('menuitem', { name: 'BPG' }).click();
  await expect(footer(sys)).toContainText(`partners ${v2}`);
  await expect(sys.getByText(V2_TITLE, { exact: true }).first()).toBeVisible();

  // Roll back: Northwind, with v2 open, gets v1 at its next navigation into the area.
  await confirmAction(
    releases,
    'Roll back',
    new RegExp(`rolled back to ${v1.replace(/[.+]/g, '\\$&')}`),
  );
  await sideMenu(northwind).getByRole('menuitem', { name: 'AS2 setting' }).click();
  await sideMenu(northwind).getByRole('menuitem', { name: 'BPG' }).click();
  await expect(footer(northwind)).not.toContainText(v2);
  await expect(footer(northwind)).toContainText(`partners ${v1}`);
  await expect(northwind.getByText(TITLE, { exact: true }).first()).toBeVisible();

  // The Releases page counted the loads of v2 in the last hour (Northwind's and sys's), and
  // no failure.
  await releases.reload();
  const counts = versionRow(releases, v2).getByRole('cell');
  await expect(counts.nth(4)).toHaveText(/^[1-9]\d*$/);
  await expect(counts.nth(5)).toHaveText('0');
  expect(statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);
});

test('a version that needs a newer @console/shared than this host is skipped, and the host says why', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A host upgraded on the server while this browser keeps the old one: the server believes
  // its host has the next minor contract (so it lets the version through), the host running
  // here has its own, @console/shared's version.
  const hostContract = readFileSync(hostContractFile, 'utf8');
  const own = (
    JSON.parse(readFileSync(path.join(WORKSPACE, 'shared/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const [major, minor] = own.split('.').map(Number);
  const next = `${major}.${minor + 1}.0`;
  const future = '0.1.1-future';
  const folder = path.join(DEPLOY_DIR, 'remotes/partners', future);
  cpSync(path.join(DEPLOY_DIR, 'remotes/partners', v1), folder, { recursive: true });
  const areaFile = path.join(folder, 'area.json');
  const area = JSON.parse(readFileSync(areaFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(areaFile, JSON.stringify({ ...area, version: future, contract: `^${next}` }));
  for (const twin of ['.gz', '.br']) rmSync(`${areaFile}${twin}`, { force: true });
  writeFileSync(hostContractFile, JSON.stringify({ ...JSON.parse(hostContract), contract: next }));
  try {
    release('partners', future);
    const sys = await browser.newPage({ storageState: storageStateOf('sys') });
    const warnings: string[] = [];
    sys.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await sys.goto('/bpg/index');
    const why = `${future} needs @console/shared ^${next}; this host has ${own}`;
    await expect(footer(sys)).toContainText(`(${why})`);
    await expect(sys.getByText(/Business partner groups/).first()).toBeVisible();
    expect(warnings.some((text) => text.includes(why))).toBe(true);
    // None of the host's pages break.
    await sys.goto('/account/setting');
    await expect(sys.getByLabel('Timezone')).toBeVisible();
    await sys.goto('/account/releases');
    await expect(partnersCard(sys)).toContainText(future);
  } finally {
    writeFileSync(hostContractFile, hostContract);
    // v1 again for the journeys after this one (refused only when it is current already).
    try {
      release('partners', v1);
    } catch {
      // Current already: the test stopped before the release above.
    }
  }
});

test('a candidate that fails to load is withdrawn once three users could not load it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A candidate for every user whose entry throws as it loads.
  const broken = '0.1.2-broken';
  const folder = path.join(DEPLOY_DIR, 'remotes/partners', broken);
  cpSync(path.join(DEPLOY_DIR, 'remotes/partners', v1), folder, { recursive: true });
  const areaFile = path.join(folder, 'area.json');
  const area = JSON.parse(readFileSync(areaFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(areaFile, JSON.stringify({ ...area, version: broken }));
  const entry = path.join(folder, 'remoteEntry.js');
  writeFileSync(entry, `throw new Error('partners ${broken} fails as it loads');\n`);
  for (const twin of ['.gz', '.br']) rmSync(`${entry}${twin}`, { force: true });
  expect(release('partners', broken, '--percent', '100')).toContain('candidate');

  // Three sys users of three tenants open the area: each sees its fallback page.
  const users = [
    { username: 'sys', password: 'sys' },
    NORTHWIND,
    { username: 'contoso.edi', password: 'contoso-demo-pass' },
  ];
  for (const user of users) {
    const page = await browser.newPage();
    await signIn(page, user.username, user.password);
    await expect(page.getByText('BPG is unavailable')).toBeVisible({ timeout: 20_000 });
    await page.close();
  }

  // The server stopped giving it out, says so on the Releases page, and the area works again.
  const releases = await openReleases(browser);
  await expect(partnersCard(releases)).toContainText(`Candidate ${broken} was withdrawn`);
  await expect(partnersCard(releases)).toContainText(
    'Withdrawn automatically: 3 users could not load it in the last hour',
  );
  const sys = await browser.newPage({ storageState: storageStateOf('sys') });
  await sys.goto('/bpg/index');
  await expect(footer(sys)).toContainText(`partners ${v1}`);
  await expect(sys.getByText(TITLE, { exact: true }).first()).toBeVisible();
});

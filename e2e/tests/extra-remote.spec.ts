import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sideMenu } from '../support/console';
import { DEPLOY_DIR, WORKSPACE, storageStateOf } from '../support/paths';

const helloDir = path.join(DEPLOY_DIR, 'remotes/hello');

/** Builds the extra remote straight into the folder the running server serves remotes from. */
function deployExtraRemote() {
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', helloDir], {
    cwd: path.join(WORKSPACE, 'e2e/extra-remote'),
    stdio: 'inherit',
    timeout: 200_000,
  });
}

test.describe('adding a remote (issue 9 §4, README: Adding a remote)', () => {
  test.afterAll(() => rmSync(helloDir, { recursive: true, force: true }));

  test('a remote deployed into the running console brings its area, with no host rebuild', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const sys = await browser.newPage({ storageState: storageStateOf('sys') });
    await sys.goto('/bpg/index');
    await expect(sideMenu(sys).getByRole('menuitem')).toHaveText(['BPG', 'AS2 setting']);
    const hostEntry = path.join(DEPLOY_DIR, 'host/main.js');
    const hostBuiltAt = statSync(hostEntry).mtimeMs;

    deployExtraRemote();

    await sys.reload();
    await expect(sideMenu(sys).getByRole('menuitem')).toHaveText(['BPG', 'AS2 setting', 'Hello']);
    await sideMenu(sys).getByRole('menuitem', { name: 'Hello' }).click();
    await expect(sys).toHaveURL(/\/hello\/index$/);
    await expect(
      sys.getByRole('heading', { name: 'Hello from a remote deployed into the running console' }),
    ).toBeVisible();
    await expect(sys.getByRole('menuitem', { name: 'Greeting' })).toBeVisible();
    expect(statSync(hostEntry).mtimeMs).toBe(hostBuiltAt);

    // The guard and the menus follow the area's roles: it is for sys only.
    const admin = await browser.newPage({ storageState: storageStateOf('admin') });
    await admin.goto('/hello/index');
    await expect(admin.getByText('Sorry, your role may not open this page.')).toBeVisible();
    await expect(sideMenu(admin).getByRole('menuitem', { name: 'Hello' })).toHaveCount(0);
  });
});

import { expect, test } from '@playwright/test';
import { sideMenu, signIn } from '../support/console';
import { copiesInRuntime } from '../bench/copies';
import { USERS } from '../support/paths';

test.describe('signing in (SPEC §1, §4, §5, §6)', () => {
  test('asks for the username and the password', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/default\/login$/);
    await expect(
      page.getByText('Please sign-in and start the supply chain integration solution'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Please input the password')).toBeVisible();
  });

  test('refuses a wrong password and an unknown user with the same message', async ({ page }) => {
    await signIn(page, 'sys', 'wrong-password');
    // The login page shows the client's message itself: antd is not loaded there (issue 9 §6).
    const refusal = page.getByRole('alert');
    await expect(refusal).toHaveText('Unauthorized request: Incorrect username or password');
    await expect(page).toHaveURL(/\/default\/login/);
    await signIn(page, 'nobody-at-all', 'whatever');
    await expect(refusal).toHaveText('Unauthorized request: Incorrect username or password');
    await expect(page).toHaveURL(/\/default\/login/);
  });

  test('lands a system user on /bpg/index and sends them there from operator pages', async ({
    page,
  }) => {
    await signIn(page, USERS.sys.username, USERS.sys.password);
    await expect(page).toHaveURL(/\/bpg\/index$/);
    await expect(sideMenu(page).getByRole('menuitem')).toHaveText(['BPG', 'AS2 setting']);
    await page.goto('/operator/dashboard');
    await expect(page).toHaveURL(/\/bpg\/index$/);
    await expect(page.getByText('Business partner groups')).toBeVisible();
  });

  test('lands an administrator on the operator dashboard, the area of the operator remote', async ({
    page,
  }) => {
    await signIn(page, USERS.admin.username, USERS.admin.password);
    // `/` → `/operator` (host) → `/operator/dashboard` (the operator remote's redirect).
    await expect(page).toHaveURL(/\/operator\/dashboard$/);
    await expect(sideMenu(page).getByRole('menuitem')).toHaveText(['Operator', 'Modeler']);
    await expect(page.getByText('Received', { exact: true })).toBeVisible();
    await page.goto('/bpg/index');
    await expect(page.getByText('Sorry, your role may not open this page.')).toBeVisible();
  });

  test('signs out, revoking the token, and returns to the login page', async ({ page }) => {
    await signIn(page, USERS.sys.username, USERS.sys.password);
    await expect(page).toHaveURL(/\/bpg\/index$/);
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('console.session') ?? '{}').state?.token,
    );
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.locator('.ant-drawer-content-wrapper')).toHaveCSS('width', '260px');
    const loggedOut = page.waitForResponse('**/api/logout');
    await page.getByRole('button', { name: 'Log out' }).click();
    expect((await loggedOut).status()).toBe(200);
    await expect(page).toHaveURL(/\/default\/login$/);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('console.session') ?? '{}').state,
    );
    expect(stored.token).toBeNull();
    const reuse = await page.request.get('/api/user/userInfo', { headers: { token } });
    expect(reuse.status()).toBe(401);
  });
});

test.describe('a light login page (issue 9 §6)', () => {
  test('loads no antd until the user types, then fetches the console at idle', async ({ page }) => {
    await page.goto('/default/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = await copiesInRuntime(page);
    expect(before['antd']).toEqual([]);
    expect(before['react']).toEqual(['host']);

    await page.getByLabel('Username').pressSequentially('s');
    await expect.poll(async () => (await copiesInRuntime(page))['antd']).toEqual(['host']);
  });
});

import { expect, test } from '@playwright/test';
import { sideMenu } from '../support/console';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('sys') });

test('keeps the partner pages working when remote-as2 is unreachable, and Retry recovers', async ({
  page,
}) => {
  await page.route('**/remotes/as2/**', (route) => route.abort('connectionrefused'));
  await page.goto('/bpg/index');
  await expect(page.getByText('Business partner groups')).toBeVisible();
  await page.getByRole('tree').getByText('Suppliers', { exact: true }).click();
  await page.getByRole('link', { name: 'Manage BPs' }).click();
  await expect(page).toHaveURL(/\/bpg\/bp\/index\?id=\d+$/);
  await expect(page.getByText('BPs of Suppliers')).toBeVisible();
  await expect(page.getByRole('row', { name: /Contoso Metals/ })).toBeVisible();

  const as2Entry = sideMenu(page).locator('[data-unavailable="true"]');
  await expect(as2Entry).toHaveText(/AS2 setting/);
  await as2Entry.click();
  await expect(page.getByText('AS2 setting is unavailable')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await page.unroute('**/remotes/as2/**');
  await retry.click();
  await expect(page).toHaveURL(/\/as2Setting\/certificateManagement\/index$/);
  await expect(sideMenu(page).locator('[data-unavailable="true"]')).toHaveCount(0);
  await expect(page.getByRole('menu', { name: 'Top menu' }).getByRole('menuitem')).toHaveText([
    'Certificate',
    'Send port',
    'Receive port',
    'AS2 logs',
  ]);
});

test('keeps the partner and AS2 pages working when remote-operator is unreachable', async ({
  page,
}) => {
  await page.route('**/remotes/operator/**', (route) => route.abort('connectionrefused'));
  await page.goto('/bpg/index');
  await expect(page.getByText('Business partner groups')).toBeVisible();
  await page.getByRole('tree').getByText('Suppliers', { exact: true }).click();
  await page.getByRole('link', { name: 'Manage BPs' }).click();
  await expect(page.getByRole('row', { name: /Contoso Metals/ })).toBeVisible();
  await sideMenu(page).getByText('AS2 setting').click();
  await expect(page).toHaveURL(/\/as2Setting\/certificateManagement\/index$/);
  await expect(page.getByRole('menu', { name: 'Top menu' }).getByRole('menuitem')).toHaveText([
    'Certificate',
    'Send port',
    'Receive port',
    'AS2 logs',
  ]);
  // A sys user's operator paths still land on the groups, remote or not (SPEC §4).
  await page.goto('/operator/processes/index');
  await expect(page).toHaveURL(/\/bpg\/index$/);
});

test.describe('the files remote', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('keeps the operator pages working when remote-files is unreachable, and Retry recovers', async ({
    page,
  }) => {
    await page.route('**/remotes/files/**', (route) => route.abort('connectionrefused'));
    await page.goto('/operator/dashboard');
    await expect(page.getByText('In progress').first()).toBeVisible();
    await page.getByRole('menu', { name: 'Top menu' }).getByText('File browser').click();
    await expect(page).toHaveURL(/\/operator\/resultFileDownload\?path=mounted\/?$/);
    await expect(page.getByText('Files is unavailable')).toBeVisible();
    await page.unroute('**/remotes/files/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('tab', { name: 'File store' })).toBeVisible();
    await page.getByRole('menu', { name: 'Top menu' }).getByText('Processes').click();
    await expect(page).toHaveURL(/\/operator\/processes\/index/);
  });
});

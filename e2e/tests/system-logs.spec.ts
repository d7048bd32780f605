import { expect, test } from '@playwright/test';
import { engineClient, tokenOf } from '../support/engine';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

test('follows a failed instance from the dashboard to its system log, in both modes, and downloads it', async ({
  page,
}) => {
  // A long journey (deploy, start, fail, several pages): three times the usual time.
  test.slow();
  const key = `syslog_${Date.now().toString(36)}`;
  const topic = `${key}-work`;
  await page.goto('/operator/dashboard');
  const engine = engineClient(page.request, await tokenOf(page));
  await engine.deployOneTask(key, topic);
  await engine.start(key, 'PO-77');
  const failed = await engine.failOne(topic, `Carrier refused ${key}`);

  // The dashboard's "in progress" opens every running instance, the newest first.
  await page.getByTitle('Open the instances behind In progress').click();
  await expect(page).toHaveURL(/opeSystemLogs\/opeInstances\?state=Running$/);
  const row = page.getByRole('row', { name: new RegExp(failed) });
  await expect(row).toContainText('Incident');
  await expect(row).toContainText(key);

  // Its log: simple, then complete, each with its size; then the file.
  await row.getByRole('link', { name: 'Log' }).click();
  await expect(page).toHaveURL(new RegExp(`opeLog\\?id=${failed}$`));
  const text = page.getByLabel('Log text');
  await expect(text).toContainText(`Carrier refused ${key}`);
  await expect(text).toContainText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d /);
  await expect(page.getByText(/^Complete · \d+(\.\d\d)? (Bytes|KiB)$/)).toBeVisible();
  await page.getByText(/^Complete · /).click();
  await expect(page).toHaveURL(/mode=complete/);
  await expect(text).toContainText(/(INFO|WARN|ERROR) +engine task /);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${failed}-complete.log`);
  const saved = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(saved, 'utf8')).toContain(`Carrier refused ${key}`);

  // Its input and output: no connector ran for this topic.
  await page.getByRole('link', { name: 'Input and output' }).click();
  await expect(page).toHaveURL(new RegExp(`opeLogInOut\\?id=${failed}$`));
  await expect(page.getByText('No task of this instance has run a connector')).toBeVisible();

  // From the top menu's History submenu, the System logs list: the process, then its instance.
  await page
    .getByRole('menu', { name: 'Top menu' })
    .getByRole('menuitem', { name: 'History' })
    .hover();
  await page
    .locator('.ant-menu-submenu-popup')
    .getByRole('menuitem', { name: 'System logs' })
    .click();
  await expect(page).toHaveURL(/opeSystemLogs\/index$/);
  await page.getByRole('searchbox', { name: 'Process name or key' }).fill(key);
  await page.getByRole('searchbox', { name: 'Process name or key' }).press('Enter');
  await page.getByRole('link', { name: key, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`opeInstances\\?key=${key}$`));
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByRole('row', { name: new RegExp(failed) })).toContainText('PO-77');
});

test('leads from the operator menu to the file browser, which keeps its entry highlighted', async ({
  page,
}) => {
  await page.goto('/operator/dashboard');
  const topMenu = page.getByRole('menu', { name: 'Top menu' });
  await topMenu.getByText('File browser').click();
  await expect(page).toHaveURL(/\/operator\/resultFileDownload\?path=mounted\/$/);
  await expect(page.getByRole('tab', { name: 'File store', selected: true })).toBeVisible();
  await expect(topMenu.locator('.ant-menu-item-selected')).toHaveText('File browser');
});

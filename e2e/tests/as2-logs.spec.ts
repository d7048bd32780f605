import { expect, test, type Page } from '@playwright/test';
import { chooseOption, exactly, toast } from '../support/console';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('sys') });

const bodyRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

const chooseIn = (page: Page, label: string, option: string) =>
  chooseOption(page.getByLabel(label, { exact: true }), exactly(option));

test('filters, pages and opens the AS2 message log', async ({ page }) => {
  await page.goto('/as2Setting/as2Logs/index');
  await expect(page.getByText('Messages per day')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText(/^\d+ messages$/)).toBeVisible();
  const total = Number((await page.getByText(/^\d+ messages$/).textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(10);

  await page.locator('.ant-pagination-item-2').click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(bodyRows(page)).toHaveCount(10);

  await chooseIn(page, 'Direction', 'Receive');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');
  const types = await bodyRows(page).locator('td:nth-child(2)').allTextContents();
  expect(new Set(types)).toEqual(new Set(['Receive']));

  // The cell holds the id and, for seed data, its "Demo" tag.
  const firstCell = (await bodyRows(page).first().locator('td').first().textContent())!;
  const firstId = firstCell.trim().replace(/Demo$/, '');
  await page.getByLabel('Message id', { exact: true }).fill(firstId.slice(1, 13));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByText('1 message', { exact: true })).toBeVisible();

  await bodyRows(page).first().getByRole('button').first().click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(drawer).toHaveCSS('width', '260px');
  await expect(drawer).toContainText(firstId);
  await expect(drawer).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  // The demo tenant's log is seed data, and says so in the table and the drawer.
  await expect(bodyRows(page).first().getByText('Demo', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Demo data', { exact: true })).toBeVisible();
  await expect(drawer.getByText('No file stored')).toBeVisible();
});

test("says 'Failed to get As2 logs' when the log cannot be reached", async ({ page }) => {
  await page.route('**/as2/api/QueryLogs**', (route) => route.abort('connectionrefused'));
  await page.goto('/as2Setting/as2Logs/index');
  // The page keeps the message; the toast says it too, for a few seconds once the page is up
  // (a first load on a busy CI machine took over 10 s: wait for the page, then the toast).
  const inPage = page.getByRole('main').getByText('Failed to get As2 logs', { exact: true });
  await expect(inPage).toBeVisible({ timeout: 30_000 });
  await expect(toast(page, 'Failed to get As2 logs')).toBeVisible();
  await page.unroute('**/as2/api/QueryLogs**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(bodyRows(page)).toHaveCount(10);
});

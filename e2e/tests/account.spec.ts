import { expect, test } from '@playwright/test';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

test("an administrator reads the tenant's usage and this month's statement", async ({ page }) => {
  await page.goto('/account/usage');
  await expect(page.getByText('Days are UTC days', { exact: false })).toBeVisible();
  // Opening the console is already API calls of the tenant: the figure is counted and shown.
  const calls = page.getByTestId('quota-apiCalls');
  await expect(calls.getByText(/^[1-9][\d,]* of [\d,]+$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Instances per day' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'API calls and AS2 messages per day' })).toBeVisible();

  await page.goto('/account/billing');
  await expect(page.getByText(/^Plan (Free|Standard|Enterprise)$/).first()).toBeVisible();
  const month = new Date().toISOString().slice(0, 7);
  await expect(page.getByText(`Statement of ${month}`)).toBeVisible();
  await expect(page.getByTestId('statement-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`statement-${month}.csv`);
});

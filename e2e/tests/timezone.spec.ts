import { expect, test, type Page } from '@playwright/test';
import { saveTimezone } from '../support/console';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('sys') });

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The "Updated" time of a demo BP, as the BP table shows it. */
async function updatedTimeOfContoso(page: Page) {
  await page.goto('/bpg/index');
  await page.getByRole('tree').getByText('Suppliers', { exact: true }).click();
  await page.getByRole('link', { name: 'Manage BPs' }).click();
  const row = page.getByRole('row', { name: /Contoso Metals/ });
  const cell = row.getByRole('cell').filter({ hasText: /^\d{4}-/ });
  await expect(cell).toHaveText(TIMESTAMP);
  return (await cell.textContent())!.trim();
}

const asUtcMillis = (shown: string) => Date.parse(`${shown.replace(' ', 'T')}Z`);

test('shows times in the chosen timezone as YYYY-MM-DD HH:mm:ss', async ({ page }) => {
  await saveTimezone(page, 'UTC');
  const inUtc = await updatedTimeOfContoso(page);
  await saveTimezone(page, 'Asia/Shanghai');
  const inShanghai = await updatedTimeOfContoso(page);
  expect(asUtcMillis(inShanghai) - asUtcMillis(inUtc)).toBe(8 * 3600 * 1000);
  await saveTimezone(page, 'America/St_Johns');
  const inStJohns = await updatedTimeOfContoso(page);
  const offset = asUtcMillis(inStJohns) - asUtcMillis(inUtc);
  // Newfoundland: UTC−3:30, or −2:30 in summer.
  expect([-3.5 * 3600 * 1000, -2.5 * 3600 * 1000]).toContain(offset);
});

import { expect, test } from '@playwright/test';
import { clickUntilClosed, toast } from '../support/console';
import { engineClient, tokenOf } from '../support/engine';
import { pick, platform, rowOf, until } from '../support/automation';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

test('a timer trigger made in the console fires on its schedule and starts its flow', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const key = `timer_${stamp}`;
  const name = `Every 3 s ${stamp}`;
  await page.goto('/trigger');
  const token = await tokenOf(page);
  await engineClient(page.request, token).deployOneTask(key, `${key}-work`);
  const api = platform(page.request, token);

  await page.reload();
  await page.getByRole('button', { name: 'New trigger' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New trigger' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Schedule').fill('61 * * * *');
  await expect(dialog.getByText(/minute: 61/)).toBeVisible();
  await dialog.getByLabel('Schedule').fill('*/3 * * * * *');
  await expect(dialog.getByTestId('next-fire-times').getByRole('listitem')).toHaveCount(5);
  await pick(dialog, 'Flow', key);
  await clickUntilClosed(dialog, 'Save');
  await expect(rowOf(page, name)).toBeVisible();

  // It fires by itself: instances appear, one per slot.
  await until(async () => (await api.instances(key)) >= 2, 20_000);
  await rowOf(page, name).getByRole('button', { name: 'Fires' }).click();
  const fires = page.locator('.ant-drawer').filter({ hasText: `Fires of “${name}”` });
  await expect(fires.getByTestId('trigger-fire').first()).toContainText('Started');
  await expect(fires.getByRole('link', { name: /^Instance / }).first()).toBeVisible();

  // Switched off, it fires no more.
  await page.keyboard.press('Escape');
  await rowOf(page, name)
    .getByRole('switch', { name: `Active: ${name}` })
    .click();
  await expect(rowOf(page, name).getByRole('switch')).not.toBeChecked();
  const count = await api.instances(key);
  await page.waitForTimeout(4000);
  expect(await api.instances(key)).toBeLessThanOrEqual(count + 1);
});

test('a command runs now and on its schedule, and its log shows both', async ({ page }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const name = `List files ${stamp}`;
  await page.goto('/command');
  const connector = `Lister ${stamp}`;
  const response = await page.request.post('/api/connector', {
    headers: { token: await tokenOf(page), version: '1.2' },
    data: {
      name: connector,
      timeout: 5000,
      packageId: 'files',
      commandId: 'list',
      parameters: { folder: 'mounted/', resultVariable: 'files' },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);

  await page.reload();
  await page.getByRole('button', { name: 'New command' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New command' });
  await dialog.getByLabel('Name').fill(name);
  await pick(dialog, 'Connector', connector);
  await dialog.getByLabel('Schedule').fill('*/4 * * * * *');
  await expect(dialog.getByTestId('next-fire-times').getByRole('listitem')).toHaveCount(5);
  await dialog.getByRole('switch', { name: 'Active' }).click();
  await clickUntilClosed(dialog, 'Save');
  await expect(toast(page, name)).toBeVisible();

  // Run now: the output and the log when it ends.
  await rowOf(page, name).getByRole('button', { name: 'Run now' }).click();
  const run = page.getByRole('dialog', { name: `Run “${name}”` });
  await expect(run.getByTestId('run-result')).toContainText('OK', { timeout: 15_000 });
  await expect(run.getByTestId('run-output')).toContainText('files');
  await run.getByRole('button', { name: 'Close' }).first().click();

  // The schedule runs it too; the log of today shows both causes.
  await page.waitForTimeout(9000);
  await rowOf(page, name).getByRole('button', { name: 'Log' }).click();
  const log = page.getByRole('dialog', { name: `Log of “${name}”` });
  await expect(log.getByRole('cell', { name: 'Run now' })).toHaveCount(1);
  await expect(log.getByRole('cell', { name: 'Schedule' }).first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { chooseOption, toast } from '../support/console';
import { engineClient, tokenOf } from '../support/engine';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

test('starts an instance with typed variables from the process list and opens it', async ({
  page,
}) => {
  const key = `start_${Date.now().toString(36)}`;
  await page.goto('/operator/processes/index');
  const engine = engineClient(page.request, await tokenOf(page));
  await engine.deployOneTask(key, `${key}-work`);
  await page.getByRole('button', { name: 'Refresh' }).click();
  const search = page.getByRole('searchbox', { name: 'Filter by name or key' });
  await search.fill(key);
  await search.press('Enter');
  const row = page.getByRole('row', { name: new RegExp(key) });
  await row.getByRole('button', { name: 'Start instance' }).click();

  const dialog = page.locator('.ant-modal').filter({ hasText: `Start an instance of ${key}` });
  await dialog.getByLabel('Business key').fill('PO-42');
  await dialog.getByRole('button', { name: 'Add variable' }).click();
  const approved = dialog.getByRole('group', { name: 'Name 1' });
  await approved.getByRole('textbox', { name: 'Name' }).fill('approved');
  await chooseOption(approved.getByRole('combobox', { name: 'Type' }), /^Boolean$/);
  await approved.getByRole('switch', { name: 'Value' }).click();
  await dialog.getByRole('button', { name: 'Add variable' }).click();
  const amount = dialog.getByRole('group', { name: 'Name 2' });
  await amount.getByRole('textbox', { name: 'Name' }).fill('amount');
  await chooseOption(amount.getByRole('combobox', { name: 'Type' }), /^Integer$/);
  await amount.getByRole('spinbutton', { name: 'Value' }).fill('1200');
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();

  const started = toast(page, /Instance .+ started/);
  await started.getByRole('link', { name: 'Open it' }).click();
  await expect(page).toHaveURL(new RegExp(`/operator/processes/detail\\?key=${key}&instance=`));
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'Instance ' });
  await drawer.getByRole('tab', { name: 'Variables' }).click();
  await expect(drawer.getByRole('row', { name: /approved/ })).toContainText('Boolean');
  await expect(drawer.getByRole('row', { name: /approved/ })).toContainText('true');
  await expect(drawer.getByRole('row', { name: /amount/ })).toContainText('Integer');
  await expect(drawer.getByRole('row', { name: /amount/ })).toContainText('1200');
});

test('the process lists fit 1024 and 1280 px with their actions in view', async ({ page }) => {
  await page.goto('/operator/processes/index');
  const engine = engineClient(page.request, await tokenOf(page));
  await engine.deployOneTask(`width_${Date.now().toString(36)}`, 'width-work');
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, action] of [
      ['/operator/processes/index', 'Start instance'],
      ['/mainModeler/modelerProcess', 'Export'],
    ]) {
      await page.goto(path);
      const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
      await expect(firstRow).toBeVisible();
      const fits = await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      );
      expect(fits, `${path} at ${width} px`).toBe(true);
      await expect(firstRow.getByRole('button', { name: action })).toBeInViewport();
    }
  }
});

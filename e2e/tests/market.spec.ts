import { expect, test, type Page } from '@playwright/test';
import { clickUntilClosed, toast } from '../support/console';
import { choose } from '../support/connectivity';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

const rowOf = (page: Page, name: string) =>
  page.locator('.ant-table-row').filter({ has: page.getByText(name, { exact: true }) });

test('an administrator installs a package from the market, upgrades it and removes it', async ({
  page,
}) => {
  await page.goto('/account/market');
  await page.getByLabel('Filter by name').fill('text');
  const row = rowOf(page, 'Text tools');
  await expect(row).toBeVisible();
  await expect(rowOf(page, 'HTTP')).toBeHidden();
  // A run stopped half-way may have left it installed: start from the catalogue's state.
  if (await row.getByRole('button', { name: 'Remove' }).isVisible()) {
    await row.getByRole('button', { name: 'Remove' }).click();
    await clickUntilClosed(page.getByRole('dialog', { name: 'Remove Text tools?' }), 'Remove');
  }

  await row.getByRole('button', { name: 'Install' }).click();
  const install = page.getByRole('dialog', { name: 'Install Text tools' });
  await choose(install, 'Version', '1.0.0');
  await clickUntilClosed(install, 'Install');
  await expect(toast(page, 'The package was installed')).toBeVisible();
  await expect(row.getByText('Upgrade available')).toBeVisible();

  await row.getByRole('button', { name: 'Upgrade' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade Text tools from 1.0.0 to 1.1.0' });
  await expect(upgrade.getByText('Split', { exact: true })).toBeVisible();
  await clickUntilClosed(upgrade, 'Upgrade');
  await expect(toast(page, 'The package was upgraded')).toBeVisible();
  await expect(row.getByText('Upgrade available')).toBeHidden();

  await row.getByRole('button', { name: 'Remove' }).click();
  await clickUntilClosed(page.getByRole('dialog', { name: 'Remove Text tools?' }), 'Remove');
  await expect(toast(page, 'The package was removed')).toBeVisible();
  await expect(row.getByText('Not installed')).toBeVisible();
});

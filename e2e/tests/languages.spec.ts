import { expect, test } from '@playwright/test';
import { sideMenu } from '../support/console';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('sys') });

test('switches the console to 中文 and to Français, and keeps the choice', async ({ page }) => {
  await page.goto('/bpg/index');
  await expect(page.getByText('Business partner groups')).toBeVisible();

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(sideMenu(page).getByRole('menuitem')).toHaveText(['业务伙伴组', 'AS2 设置']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.reload();
  await expect(sideMenu(page).getByRole('menuitem')).toHaveText(['业务伙伴组', 'AS2 设置']);

  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(sideMenu(page).getByRole('menuitem')).toHaveText([
    'Groupes de partenaires',
    'Paramètres AS2',
  ]);
  await expect(page.getByRole('button', { name: 'Tout déplier' })).toBeVisible();

  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(sideMenu(page).getByRole('menuitem')).toHaveText(['BPG', 'AS2 setting']);
});

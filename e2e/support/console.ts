import { expect, type Locator, type Page } from '@playwright/test';

/** Signs in through the login page, as a user would. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/default/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const sideMenu = (page: Page) => page.getByTestId('side-menu');

/** The message toast with this text (antd message). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text });

/** Opens the settings page and saves the given timezone. */
export async function saveTimezone(page: Page, zone: string) {
  await page.goto('/account/setting');
  const select = page.getByLabel('Timezone');
  await select.click();
  await select.fill(zone);
  await chooseOption(select, new RegExp(`^${zone.replace('/', '\\/')} \\(`));
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(toast(page, 'Setting saved')).toBeVisible();
}

/** A name unique to this run, so journeys never collide with demo data or each other. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/**
 * Clicks a button of a dialog until the dialog closes. A click that lands while antd's
 * confirmation is still opening can be lost (seen once in CI: the overwrite question stayed
 * open after Cancel); a user would click again, and so does this, for at most 15 s. The
 * dialog must have opened first: one that opens after a request (the incident group's dry
 * run) was otherwise taken as already closed, and never clicked.
 */
export async function clickUntilClosed(dialog: Locator, button: string) {
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible()) {
      await dialog.getByRole('button', { name: button }).click({ timeout: 2_000 });
    }
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** A pattern that matches this text and nothing more (for an option's or a cell's text). */
export const exactly = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The first option of the open list with this text (a closed list stays in the page, hidden). */
const openOption = (select: Locator, option: string | RegExp) =>
  select
    .page()
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first();

/**
 * Chooses an option of a single antd select and waits for its list to close. A click on an
 * option while the list is still sliding open can be lost under load (CI: the file's send
 * port, and the modeler's Bind dialog, whose open list then covered the Bind button); a user
 * would choose again, and so does this, for at most 15 s. A string is matched as a part of the
 * option's text.
 */
export async function chooseOption(select: Locator, option: string | RegExp) {
  const choice = openOption(select, option);
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await choice.click({ timeout: 2_000 });
    await expect(select).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Adds an option to a multiple antd select, which stays open after a choice: chosen again, as
 * chooseOption does, until the option shows as selected.
 */
export async function addOption(select: Locator, option: string | RegExp) {
  const choice = openOption(select, option);
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    const classes = (await choice.getAttribute('class', { timeout: 2_000 })) ?? '';
    if (!classes.includes('ant-select-item-option-selected')) {
      await choice.click({ timeout: 2_000 });
    }
    await expect(choice).toHaveClass(/ant-select-item-option-selected/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

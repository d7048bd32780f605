import { expect, test, type Page } from '@playwright/test';
import { addOption, clickUntilClosed, toast, unique } from '../support/console';
import { engineClient, tokenOf } from '../support/engine';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

const topMenu = (page: Page) => page.getByRole('menu', { name: 'Top menu' });

test('shows the dashboard with its figures and charts, and the operator top menu', async ({
  page,
}) => {
  await page.goto('/operator/dashboard');
  for (const figure of ['Received', 'Send', 'Success', 'In progress']) {
    await expect(page.locator('.ant-statistic').filter({ hasText: figure })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: 'Inbound and outbound per day' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Success and failed' })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByText(/^Data as of \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await expect(topMenu(page).getByRole('menuitem')).toHaveText([
    'Dashboard',
    'Processes',
    'Sync Instance',
    'File browser',
    'History',
    'Alarm contacts',
    'Alarm rules',
  ]);
  // History holds its four pages as a submenu.
  await topMenu(page).getByRole('menuitem', { name: 'History' }).hover();
  await expect(page.locator('.ant-menu-submenu-popup').getByRole('menuitem')).toHaveText([
    'Process logs',
    'Transaction logs',
    'System logs',
    'Log query',
  ]);
  await topMenu(page).getByRole('menuitem', { name: 'Sync Instance' }).click();
  await expect(page).toHaveURL(/\/operator\/syncProcessInstance$/);
  await expect(page.getByText('Running synchronous flows')).toBeVisible();
});

test('an alarm rule records a notification when a task of its process fails', async ({ page }) => {
  const key = `alarm_${Date.now().toString(36)}`;
  const topic = `${key}-work`;
  const contact = unique('Ops');
  const rule = unique('Failing');
  await page.goto('/alarm');
  await expect(page).toHaveURL(/\/alarm\/contact$/);

  await page.getByRole('button', { name: 'New contact' }).click();
  const contactDialog = page.getByRole('dialog');
  await contactDialog.getByLabel('Name').fill(contact);
  await contactDialog.getByLabel('E-mail').fill('ops@acme.example');
  await contactDialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `Contact ${contact} created`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(contact) })).toBeVisible();

  const engine = engineClient(page.request, await tokenOf(page));
  await engine.deployOneTask(key, topic);
  await engine.start(key);

  await topMenu(page).getByRole('menuitem', { name: 'Alarm rules' }).click();
  await page.getByRole('button', { name: 'New task rule' }).click();
  const ruleDialog = page.getByRole('dialog');
  await ruleDialog.getByLabel('Name').fill(rule);
  await ruleDialog.getByLabel('Processes').fill(key);
  await page.keyboard.press('Enter');
  // Close the processes' list: with many flows deployed it covers the field below (Escape on
  // a closed list would close the dialog instead).
  const processes = ruleDialog.getByLabel('Processes');
  if ((await processes.getAttribute('aria-expanded')) === 'true')
    await page.keyboard.press('Escape');
  await addOption(ruleDialog.getByLabel('Contacts'), contact);
  await ruleDialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `Rule ${rule} created`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(rule) });
  await expect(row).toContainText(key);

  await engine.failOne(topic, `Stock service down ${key}`);
  // The notifier scans every 5 s; with no SMTP server the mail is recorded as not sent.
  await expect(async () => {
    await row.getByRole('button', { name: 'Notifications' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `Notifications of ${rule}` });
    try {
      await expect(drawer.getByText(`Stock service down ${key}`)).toBeVisible({ timeout: 2_000 });
      await expect(drawer.locator('.ant-tag').filter({ hasText: 'Not sent' })).toBeVisible();
    } finally {
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  }).toPass({ timeout: 30_000 });
});

test('lists a deployed process with its running instances, filters in the URL, suspends and activates it', async ({
  page,
}) => {
  const key = `proc_${Date.now().toString(36)}`;
  await page.goto('/operator/processes');
  await expect(page).toHaveURL(/\/operator\/processes\/index$/);
  const engine = engineClient(page.request, await tokenOf(page));
  await engine.deployOneTask(key, `${key}-work`);
  await engine.start(key);
  await engine.start(key);
  await page.getByRole('button', { name: 'Refresh' }).click();

  const search = page.getByRole('searchbox', { name: 'Filter by name or key' });
  await search.fill(key);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`name=${key}`));
  const row = page.getByRole('row', { name: new RegExp(key) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(4)).toHaveText('2');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.locator('.ant-modal').filter({ hasText: `Suspend ${key}?` });
  await expect(confirm).toContainText('running instances (2)');
  await clickUntilClosed(confirm, 'Suspend');
  await expect(toast(page, `${key} suspended`)).toBeVisible();
  await expect(row).toContainText('Suspended');
  await row.getByRole('button', { name: 'Activate' }).click();
  await clickUntilClosed(
    page.locator('.ant-modal').filter({ hasText: `Activate ${key}?` }),
    'Activate',
  );
  await expect(row).toContainText('Active');

  // The filter is in the URL: a reload keeps it, Back returns to the unfiltered list.
  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(key) })).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/operator\/processes\/index$/);
});

import { expect, test, type Page } from '@playwright/test';
import { addOption, clickUntilClosed, toast, unique } from '../support/console';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('sys') });

const tree = (page: Page) => page.getByRole('tree');
const dialog = (page: Page) => page.getByRole('dialog');

async function addSubGroup(page: Page, parent: string, name: string, description: string) {
  await tree(page).getByText(parent, { exact: true }).click();
  await page.getByRole('button', { name: 'Add sub-group' }).click();
  await dialog(page).getByLabel('BPG name').fill(name);
  await dialog(page).getByLabel('Description').fill(description);
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `Group ${name} created`)).toBeVisible();
}

test('builds a group tree with BPs and users, then deletes a group after its warning', async ({
  page,
}) => {
  const logistics = unique('E2E Logistics');
  const air = unique('E2E Air');
  await page.goto('/bpg/index');

  // A required name and description, then the tree grows.
  await tree(page).getByText('All partners', { exact: true }).click();
  await page.getByRole('button', { name: 'Add sub-group' }).click();
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(dialog(page).getByText('BPG name is required')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await addSubGroup(page, 'All partners', logistics, 'Forwarders and carriers');
  await addSubGroup(page, logistics, air, 'Air freight');
  await expect(tree(page).getByText(air, { exact: true })).toBeVisible();

  // A BP in the sub-group: the email is checked.
  await tree(page).getByText(air, { exact: true }).click();
  await page.getByRole('link', { name: 'Manage BPs' }).click();
  await expect(page).toHaveURL(/\/bpg\/bp\/index\?id=\d+$/);
  await page.getByRole('button', { name: 'New BP' }).click();
  await dialog(page).getByLabel('BP name').fill('Skyline Cargo');
  await dialog(page).getByLabel('Email').fill('not-an-email');
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(dialog(page).getByText('Please enter a valid email')).toBeVisible();
  await dialog(page).getByLabel('Email').fill('edi@skyline.example');
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'BP Skyline Cargo created')).toBeVisible();
  const row = page.getByRole('row', { name: /Skyline Cargo/ });
  await expect(row).toContainText('edi@skyline.example');

  // A user of that BP, with a role.
  await row.getByRole('button', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/bpg\/bp\/bpuser\/index$/);
  await expect(page.getByText('Users of Skyline Cargo')).toBeVisible();
  await page.getByRole('button', { name: 'New user' }).click();
  const username = `sky.${Date.now().toString(36)}`;
  await dialog(page).getByLabel('Username').fill(username);
  await dialog(page).getByLabel('Password', { exact: true }).fill('skyline-pass-1');
  await dialog(page).getByLabel('Confirm password').fill('skyline-pass-1');
  await dialog(page).getByLabel('Email').fill('ops@skyline.example');
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(dialog(page).getByText('Please choose at least one role')).toBeVisible();
  await addOption(dialog(page).getByLabel('Roles'), 'sys');
  // A multiple select stays open; click elsewhere in the dialog to close it.
  await dialog(page)
    .getByText(/^New user of Skyline Cargo$/)
    .click();
  await dialog(page).getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `User ${username} created`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('sys');

  // The new user can sign in with the password given.
  const login = await page.request.post('/api/login', {
    data: { username, password: 'skyline-pass-1' },
  });
  expect(login.status()).toBe(200);

  // Deleting the top group warns that everything under it goes, then removes it all.
  await page.goto('/bpg/index');
  await tree(page).getByText(logistics, { exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Delete group ${logistics}?` });
  await expect(confirm).toContainText(
    'Everything under this group is deleted with it: its sub-groups (1)',
  );
  await expect(confirm).toContainText('(1), together with all the users of those BPs');
  await clickUntilClosed(confirm, 'Delete');
  await expect(
    toast(page, `Group ${logistics} deleted. Removed groups: 2, BPs: 1, users: 1.`),
  ).toBeVisible();
  await expect(tree(page).getByText(logistics, { exact: true })).toHaveCount(0);
  await expect(tree(page).getByText(air, { exact: true })).toHaveCount(0);
  const gone = await page.request.post('/api/login', {
    data: { username, password: 'skyline-pass-1' },
  });
  expect(gone.status()).toBe(401);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickUntilClosed, unique } from '../support/console';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

const rowOf = (page: Page, name: string) =>
  page.locator('.ant-table-row').filter({ has: page.getByText(name, { exact: true }) });

/** Picks an option of an antd Select found by its label. */
async function choose(dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await dialog.page().getByTitle(option, { exact: true }).click();
}

test('an administrator makes a credential and a command connector from its generated form, then dry-runs it', async ({
  page,
}) => {
  const credential = unique('Orders token');
  const connector = unique('Orders API');

  await page.goto('/mainModeler/modelerConnectivity?tab=modelerConnectivityCredential');
  for (const tab of ['Credential', 'Compose', 'Connector', 'Event', 'Mapping']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await page.getByRole('button', { name: 'New credential' }).click();
  const made = page.getByRole('dialog');
  await made.getByLabel('Name').fill(credential);
  await choose(made, 'Template', 'Bearer token');
  await made.getByLabel('Token').fill('tok-e2e');
  await clickUntilClosed(made, 'Save');
  await expect(rowOf(page, credential)).toBeVisible();

  await page.getByRole('tab', { name: 'Connector' }).click();
  await page.getByRole('button', { name: 'New connector' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill(connector);
  await form.getByLabel('Timeout (ms)').fill('3000');
  await choose(form, 'Package', 'HTTP');
  await choose(form, 'Command', 'REST call');
  // The command's paramsMeta makes the rest of the form: URL is required.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('URL is required')).toBeVisible();
  await form.getByLabel('URL').fill('http://127.0.0.1:9/orders');
  await clickUntilClosed(form, 'Save');
  await expect(rowOf(page, connector)).toBeVisible();

  await rowOf(page, connector).getByRole('button', { name: 'Dry run' }).click();
  const dry = page.getByRole('dialog');
  await choose(dry, 'Credential', credential);
  await dry.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(dry.getByText(/Could not reach http:\/\/127\.0\.0\.1:9/)).toBeVisible();
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { clickUntilClosed } from '../support/console';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('sys') });

const form = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function expectMessage(dialog: Locator, message: string) {
  await expect(dialog.getByText(message, { exact: true })).toBeVisible();
}

test('creates a send port, after showing each AS2 validation message', async ({ page }) => {
  await page.goto('/as2Setting/sendPort/index');
  await page.getByRole('button', { name: 'New send port' }).click();
  const dialog = form(page);
  await field(page, 'Timeout').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectMessage(dialog, 'name is required');
  await expectMessage(dialog, 'from is required');
  await expectMessage(dialog, 'to is required');
  await expectMessage(dialog, 'url is required');
  await expectMessage(dialog, 'timeout is required');

  await field(page, 'Name').fill('SP ORDERS');
  await expectMessage(dialog, 'name must not contain spaces');
  await field(page, 'Name').fill('XX_ORDERS');
  await expectMessage(
    dialog,
    'name must start with SP_ and contain only digits, letters, underscore and dash',
  );
  await field(page, 'Name').fill(`SP_${'A'.repeat(50)}`);
  await expectMessage(dialog, 'The length of name must be at most 50');
  await field(page, 'AS2 from').fill('ACME HUB');
  await expectMessage(dialog, 'from must not contain spaces');
  await field(page, 'Partner URL').fill('ftp://partner.example');
  await expectMessage(dialog, 'Please enter a valid http or https URL');
  await field(page, 'Description').fill('Orders  to the partner');
  await expectMessage(dialog, 'description must not contain consecutive spaces');
  await field(page, 'Timeout').fill('0');
  await expectMessage(dialog, 'timeout must be a whole number from 1 to 3600');
  await dialog.getByLabel('Sign messages').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectMessage(dialog, 'selfCertificate is required to sign messages');
  await dialog.getByLabel('Sign messages').uncheck();

  const name = `SP_E2E_${Date.now().toString(36).toUpperCase()}`;
  await field(page, 'Name').fill(name);
  await field(page, 'AS2 from').fill('ACMEHUB');
  await field(page, 'AS2 to').fill('E2EPARTNER');
  await field(page, 'Partner URL').fill('https://as2.e2e-partner.example/as2');
  await field(page, 'Description').fill('Orders to the E2E partner');
  await field(page, 'Timeout').fill('90');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('ACMEHUB');
  await expect(row).toContainText('E2EPARTNER');
  await expect(row).toContainText('https://as2.e2e-partner.example/as2');

  // The server refuses a second port of that name, and the form keeps what was typed.
  await page.getByRole('button', { name: 'New send port' }).click();
  await field(page, 'Name').fill(name);
  await field(page, 'AS2 from').fill('ACMEHUB');
  await field(page, 'AS2 to').fill('OTHER');
  await field(page, 'Partner URL').fill('https://other.example/as2');
  await form(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`A send port named "${name}" already exists`).first()).toBeVisible();
  await expect(field(page, 'AS2 to')).toHaveValue('OTHER');
});

test('creates a receive port with its own prefix rule, then deletes it', async ({ page }) => {
  await page.goto('/as2Setting/receivePort/index');
  await page.getByRole('button', { name: 'New receive port' }).click();
  const dialog = form(page);
  await expect(field(page, 'Partner URL')).toHaveCount(0);
  await field(page, 'Name').fill('SP_INVOICES');
  await expectMessage(
    dialog,
    'name must start with RP_ and contain only digits, letters, underscore and dash',
  );

  const name = `RP_E2E_${Date.now().toString(36).toUpperCase()}`;
  await field(page, 'Name').fill(name);
  await field(page, 'AS2 from').fill('E2EPARTNER');
  await field(page, 'AS2 to').fill('ACMEHUB');
  await dialog.getByLabel('Asynchronous').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectMessage(dialog, 'asyncMdnUrl is required');
  await field(page, 'Asynchronous MDN URL').fill('https://acme-hub.example/as2/mdn');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Async MDN');

  await row.getByRole('button', { name: 'Delete' }).click();
  await clickUntilClosed(
    page.getByRole('dialog').filter({ hasText: `Delete receive port ${name}?` }),
    'Delete',
  );
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('sends a test file through a send port and says why the partner did not get it', async ({
  page,
}) => {
  await page.goto('/as2Setting/sendPort/index');
  const row = page.getByRole('row', { name: /SP_TAILSPIN_INVOICES/ });
  await row.getByRole('button', { name: 'Send a test file' }).click();
  const dialog = page.getByRole('dialog', {
    name: 'Send a test file through SP_TAILSPIN_INVOICES',
  });
  await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'invoice.x12',
    mimeType: 'application/edi-x12',
    buffer: Buffer.from('ISA*00*~'),
  });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Not delivered')).toBeVisible();
  // The demo partner's certificate expired: nothing is sent, and the log says why.
  const expired = /^The certificate tailspin\.crt expired on \d{4}-\d{2}-\d{2}$/;
  await expect(dialog.getByText(expired)).toBeVisible();
  const shown = await dialog.getByText(/^Message-ID </).textContent();
  const messageId = shown!.replace('Message-ID ', '');

  // The AS2 log has the message, not demo data, with its headers and the reason.
  await page.keyboard.press('Escape');
  await page.goto('/as2Setting/as2Logs/index');
  await page.getByLabel('Message id', { exact: true }).fill(messageId.slice(1, 30));
  await page.getByRole('button', { name: 'Search' }).click();
  const logRow = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(logRow).toHaveCount(1);
  await expect(logRow).not.toContainText('Demo');
  await logRow.getByRole('button').first().click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  await expect(drawer).toContainText(messageId);
  await expect(drawer.getByText(expired)).toBeVisible();
  await expect(drawer.getByText('as2-to: TAILSPIN', { exact: false })).toBeVisible();
  await expect(drawer.getByText('Demo data')).toHaveCount(0);
});

test('shows each receive port’s inbound address', async ({ page }) => {
  await page.goto('/as2Setting/receivePort/index');
  const row = page.getByRole('row', { name: /RP_NORTHWIND_ASN/ });
  await expect(row).toContainText(/http:\/\/[^/]+\/as2\/inbound\/\d+/);
});

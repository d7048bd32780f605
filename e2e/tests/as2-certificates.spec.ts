import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clickUntilClosed, toast } from '../support/console';
import { writeCertificate } from '../support/certificates';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('sys') });

const DAY = 24 * 3600 * 1000;

test('uploads a certificate, parses it and warns of its expiry', async ({ page }) => {
  const name = `e2e-partner-${Date.now().toString(36)}.pem`;
  const file = writeCertificate(name, 'E2E-PARTNER', 10 * DAY - 3600 * 1000);
  await page.goto('/as2Setting/certificateManagement/index');
  await expect(page.getByRole('heading', { name: 'Certificates' })).toBeVisible();

  // Files that are not certificates are refused before anything is sent.
  const text = path.join(os.tmpdir(), 'not-a-cert.txt');
  writeFileSync(text, 'hello');
  await page.locator('input[type=file]').setInputFiles(text);
  await expect(toast(page, 'Unsupported upload file type, please try again')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles(file);
  await expect(toast(page, 'upload success')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
  await expect(row).toContainText('CN=E2E-PARTNER');
  await expect(row).toContainText('PEM');
  await expect(row.getByText('Expires in 10 days')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'expire within 30 days' })).toContainText(
    `${name} (in 10 days)`,
  );

  // The same name again asks before overwriting.
  await page.locator('input[type=file]').setInputFiles(file);
  const overwrite = page.getByRole('dialog').filter({ hasText: `Overwrite ${name}?` });
  await expect(overwrite).toBeVisible();
  await clickUntilClosed(overwrite, 'Cancel');

  // Delete, after confirming.
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Delete certificate ${name}?` });
  await clickUntilClosed(confirm, 'Delete');
  await expect(page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) })).toHaveCount(
    0,
  );
});

test('keeps a certificate a port uses, with the reason', async ({ page }) => {
  await page.goto('/as2Setting/certificateManagement/index');
  const used = page.getByRole('row', { name: /northwind\.pem/ });
  await used.getByRole('button', { name: 'Delete' }).click();
  // The confirmation closes on a refusal too (use-confirm-delete.ts), after the reason is shown.
  await clickUntilClosed(
    page.getByRole('dialog').filter({ hasText: 'Delete certificate northwind.pem?' }),
    'Delete',
  );
  await expect(toast(page, /is used by the port/)).toBeVisible();
  await expect(page.getByRole('row', { name: /northwind\.pem/ })).toBeVisible();
});

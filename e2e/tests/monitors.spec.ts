import { expect, test } from '@playwright/test';
import { connect } from 'amqplib';
import { clickUntilClosed, toast } from '../support/console';
import { engineClient, tokenOf } from '../support/engine';
import { pick, platform, rowOf, until } from '../support/automation';
import { storageStateOf } from '../support/paths';
import { brokerForJourneys } from '../support/broker';

test.use({ storageState: storageStateOf('admin') });

test('a file monitor made in the console starts its flow for a file uploaded in the file browser', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const key = `fileMon_${stamp}`;
  const folder = `in-${stamp}`;
  const name = `Orders ${stamp}`;
  await page.goto('/monitor/file');
  const api = platform(page.request, await tokenOf(page));
  await engineClient(page.request, await tokenOf(page)).deployOneTask(key, `${key}-work`);
  await api.mkdir('mounted/', folder);

  await page.reload();
  await page.getByRole('button', { name: 'New monitor' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New file monitor' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('File path').fill(folder);
  await dialog.getByLabel('File pattern').fill('*.csv');
  await pick(dialog, 'Flow', key);
  await clickUntilClosed(dialog, 'Save');
  await expect(toast(page, `The monitor “${name}” was saved`)).toBeVisible();
  const row = rowOf(page, name);
  await expect(row).toContainText('INACTIVE');
  await row.getByRole('button', { name: 'Start' }).click();
  await expect(row.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(row).toContainText('Running', { timeout: 15_000 });

  // A user uploads a file into the watched folder in the file browser.
  await page.goto(`/operator/resultFileDownload?path=mounted/${folder}/`);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload files' });
  await upload
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'po-1.csv', mimeType: 'text/csv', buffer: Buffer.from('po,qty\n1,2\n') },
    ]);
  await expect(toast(page, 'upload success')).toBeVisible();

  // Its instance is in the operator within seconds.
  await until(async () => (await api.instances(key)) === 1, 5000);
  await page.goto(`/operator/processes/detail?key=${key}`);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByText('1 in all')).toBeVisible();

  // The monitor's events show the start, linked to the instance.
  await page.goto('/monitor/file');
  await expect(rowOf(page, name).getByTestId('count-started')).toHaveText('1', { timeout: 10_000 });
  await rowOf(page, name).getByRole('button', { name: 'Events' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `Events of “${name}”` });
  const event = drawer.getByTestId('monitor-event').first();
  await expect(event).toContainText(`mounted/${folder}/po-1.csv`);
  await event.getByRole('link', { name: /^Instance / }).click();
  await expect(page).toHaveURL(new RegExp(`/operator/processes/detail\\?key=${key}&instance=`));
});

test('a message-queue monitor made in the console starts one instance for each of 100 messages', async ({
  page,
}) => {
  test.slow();
  const broker = await brokerForJourneys();
  const stamp = Date.now().toString(36);
  const key = `mqMon_${stamp}`;
  const queue = `orders-${stamp}`;
  const name = `Queue ${stamp}`;
  try {
    await page.goto('/monitor/mq');
    const token = await tokenOf(page);
    const api = platform(page.request, token);
    await engineClient(page.request, token).deployOneTask(key, `${key}-work`);
    await api.call('post', '/api/credential', {
      name: `Broker ${stamp}`,
      template: { id: 'amqp' },
      parameters: { ...broker.credential, tls: false },
    });
    const connection = await connect(broker.url);
    const channel = await connection.createConfirmChannel();
    await channel.assertQueue(queue, { durable: false, autoDelete: false });

    await page.reload();
    await page.getByRole('button', { name: 'New monitor' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New message queue monitor' });
    await dialog.getByLabel('Name').fill(name);
    await pick(dialog, 'Credential', `Broker ${stamp}`);
    await dialog.getByLabel('Queue').fill(queue);
    await pick(dialog, 'Flow', key);
    await clickUntilClosed(dialog, 'Save');
    const row = rowOf(page, name);
    await row.getByRole('button', { name: 'Start' }).click();
    await expect(row).toContainText('Running', { timeout: 15_000 });

    for (let at = 0; at < 100; at++) {
      channel.sendToQueue(queue, Buffer.from(JSON.stringify({ order: at })), {
        messageId: `${stamp}-${at}`,
        contentType: 'application/json',
      });
    }
    await channel.waitForConfirms();
    await until(async () => (await api.instances(key)) === 100, 30_000);
    await expect(row.getByTestId('count-started')).toHaveText('100', { timeout: 15_000 });
    await expect(row.getByTestId('count-duplicates')).toHaveText('0');
    expect((await channel.checkQueue(queue)).messageCount).toBe(0);
    await page.goto(`/operator/processes/detail?key=${key}`);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await connection.close();
  } finally {
    await broker.release();
  }
});

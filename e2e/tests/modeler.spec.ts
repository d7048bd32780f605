import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chooseOption, clickUntilClosed, toast } from '../support/console';
import { oneTask, tokenOf } from '../support/engine';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

const topMenu = (page: Page) => page.getByRole('menu', { name: 'Top menu' });

/** A draft with one external task whose topic is bound to a mapping connector, via the API. */
async function draftWithBoundTopic(page: Page, key: string, name: string) {
  const headers = { token: await tokenOf(page) };
  const ok = async (response: APIResponse) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { id: number } }).data;
  };
  const connector = await ok(
    await page.request.post('/api/mappingConnector', {
      headers,
      data: { name: `${key} mapping`, parameters: { expression: '{ "done": true }' } },
    }),
  );
  await ok(
    await page.request.post('/api/bindingMappingConnector', {
      headers,
      data: { processId: key, topic: `${key}-work`, connectorId: connector.id },
    }),
  );
  return ok(
    await page.request.post('/api/tempFlow', {
      headers,
      data: { name, xml: oneTask(key, `${key}-work`) },
    }),
  );
}

test('lists a draft, deploys it with a name, exports it and imports the file as a new draft', async ({
  page,
}) => {
  const key = `model_${Date.now().toString(36)}`;
  const name = `Modeled ${key}`;
  await page.goto('/operator/dashboard');
  await draftWithBoundTopic(page, key, name);

  // The Modeler side-menu entry opens the process list; the top menu holds BPMN and Connectivity.
  await page.getByTestId('side-menu').getByRole('menuitem', { name: 'Modeler' }).click();
  await expect(page).toHaveURL(/\/mainModeler\/modelerProcess$/);
  await expect(topMenu(page).getByRole('menuitem')).toHaveText([
    'BPMN',
    'Connectivity',
    'Flow factory',
    'File monitor',
    'MQ monitor',
    'Web API monitor',
    'Triggers',
    'Commands',
  ]);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Undeployed');

  // Deploy: the name is required, and the dialog says this is the key's first version.
  await row.getByRole('button', { name: 'Deploy' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `Deploy “${name}”` });
  await expect(dialog.getByText(`No version of “${key}” is deployed`)).toBeVisible();
  await dialog.getByLabel('Deploy name').fill('');
  await dialog.getByRole('button', { name: 'Deploy' }).click();
  await expect(dialog.getByText('The deploy name is required')).toBeVisible();
  await dialog.getByLabel('Deploy name').fill(`${key} release`);
  await dialog.getByRole('button', { name: 'Deploy' }).click();
  await expect(toast(page, 'Deploy success')).toBeVisible();
  await expect(row).toContainText('Deployed');
  await expect(row).toContainText(`${key} release`);

  // Export the flow, then import the file: it comes back as an undeployed draft.
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${name}.bpmn`);
  const xml = readFileSync(await file.path(), 'utf8');
  expect(xml).toContain(`camunda:topic="${key}-work"`);

  await page.getByRole('button', { name: 'Import' }).click();
  const importing = page.getByRole('dialog').filter({ hasText: 'Import a process' });
  await importing.locator('input[type=file]').setInputFiles({
    name: `${key} copy.bpmn`,
    mimeType: 'text/xml',
    buffer: Buffer.from(xml),
  });
  // The source is the BP the file came from: the same as the target is refused before the call.
  await chooseOption(importing.getByRole('combobox', { name: 'Source BP' }), /./);
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByText('source BP and target BP cannot be the same')).toBeVisible();
  await importing.getByRole('combobox', { name: 'Source BP' }).hover();
  await importing.locator('.ant-select-clear').first().click();
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(toast(page, 'Success, please check in undeployed process table')).toBeVisible();
  await chooseOption(page.getByLabel('Status'), /^Undeployed$/);
  await expect(page).toHaveURL(/status=undeployed/);
  await expect(page.getByRole('row', { name: new RegExp(`${key} copy`) })).toContainText(
    'Undeployed',
  );

  // The binding page: the task's topic and its connector; unbound, it is marked on the diagram.
  await page.goto('/mainModeler/modelerProcess');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: 'Binding' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/mainModeler/detail\\?key=${key}&id=\\d+$`));
  const task = page.getByRole('row', { name: /Work/ });
  await expect(task).toContainText(`${key}-work`);
  await expect(task).toContainText(`Mapping · ${key} mapping`);
  await task.getByRole('button', { name: 'Unbind' }).click();
  await clickUntilClosed(page.getByRole('dialog'), 'Unbind');
  await expect(task).toContainText('Unbound');
  await expect(page.locator('[data-testid="binding-diagram"] .console-unbound')).toHaveCount(1);
  await task.getByRole('button', { name: 'Bind' }).click();
  const bindDialog = page.getByRole('dialog').filter({ hasText: 'Bind a connector' });
  await chooseOption(bindDialog.getByRole('combobox', { name: /Connector$/ }), `${key} mapping`);
  await bindDialog.getByRole('button', { name: 'Bind' }).click();
  await expect(task).toContainText(`Mapping · ${key} mapping`);
  await expect(page.locator('[data-testid="binding-diagram"] .console-unbound')).toHaveCount(0);

  // Connectivity (issue 13): its five tabs, the Connector tab first.
  await topMenu(page).getByRole('menuitem', { name: 'Connectivity' }).click();
  await expect(page).toHaveURL(/\/mainModeler\/modelerConnectivity$/);
  await expect(page.getByRole('tab', { name: 'Connector', selected: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(5);
});

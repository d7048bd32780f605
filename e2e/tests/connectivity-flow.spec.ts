import { expect, test, type APIResponse } from '@playwright/test';
import { chooseOption, clickUntilClosed, toast, unique } from '../support/console';
import { choose, setEditorText } from '../support/connectivity';
import { engineClient, oneTask, tokenOf } from '../support/engine';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

/**
 * Issue 13 §6, as an administrator would: a command of one's own written in the script editor
 * (a syntax error marked, then fixed; upgraded; dry-run), a connector made from it through its
 * generated form, bound to a flow's topic in the modeler, deployed and run, and the run seen in
 * the operator's history.
 */
test('writes a script command, makes a connector of it, binds it, deploys and sees it run', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const packageId = `e2e-${suffix}`;
  const connector = unique('Greeter');
  const key = `greet${suffix}`;

  await page.goto('/mainModeler/modelerConnectivity');
  await page.getByRole('button', { name: 'New command' }).click();
  const command = page.getByRole('dialog');
  await command.getByLabel('Package id').fill(packageId);
  await command.getByLabel('Command id').fill('greet');
  await command.getByLabel('Name').fill('Greet');
  await setEditorText(
    command,
    'Parameters (paramsMeta)',
    '[{ "name": "greeting", "label": "Greeting", "type": "Text", "required": true }]',
  );
  // A syntax error is marked as it is typed, with its place; fixing it clears the mark.
  await setEditorText(command, 'Script', 'def = params.greeting');
  await expect(command.getByText(/^Line 1, column \d+:/)).toBeVisible();
  await setEditorText(
    command,
    'Script',
    'def r = [body: "${params.greeting}, ${input.buyer}"]\nlog("greeting", input.buyer)\nreturn [message: r.getBody()]',
  );
  await expect(command.getByText(/^Line \d+, column \d+:/)).toHaveCount(0);
  // 'upgrade' rewrites the legacy accessor.
  await command.getByRole('button', { name: 'Upgrade' }).click();
  await expect(toast(page, 'upgrade success')).toBeVisible();
  await expect(command.getByRole('group', { name: 'Script', exact: true })).toContainText('r.body');
  // A dry run beside the editor: output, log line and duration; nothing goes to history.
  await setEditorText(command, 'Sample input', '{ "buyer": "Ann" }');
  await setEditorText(command, 'Parameters (JSON)', '{ "greeting": "Hello" }');
  await command.getByRole('button', { name: 'Run', exact: true }).click();
  const result = command.getByRole('region', { name: 'Result of the run' });
  await expect(result).toContainText('Hello, Ann');
  await expect(result).toContainText('greeting Ann');
  await expect(result).toContainText(/\d+ ms/);
  await clickUntilClosed(command, 'Save');
  await expect(toast(page, 'The command was saved')).toBeVisible();

  // A connector of that command, through the form its paramsMeta makes.
  await page.getByRole('button', { name: 'New connector' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill(connector);
  await form.getByLabel('Timeout (ms)').fill('5000');
  await choose(form, 'Package', packageId);
  await choose(form, 'Command', 'Greet');
  await form.getByLabel('Greeting').fill('Hello');
  await clickUntilClosed(form, 'Save');
  await expect(page.locator('.ant-table-row').filter({ hasText: connector })).toBeVisible();

  // A draft of a flow with one task, bound to the connector on the modeler's binding page.
  const headers = { token: await tokenOf(page) };
  const ok = async (response: APIResponse) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: { id: number } }).data;
  };
  await ok(
    await page.request.post('/api/tempFlow', {
      headers,
      data: { name: key, xml: oneTask(key, `${key}-work`) },
    }),
  );
  await page.goto('/mainModeler/modelerProcess');
  const flow = page.getByRole('row', { name: new RegExp(key) });
  await flow.getByRole('button', { name: 'Binding' }).click();
  const task = page.getByRole('row', { name: /Work/ });
  await task.getByRole('button', { name: 'Bind' }).click();
  const bind = page.getByRole('dialog').filter({ hasText: 'Bind a connector' });
  await chooseOption(bind.getByRole('combobox', { name: /Connector$/ }), connector);
  await bind.getByRole('button', { name: 'Bind' }).click();
  await expect(task).toContainText(`Command · ${connector}`);

  // Deploy, start an instance, and see the connector's run in the operator's history.
  await page.goto('/mainModeler/modelerProcess');
  await flow.getByRole('button', { name: 'Deploy' }).click();
  const deploy = page.getByRole('dialog').filter({ hasText: `Deploy “${key}”` });
  await deploy.getByLabel('Deploy name').fill(`${key} release`);
  await deploy.getByRole('button', { name: 'Deploy' }).click();
  await expect(toast(page, 'Deploy success')).toBeVisible();
  const engine = engineClient(page.request, headers.token);
  await engine.start(key);
  await page.goto(
    `/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/index?id=${key}`,
  );
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(connector) })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });
});

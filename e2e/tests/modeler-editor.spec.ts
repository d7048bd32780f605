import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { toast } from '../support/console';
import { oneTask, tokenOf } from '../support/engine';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

const shape = (page: Page, id: string) => page.locator(`.djs-element[data-element-id="${id}"]`);
const contextPad = (page: Page, action: string) =>
  page.locator(`.djs-context-pad .entry[data-action="${action}"]`);
const panelGroup = (page: Page, id: string) =>
  page.locator(`[data-group-id="group-${id}"] > .bio-properties-panel-group-header`);
const problems = (page: Page) => page.getByRole('region', { name: 'Problems' });

async function api(page: Page) {
  const headers = { token: await tokenOf(page) };
  const data = async (response: APIResponse) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: never }).data;
  };
  return {
    connector: (name: string) =>
      page.request
        .post('/api/mappingConnector', {
          headers,
          data: { name, parameters: { expression: '{ "mapped": true }' } },
        })
        .then(data),
    draft: (id: string) =>
      page.request.get(`/api/tempFlow?id=${id}`, { headers }).then(data) as Promise<{
        xml: string;
      }>,
    start: (key: string) =>
      page.request
        .post(`/api/camunda/engine-rest/process-definition/key/${key}/start`, {
          headers,
          data: {},
        })
        .then(async (response) => {
          expect(response.ok(), await response.text()).toBe(true);
          return (await response.json()) as { id: string };
        }),
    versions: async (key: string) => {
      const response = await page.request.get('/api/camunda/deployedFlows', { headers });
      const flows = (await response.json()) as { key: string; version: number }[];
      return flows.filter((flow) => flow.key === key).map((flow) => flow.version);
    },
    state: async (instanceId: string) => {
      const response = await page.request.get(
        `/api/camunda/engine-rest/history/process-instance/${instanceId}`,
        { headers },
      );
      return ((await response.json()) as { state: string }).state;
    },
  };
}

/** The font files the page fetches, and the console's complaints about loading one. */
function watchFonts(page: Page) {
  const fonts = { fetched: [] as string[], refused: [] as string[] };
  page.on('response', (response) => {
    if (/\.ttf$/.test(response.url())) fonts.fetched.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /codicon|\.ttf|file:\/\//.test(message.text()))
      fonts.refused.push(message.text());
  });
  return fonts;
}

/** Loads Monaco's icon font as its icons would, and tells how each codicon face fared. */
const codiconStatus = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.load('16px codicon').catch(() => undefined);
    const statuses: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/["']/g, '') === 'codicon') statuses.push(face.status);
    });
    return statuses;
  });

test('models a flow, binds its topic from the panel, saves, deploys, runs it, and deploys an unsaved change', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const topic = `modeled-${stamp}`;
  const connectorName = `Map ${stamp}`;
  await page.goto('/mainModeler/modelerProcess');
  const calls = await api(page);
  await calls.connector(connectorName);

  // New: a blank diagram with a start event; its lint runs in a worker of its own.
  const lintWorker = page.waitForEvent('worker');
  await page.getByRole('button', { name: 'New' }).click();
  const worker = await lintWorker;
  expect(worker.url()).toMatch(/\/remotes\/modeler\/.*\.js$/);
  // Its script loaded and listens, and stays: the lint is not running on the main thread
  // instead (a worker that failed to start was seen closing at once).
  await expect.poll(() => worker.evaluate(() => typeof self.onmessage)).toBe('function');
  await expect(page).toHaveURL(/\/mainModeler\/modelerDiagram$/);
  await expect(shape(page, 'StartEvent_1')).toBeVisible();

  // start → service task → end, from the context pad.
  await shape(page, 'StartEvent_1').click();
  await contextPad(page, 'append.append-task').click();
  await contextPad(page, 'replace').click();
  await page.locator('.djs-popup [data-id="replace-with-service-task"]').click();
  await contextPad(page, 'append.end-event').click();
  const task = page.locator('.djs-element.djs-shape[data-element-id^="Activity_"]');
  await expect(task).toHaveCount(1);
  await task.click();

  // The task's external topic, in the properties panel.
  await panelGroup(page, 'CamundaPlatform__Implementation').click();
  await page.locator('#bio-properties-panel-implementationType').selectOption('external');
  await page.locator('#bio-properties-panel-externalTopic').fill(topic);
  await expect(problems(page)).toContainText(`(topic ${topic}) has no bound connector`);

  // Bound from the panel's console group: the problem goes.
  await panelGroup(page, 'console-connector').click();
  const connector = page.locator('#bio-properties-panel-console-connector-binding');
  await connector.selectOption({ label: `Mapping · ${connectorName}` });
  await expect(problems(page)).not.toContainText('has no bound connector');

  // Save: the name is asked, then the draft is listed as undeployed.
  await page.getByRole('button', { name: 'Save' }).click();
  const naming = page.getByRole('dialog').filter({ hasText: 'Save the diagram as a new flow' });
  await naming.getByLabel('Flow name').fill(`Editor flow ${stamp}`);
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The flow was saved')).toBeVisible();
  await expect(page).toHaveURL(/modelerDiagram\?id=\d+$/);
  const draftId = new URL(page.url()).searchParams.get('id') ?? '';
  const savedXml = (await calls.draft(draftId)).xml;
  const key = /<bpmn:process id="([^"]+)"/.exec(savedXml)?.[1] ?? '';
  expect(key).toMatch(/^Process_/);

  // Deploy with a name; an instance started through the API completes (the mapping runs).
  await page.getByRole('button', { name: 'Deploy' }).click();
  let dialog = page.getByRole('dialog').filter({ hasText: 'Deploy name' });
  await expect(dialog.getByText(`No version of “${key}” is deployed`)).toBeVisible();
  await dialog.getByLabel('Deploy name').fill(`${stamp} v1`);
  await dialog.getByRole('button', { name: 'Deploy' }).click();
  await expect(toast(page, 'Deploy success')).toBeVisible();
  const instance = await calls.start(key);
  await expect.poll(() => calls.state(instance.id), { timeout: 20_000 }).toBe('COMPLETED');

  // Edit again: rename the task, and deploy without saving; the change is listed first.
  await expect(dialog).toHaveCount(0);
  // The start event first: a first click on the task after the dialog was seen not to select it.
  await shape(page, 'StartEvent_1').click();
  await task.click();
  await expect(page.locator('.bio-properties-panel-header-type')).toHaveText(/service task/i);
  await panelGroup(page, 'general').click();
  await page.locator('#bio-properties-panel-name').fill('Renamed task');
  await page.getByRole('button', { name: 'Deploy' }).click();
  dialog = page.getByRole('dialog').filter({ hasText: 'Deploy name' });
  await expect(dialog.getByText('Changes against version 1')).toBeVisible();
  await expect(dialog.getByText(/Renamed task/)).toBeVisible();
  await dialog.getByLabel('Deploy name').fill(`${stamp} v2`);
  await dialog.getByRole('button', { name: 'deploy without save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Deploy success').last()).toBeVisible();
  await expect.poll(() => calls.versions(key)).toEqual([2, 1]);
  const stored = (await calls.draft(draftId)).xml;
  expect(stored).toBe(savedXml);
  expect(stored).not.toContain('Renamed task');

  // The XML view: broken XML shows the reader's error and leaves the diagram as it is.
  const fonts = watchFonts(page);
  await page.getByText('XML', { exact: true }).click();
  const editor = page.getByTestId('xml-editor');
  await expect(editor).toContainText('Renamed task');
  // Monaco's icon font comes with the modeler's bundle, from the remote's own path: it was a
  // file:// URL of the build machine, refused by the browser, and the icons were empty boxes.
  expect([...new Set(await codiconStatus(page))]).toEqual(['loaded']);
  expect(fonts.fetched).toContainEqual(
    expect.stringMatching(/^200 .*\/remotes\/modeler\/.+\.ttf$/),
  );
  expect(fonts.refused).toEqual([]);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.type('<broken>');
  const xmlError = page.getByRole('alert').filter({ hasText: 'The XML cannot be read' });
  await expect(xmlError).toBeVisible();
  await expect(xmlError).toContainText('line 1');
  for (let i = 0; i < '<broken>'.length; i++) await page.keyboard.press('Backspace');
  await expect(xmlError).toHaveCount(0, { timeout: 10_000 });
  await page.getByText('Diagram', { exact: true }).click();
  await expect(task).toBeVisible();
});

test('opens a .bpmn file in the plain editor, with the standard properties only', async ({
  page,
}) => {
  await page.goto('/mainModeler/modelerOrigin');
  await expect(shape(page, 'StartEvent_1')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({
    name: 'one-task.bpmn',
    mimeType: 'text/xml',
    buffer: Buffer.from(oneTask('plain_open', 'plain-topic')),
  });
  await expect(shape(page, 'task')).toBeVisible();
  await expect(page.getByText('unsaved changes')).toBeVisible();
  await shape(page, 'task').click();
  await expect(page.locator('.bio-properties-panel-header-type')).toHaveText(/service task/i);
  // The plain editor has no Camunda groups.
  await expect(page.locator('[data-group-id="group-CamundaPlatform__Implementation"]')).toHaveCount(
    0,
  );
  await expect(page.locator('[data-group-id="group-general"]')).toHaveCount(1);
});

/** Files as other tools write them (issue 25 §2): a start event per process, each drawn. */
const DEFINITIONS =
  'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" ' +
  'xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" ' +
  'xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:acme="http://acme.example/bpmn"';
const drawnStart = (diagram: string, process: string, start: string, x: number) =>
  `<bpmndi:BPMNDiagram id="${diagram}" name="${diagram === 'Diagram_orders' ? 'Order handling' : ''}">` +
  `<bpmndi:BPMNPlane id="${diagram}_plane" bpmnElement="${process}"><bpmndi:BPMNShape id="${start}_di" bpmnElement="${start}">` +
  `<dc:Bounds x="${x}" y="100" width="36" height="36"/></bpmndi:BPMNShape></bpmndi:BPMNPlane></bpmndi:BPMNDiagram>`;
/** Latin-1 declared, an extension of a namespace nobody here knows, a message that is not there. */
const warnedFile = (key: string) =>
  `<?xml version="1.0" encoding="ISO-8859-1"?><bpmn:definitions ${DEFINITIONS} id="Defs_w" targetNamespace="http://acme.example">` +
  `<bpmn:process id="${key}" isExecutable="true"><bpmn:extensionElements><acme:audit level="full"/></bpmn:extensionElements>` +
  `<bpmn:startEvent id="Start_warned" acme:owner="ops"><bpmn:messageEventDefinition messageRef="Message_missing"/></bpmn:startEvent>` +
  `</bpmn:process>${drawnStart('Diagram_warned', key, 'Start_warned', 100)}</bpmn:definitions>`;
/** Two processes, each with its own diagram; one executable, so that it saves as a draft. */
const twoDiagramsFile = (stamp: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><bpmn:definitions ${DEFINITIONS} id="Defs_two" targetNamespace="http://acme.example">` +
  `<bpmn:process id="orders_${stamp}" name="Orders" isExecutable="true"><bpmn:startEvent id="Start_orders"/></bpmn:process>` +
  `<bpmn:process id="invoices_${stamp}" name="Invoices" isExecutable="false"><bpmn:startEvent id="Start_invoices"/></bpmn:process>` +
  drawnStart('Diagram_orders', `orders_${stamp}`, 'Start_orders', 100) +
  drawnStart('Diagram_invoices', `invoices_${stamp}`, 'Start_invoices', 300) +
  '</bpmn:definitions>';

test('opens what other tools write: with the reader’s warnings, and with several diagrams to switch between', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const openFile = (name: string, xml: string) =>
    page.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'text/xml',
      buffer: Buffer.from(xml),
    });
  await page.goto('/mainModeler/modelerDiagram');
  await expect(shape(page, 'StartEvent_1')).toBeVisible();

  // Read with warnings: it opens, and says what the reader warned about, here and in Problems.
  await openFile('warned.bpmn', warnedFile(`warned_${stamp}`));
  await expect(shape(page, 'Start_warned')).toBeVisible();
  const warnings = page.getByRole('alert').filter({ hasText: 'The file opened with' });
  await expect(warnings).toContainText('The file opened with 2 warnings');
  await expect(warnings).toContainText('unsupported document encoding <ISO-8859-1>');
  await expect(warnings).toContainText('unresolved reference <Message_missing>');
  await expect(problems(page)).toContainText('unresolved reference <Message_missing>');
  await warnings.getByRole('button', { name: 'Dismiss the warnings' }).click();
  await expect(warnings).toHaveCount(0);
  await expect(problems(page)).toContainText('unsupported document encoding <ISO-8859-1>');

  // Two diagrams: the first shows, and the keyboard moves to the other.
  await openFile('two.bpmn', twoDiagramsFile(stamp));
  await expect(shape(page, 'Start_orders')).toBeVisible();
  await expect(shape(page, 'Start_invoices')).toHaveCount(0);
  await expect(warnings).toHaveCount(0);
  const choice = page.getByRole('combobox', { name: 'Diagram shown' });
  await expect(page.getByTestId('diagram-switch')).toContainText('Order handling');
  await choice.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(shape(page, 'Start_invoices')).toBeVisible();
  await expect(shape(page, 'Start_orders')).toHaveCount(0);
  await expect(page.getByTestId('diagram-switch')).toContainText('Invoices');

  // Saved: every diagram is in the draft, and the one chosen stays shown.
  await page.getByRole('button', { name: 'Save' }).click();
  const naming = page.getByRole('dialog').filter({ hasText: 'Save the diagram as a new flow' });
  await naming.getByLabel('Flow name').fill(`Two diagrams ${stamp}`);
  await naming.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The flow was saved')).toBeVisible();
  await expect(page).toHaveURL(/modelerDiagram\?id=\d+$/);
  const saved = await (await api(page)).draft(new URL(page.url()).searchParams.get('id') ?? '');
  expect(saved.xml).toContain('id="Diagram_orders"');
  expect(saved.xml).toContain('id="Diagram_invoices"');
  await expect(shape(page, 'Start_invoices')).toBeVisible();
  await expect(page.getByTestId('diagram-switch')).toContainText('Invoices');
});

const center = async (page: Page, id: string) => {
  const box = await shape(page, id).boundingBox();
  if (!box) throw new Error(`${id} is not drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

async function downloaded(page: Page, label: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).hover();
  await page.getByRole('menuitem', { name: label }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: (await file.createReadStream()).toArray() };
}

test('opens a dropped file, moves a task onto a flow, downloads .bpmn and .svg, and asks before leaving', async ({
  page,
}) => {
  await page.goto('/mainModeler/modelerOrigin');
  await expect(shape(page, 'StartEvent_1')).toBeVisible();
  // The editor sits under the BPMN entry of the modeler's top menu.
  const topMenu = page.getByRole('menu', { name: 'Top menu' });
  await expect(topMenu.locator('.ant-menu-item-selected')).toHaveText('BPMN');

  // A .bpmn file dropped on the canvas replaces the diagram.
  const dropped = await page.evaluateHandle(
    (xml) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([xml], 'dropped.bpmn', { type: 'text/xml' }));
      return transfer;
    },
    oneTask('dropped_flow', 'dropped-topic'),
  );
  await page.locator('.console-editor-canvas').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(shape(page, 'task')).toBeVisible();
  await expect(page.getByText('unsaved changes')).toBeVisible();

  // A new task from the palette, then moved onto the flow task → end: it is put into the flow.
  await page.locator('.djs-palette .entry[data-action="create.task"]').click();
  const spot = await center(page, 'task');
  await page.mouse.move(spot.x, spot.y + 160, { steps: 4 });
  await page.mouse.click(spot.x, spot.y + 160);
  const added = page.locator('.djs-shape[data-element-id^="Activity_"]');
  await expect(added).toHaveCount(1);
  const addedId = (await added.getAttribute('data-element-id')) ?? '';
  const unconnected = problems(page)
    .locator('[role=button]')
    .filter({ hasText: 'Element is not connected' })
    .filter({ hasText: addedId });
  await expect(unconnected).toHaveCount(1);
  // A new task opens its label for typing; leave it unnamed.
  await expect(page.locator('.djs-direct-editing-parent')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.djs-direct-editing-parent')).toBeHidden();
  const from = await center(page, addedId);
  const onFlow = await center(page, 'f2');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(onFlow.x, onFlow.y, { steps: 8 });
  // A move sets no cursor on the page's body: that restyled the whole diagram (issue 11 §5).
  await expect(page.locator('body')).not.toHaveClass(/djs-cursor/);
  await page.mouse.up();
  await expect(unconnected).toHaveCount(0);

  const bpmn = await downloaded(page, 'Download as .bpmn');
  expect(bpmn.name).toBe('dropped_flow.bpmn');
  const xml = Buffer.concat(await bpmn.text).toString('utf8');
  expect(xml).toContain(`sourceRef="${addedId}"`);
  expect(xml).toContain(`targetRef="${addedId}"`);
  const svg = await downloaded(page, 'Download as .svg');
  expect(svg.name).toBe('dropped_flow.svg');
  const image = Buffer.concat(await svg.text).toString('utf8');
  expect(image).toContain('<svg');
  expect(image).toContain('>Work<');

  // Leaving for another page of the console asks first; staying keeps the diagram.
  await topMenu.getByText('BPMN').click();
  const leave = page.getByRole('dialog').filter({ hasText: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/mainModeler\/modelerOrigin$/);
  await expect(shape(page, addedId)).toBeVisible();
  await topMenu.getByText('Connectivity').click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/mainModeler\/modelerConnectivity$/);
});

import { expect, test } from '@playwright/test';
import { clickUntilClosed, toast } from '../support/console';
import { pick, rowOf } from '../support/automation';
import { storageStateOf } from '../support/paths';

test.use({ storageState: storageStateOf('admin') });

/** start → end, with its diagram: a flow the editor's lint has nothing to say about. */
const startToEnd = (key: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" targetNamespace="http://console.test" id="defs">
  <process id="${key}" name="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="end"/>
    <endEvent id="end"/>
  </process>
  <bpmndi:BPMNDiagram id="diagram">
    <bpmndi:BPMNPlane id="plane" bpmnElement="${key}">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="100" y="100" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="250" y="100" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="136" y="118"/><di:waypoint x="250" y="118"/></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>`;

const bpmn = (name: string, xml: string) => ({
  name,
  mimeType: 'text/xml',
  buffer: Buffer.from(xml),
});

test('the flow factory: tags, a broken upload refused with its place, a file opened in the modeler and deployed', async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const [gold, silver] = [`gold-${stamp}`, `silver-${stamp}`];
  const key = `factory_${stamp}`;
  await page.goto('/factory');
  await expect(page).toHaveURL(/\/factory\/tag/);

  // Two tags.
  await page.getByRole('button', { name: 'Manage tags' }).click();
  const tags = page.getByRole('dialog', { name: 'Tags' });
  for (const tag of [gold, silver]) {
    await tags.getByLabel('New tag').fill(tag);
    await tags.getByRole('button', { name: 'Add' }).click();
    await expect(tags.getByText(tag, { exact: true })).toBeVisible();
  }
  await tags.getByRole('button', { name: 'Close' }).first().click();

  // A broken file is refused with the place of its first error, and nothing is stored.
  await page.getByRole('button', { name: 'Upload BPMN' }).click();
  let upload = page.getByRole('dialog', { name: 'Upload a BPMN file' });
  await upload
    .locator('input[type=file]')
    .setInputFiles(
      bpmn(
        `broken-${stamp}.bpmn`,
        '<?xml version="1.0"?>\n<definitions>\n  <process id="p">\n  <<oops\n</definitions>',
      ),
    );
  await upload.getByRole('button', { name: 'Upload' }).click();
  const refusal = upload.getByRole('alert');
  await expect(refusal).toContainText('The file was not stored');
  await expect(refusal).toContainText(/line \d+, column \d+/);
  await upload.getByRole('button', { name: 'Cancel' }).click();

  // A good one, tagged gold.
  await page.getByRole('button', { name: 'Upload BPMN' }).click();
  upload = page.getByRole('dialog', { name: 'Upload a BPMN file' });
  await upload.locator('input[type=file]').setInputFiles(bpmn(`${key}.bpmn`, startToEnd(key)));
  await pick(upload, 'Tags', gold);
  await page.keyboard.press('Escape');
  await clickUntilClosed(upload, 'Upload');
  await expect(toast(page, 'upload success')).toBeVisible();

  // The tag filter: gold lists it, gold and silver together list nothing.
  const filter = page.getByTestId('factory-tag-filter');
  await pick(filter, 'Filter by tags', gold);
  await page.keyboard.press('Escape');
  await expect(rowOf(page, `${key}.bpmn`)).toBeVisible();
  await pick(filter, 'Filter by tags', silver);
  await page.keyboard.press('Escape');
  await expect(page.getByText('No file carries all these tags')).toBeVisible();
  await filter
    .locator('.ant-select-selection-item')
    .filter({ hasText: silver })
    .locator('.ant-select-selection-item-remove')
    .click();
  await expect(rowOf(page, `${key}.bpmn`)).toBeVisible();

  // Opened in the modeler as a draft, and deployed from there.
  await rowOf(page, `${key}.bpmn`).getByRole('button', { name: 'Open in modeler' }).click();
  await expect(page).toHaveURL(/\/mainModeler\/modelerDiagram\?id=/);
  await page.getByRole('button', { name: 'Deploy' }).click();
  const deploy = page.getByRole('dialog').filter({ hasText: 'Deploy name' });
  await deploy.getByLabel('Deploy name').fill(`${key} v1`);
  await deploy.getByRole('button', { name: 'Deploy' }).click();
  await expect(toast(page, 'Deploy success')).toBeVisible();
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('console.session') ?? '{}').state?.token as string,
  );
  const response = await page.request.get('/api/camunda/deployedFlows', { headers: { token } });
  expect(JSON.stringify(await response.json())).toContain(key);
});

/**
 * The process definitions the seed deploys: four integration flows, each in two or three
 * versions, as straight lines of external tasks that the connector workers serve. The XML is
 * real BPMN with its diagram, so the console's modeler shows the flows.
 */
export interface SeedTask {
  id: string;
  name: string;
  topic: string;
  /** The connector a run of the task is logged with. */
  connector: string;
  /** What a failed run says. */
  error: string;
}

export interface SeedFlow {
  key: string;
  name: string;
  /** Share of the generated instances (the weights add up to 100). */
  weight: number;
  businessKeyPrefix: string;
  /** Started over HTTP by a waiting caller (a sync flow). */
  sync: boolean;
  /** A message the flow is told about; failed correlations are logged with it. */
  message: string;
  /** The task list of each version, oldest first. */
  versions: SeedTask[][];
}

const task = (id: string, name: string, topic: string, connector: string, error: string) => ({
  id,
  name,
  topic,
  connector,
  error,
});

const validate = task(
  'validate',
  'Validate order',
  'order.validate',
  'Order rules',
  'Order total 1,250.00 does not match its lines (1,205.00)',
);
const map850 = task(
  'map850',
  'Map to X12 850',
  'edi.map',
  'X12 mapping',
  'Mapping failed: segment N1 (ship-to) is missing',
);
const sendAs2 = task(
  'sendAs2',
  'Send over AS2',
  'as2.send',
  'AS2 send',
  'AS2 partner answered HTTP 502 Bad Gateway',
);
const waitMdn = task(
  'checkMdn',
  'Check the MDN',
  'as2.mdn',
  'AS2 MDN check',
  'MDN signature does not verify with the partner certificate',
);
const parseInvoice = task(
  'parse810',
  'Parse X12 810',
  'edi.parse',
  'X12 parser',
  'Segment IT1 at line 14 has 6 elements, 8 expected',
);
const dedupe = task(
  'dedupe',
  'Check for duplicates',
  'erp.query',
  'ERP lookup',
  'ERP lookup timed out after 30000 ms',
);
const postInvoice = task(
  'postErp',
  'Post to the ERP',
  'erp.post',
  'ERP invoice API',
  'ERP answered 409: invoice already posted',
);
const mapAsn = task(
  'map856',
  'Map to X12 856',
  'edi.map',
  'X12 mapping',
  'Mapping failed: no carrier SCAC for the shipment',
);
const notifyCarrier = task(
  'notify',
  'Notify the carrier',
  'http.call',
  'Carrier webhook',
  'Carrier webhook answered HTTP 503 Service Unavailable',
);
const fetchStock = task(
  'fetchStock',
  'Read stock levels',
  'erp.query',
  'ERP lookup',
  'ERP answered 401: the API key has expired',
);
const mapStock = task(
  'mapStock',
  'Map to the partner format',
  'json.map',
  'Stock mapping',
  'JSONata error: $sum expects numbers, got "n/a"',
);
const pushStock = task(
  'pushStock',
  'Push to the marketplace',
  'http.call',
  'Marketplace API',
  'Marketplace answered HTTP 429 Too Many Requests',
);

export const SEED_FLOWS: SeedFlow[] = [
  {
    key: 'order-to-cash',
    name: 'Order to cash',
    weight: 40,
    businessKeyPrefix: 'PO',
    sync: false,
    message: 'OrderChanged',
    versions: [
      [validate, map850, sendAs2],
      [validate, map850, sendAs2, waitMdn],
      [validate, map850, { ...sendAs2, name: 'Send over AS2 (signed)' }, waitMdn],
    ],
  },
  {
    key: 'invoice-inbound',
    name: 'Inbound invoice',
    weight: 30,
    businessKeyPrefix: 'INV',
    sync: false,
    message: 'InvoiceDisputed',
    versions: [
      [parseInvoice, postInvoice],
      [parseInvoice, dedupe, postInvoice],
    ],
  },
  {
    key: 'shipment-notice',
    name: 'Advance shipping notice',
    weight: 20,
    businessKeyPrefix: 'ASN',
    sync: false,
    message: 'ShipmentDelayed',
    versions: [
      [mapAsn, sendAs2],
      [mapAsn, sendAs2, notifyCarrier],
      [mapAsn, sendAs2, waitMdn, notifyCarrier],
    ],
  },
  {
    key: 'inventory-sync',
    name: 'Inventory sync',
    weight: 10,
    businessKeyPrefix: 'STK',
    sync: true,
    message: 'StockRequested',
    versions: [
      [fetchStock, mapStock],
      [fetchStock, mapStock, pushStock],
    ],
  },
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The BPMN 2.0 XML of one version: start → tasks → end, laid out left to right. */
export function bpmnXml(flow: SeedFlow, version: number): string {
  const tasks = flow.versions[version];
  const ids = ['StartEvent_1', ...tasks.map((t) => t.id), 'EndEvent_1'];
  const flowId = (n: number) => `Flow_${n + 1}`;
  const x = (n: number) => 150 + n * 160;
  const elements = ids.map((id, n) => {
    const incoming = n > 0 ? `<bpmn:incoming>${flowId(n - 1)}</bpmn:incoming>` : '';
    const outgoing = n < ids.length - 1 ? `<bpmn:outgoing>${flowId(n)}</bpmn:outgoing>` : '';
    if (n === 0) return `<bpmn:startEvent id="${id}" name="Received">${outgoing}</bpmn:startEvent>`;
    if (n === ids.length - 1)
      return `<bpmn:endEvent id="${id}" name="Done">${incoming}</bpmn:endEvent>`;
    const t = tasks[n - 1];
    return `<bpmn:serviceTask id="${t.id}" name="${escape(t.name)}" camunda:type="external" camunda:topic="${t.topic}">${incoming}${outgoing}</bpmn:serviceTask>`;
  });
  const flows = ids
    .slice(1)
    .map(
      (id, n) => `<bpmn:sequenceFlow id="${flowId(n)}" sourceRef="${ids[n]}" targetRef="${id}" />`,
    );
  const shapes = ids.map((id, n) => {
    const event = n === 0 || n === ids.length - 1;
    const bounds = event
      ? `x="${x(n) + 32}" y="102" width="36" height="36"`
      : `x="${x(n)}" y="80" width="100" height="80"`;
    return `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds ${bounds} /></bpmndi:BPMNShape>`;
  });
  const edges = ids.slice(1).map((_, n) => {
    const from = n === 0 ? x(0) + 68 : x(n) + 100;
    const to = n === ids.length - 2 ? x(n + 1) + 32 : x(n + 1);
    return `<bpmndi:BPMNEdge id="${flowId(n)}_di" bpmnElement="${flowId(n)}"><di:waypoint x="${from}" y="120" /><di:waypoint x="${to}" y="120" /></bpmndi:BPMNEdge>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"',
    `  id="Definitions_${flow.key}" targetNamespace="http://bpmn.io/schema/bpmn" exporter="console seed" exporterVersion="1">`,
    `  <bpmn:process id="${flow.key}" name="${escape(flow.name)}" isExecutable="true" camunda:versionTag="${version + 1}.0" camunda:historyTimeToLive="180">`,
    ...[...elements, ...flows].map((line) => `    ${line}`),
    '  </bpmn:process>',
    '  <bpmndi:BPMNDiagram id="BPMNDiagram_1">',
    `    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${flow.key}">`,
    ...[...shapes, ...edges].map((line) => `      ${line}`),
    '    </bpmndi:BPMNPlane>',
    '  </bpmndi:BPMNDiagram>',
    '</bpmn:definitions>',
    '',
  ].join('\n');
}

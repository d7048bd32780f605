// BPMN files as other tools write them, for the editor's tests.

const NAMESPACES =
  'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" ' +
  'xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" ' +
  'xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"';

const shape = (id: string, x: number) =>
  `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="100" width="36" height="36"/></bpmndi:BPMNShape>`;

/**
 * Read with two warnings: Latin-1 declared (read as UTF-8) and a message reference to no
 * message. The extension of a namespace the editor does not know, on the process and as an
 * attribute of its start event, is kept without a warning.
 */
export const WARNED_FILE = `<?xml version="1.0" encoding="ISO-8859-1"?>
<bpmn:definitions ${NAMESPACES} xmlns:acme="http://acme.example/bpmn" id="Defs_warned" targetNamespace="http://acme.example">
  <bpmn:process id="warned" name="Warned" isExecutable="true">
    <bpmn:extensionElements><acme:audit level="full"/></bpmn:extensionElements>
    <bpmn:startEvent id="Start_warned" acme:owner="ops">
      <bpmn:messageEventDefinition messageRef="Message_missing"/>
    </bpmn:startEvent>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_warned">
    <bpmndi:BPMNPlane id="Plane_warned" bpmnElement="warned">${shape('Start_warned', 100)}</bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

/**
 * Two processes, each with its own diagram: the first named, the second named by its process.
 * One is executable, so that the server stores the file as a draft.
 */
export const TWO_DIAGRAMS_FILE = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NAMESPACES} id="Defs_two" targetNamespace="http://acme.example">
  <bpmn:process id="orders" name="Orders" isExecutable="true">
    <bpmn:startEvent id="Start_orders" name="Order in"/>
  </bpmn:process>
  <bpmn:process id="invoices" name="Invoices" isExecutable="false">
    <bpmn:startEvent id="Start_invoices" name="Invoice in"/>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_orders" name="Order handling">
    <bpmndi:BPMNPlane id="Plane_orders" bpmnElement="orders">${shape('Start_orders', 100)}</bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
  <bpmndi:BPMNDiagram id="Diagram_invoices">
    <bpmndi:BPMNPlane id="Plane_invoices" bpmnElement="invoices">${shape('Start_invoices', 300)}</bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

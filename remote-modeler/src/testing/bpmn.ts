/** A small Camunda 7 BPMN document with diagram: start → the given tasks in a row → end. */
export function flowXml({
  key = 'order',
  name = 'Order flow',
  tasks = [{ id: 'Task_send', name: 'Send order', topic: 'send-order' }],
}: {
  key?: string;
  name?: string;
  tasks?: { id: string; name?: string; topic?: string }[];
} = {}) {
  const nodes = ['Start', ...tasks.map((task) => task.id), 'End'];
  const flows = nodes.slice(1).map((target, i) => ({ id: `Flow_${i}`, source: nodes[i], target }));
  const taskXml = tasks
    .map(
      (task, i) =>
        `<bpmn:serviceTask id="${task.id}" name="${task.name ?? ''}" camunda:type="external" camunda:topic="${task.topic ?? ''}">` +
        `<bpmn:incoming>Flow_${i}</bpmn:incoming><bpmn:outgoing>Flow_${i + 1}</bpmn:outgoing></bpmn:serviceTask>`,
    )
    .join('');
  const shapes = nodes
    .map((id, i) => {
      const task = i > 0 && i < nodes.length - 1;
      const [w, h] = task ? [100, 80] : [36, 36];
      return `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${100 + i * 160}" y="${task ? 80 : 102}" width="${w}" height="${h}"/></bpmndi:BPMNShape>`;
    })
    .join('');
  const edges = flows
    .map(
      (flow, i) =>
        `<bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}"><di:waypoint x="${136 + i * 160}" y="120"/><di:waypoint x="${260 + i * 160}" y="120"/></bpmndi:BPMNEdge>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Defs" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="${key}" name="${name}" isExecutable="true" camunda:historyTimeToLive="30">
<bpmn:startEvent id="Start" name="Start"><bpmn:outgoing>Flow_0</bpmn:outgoing></bpmn:startEvent>${taskXml}
<bpmn:endEvent id="End" name="End"><bpmn:incoming>Flow_${tasks.length}</bpmn:incoming></bpmn:endEvent>
${flows.map((f) => `<bpmn:sequenceFlow id="${f.id}" sourceRef="${f.source}" targetRef="${f.target}"/>`).join('')}
</bpmn:process>
<bpmndi:BPMNDiagram id="Diagram"><bpmndi:BPMNPlane id="Plane" bpmnElement="${key}">${shapes}${edges}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

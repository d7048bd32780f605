/**
 * A diagram of `tasks` external tasks in a row between a start and an end event, with its
 * layout (bpmn-js draws only what has DI): tasks + 2 shapes and tasks + 1 flows, so 99 tasks
 * make a 200-element diagram. Laid out in rows of ten.
 */
export function longDiagram(key: string, tasks: number): string {
  const ids = ['start', ...Array.from({ length: tasks }, (_, n) => `task_${n + 1}`), 'end'];
  const at = (n: number) => ({ x: 100 + (n % 10) * 160, y: 80 + Math.floor(n / 10) * 140 });
  const size = (id: string) => (id.startsWith('task') ? { w: 100, h: 80 } : { w: 36, h: 36 });
  const node = (id: string) =>
    id === 'start'
      ? `<startEvent id="start"/>`
      : id === 'end'
        ? `<endEvent id="end"/>`
        : `<serviceTask id="${id}" name="Step ${id.slice(5)}" camunda:type="external" camunda:topic="${key}-${id}"/>`;
  const flows = ids
    .slice(1)
    .map((id, n) => `<sequenceFlow id="f_${n}" sourceRef="${ids[n]}" targetRef="${id}"/>`);
  const shapes = ids.map((id, n) => {
    const { x, y } = at(n);
    const { w, h } = size(id);
    return `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y + (80 - h) / 2}" width="${w}" height="${h}"/></bpmndi:BPMNShape>`;
  });
  const edges = ids.slice(1).map((id, n) => {
    const from = at(n);
    const to = at(n + 1);
    const fromSize = size(ids[n]);
    return `<bpmndi:BPMNEdge id="f_${n}_di" bpmnElement="f_${n}"><di:waypoint x="${from.x + fromSize.w}" y="${from.y + 40}"/><di:waypoint x="${to.x}" y="${to.y + 40}"/></bpmndi:BPMNEdge>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" targetNamespace="http://console.bench" id="defs">
  <process id="${key}" name="${key}" isExecutable="true">
    ${ids.map(node).join('\n    ')}
    ${flows.join('\n    ')}
  </process>
  <bpmndi:BPMNDiagram id="diagram"><bpmndi:BPMNPlane id="plane" bpmnElement="${key}">
    ${shapes.join('\n    ')}
    ${edges.join('\n    ')}
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</definitions>`;
}

import { BpmnModdle } from 'bpmn-moddle';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';

/** The types a Camunda 7 external task can be (camunda:type="external" on a service-task-like). */
const SERVICE_TASK_LIKE = new Set([
  'bpmn:ServiceTask',
  'bpmn:SendTask',
  'bpmn:BusinessRuleTask',
  'bpmn:ScriptTask',
]);

export const isExternalTask = (node: ModdleElement) =>
  SERVICE_TASK_LIKE.has(node.$type) && node.get('camunda:type') === 'external';

export const topicOf = (node: ModdleElement) => String(node.get('camunda:topic') ?? '').trim();

/** An external task of a process: its id, name and topic. */
export interface ExternalTask {
  id: string;
  name: string | null;
  topic: string;
}

/** The external tasks of a BPMN document, in document order (sub-processes included). */
export async function externalTasksOf(xml: string): Promise<ExternalTask[]> {
  const { elementsById } = await new BpmnModdle({ camunda }).fromXML(xml);
  return Object.values(elementsById)
    .filter(isExternalTask)
    .map((node) => ({
      id: node.id ?? '',
      name: typeof node.name === 'string' && node.name ? node.name : null,
      topic: topicOf(node),
    }));
}

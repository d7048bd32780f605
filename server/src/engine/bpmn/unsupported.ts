import * as Elements from 'bpmn-elements';
import type { ModdleElement } from 'bpmn-moddle';
import { engineBadRequest } from '../errors';
import { descendantsOf } from './prepare';

/**
 * What an executable process may hold: elements bpmn-elements has a behaviour for, less those
 * this engine cannot move on. Refused at deploy, naming the element, so that no start fails on
 * them.
 */

/** Element types the serializer maps itself rather than through bpmn-elements. */
const MAPPED = new Set(['bpmn:DataObjectReference']);

const hasBehaviour = (type: string) =>
  MAPPED.has(type) || (type.startsWith('bpmn:') && type.slice(5) in Elements);

/** Tasks that run a service: here only as an external task (a worker fetches it). */
const SERVICE_LIKE = new Set(['bpmn:ServiceTask', 'bpmn:SendTask', 'bpmn:BusinessRuleTask']);
/** Camunda's other implementations of a service-like task, none of which runs here. */
const IMPLEMENTATIONS = ['class', 'delegateExpression', 'expression', 'decisionRef'];

const USE_EXTERNAL = 'use camunda:type="external" with a camunda:topic';

function connectorOf(element: ModdleElement) {
  const extensions = element.extensionElements as { values?: ModdleElement[] } | undefined;
  return extensions?.values?.some((value) => value.$type === 'camunda:Connector') ?? false;
}

/** A call activity calls a process by key (call-activities.ts); no case, no Java mapping. */
function callRefusal(element: ModdleElement): string | null {
  if (element.caseRef) return 'case calls (camunda:caseRef) are not supported';
  if (!element.calledElement) return 'a call activity needs calledElement, the called process key';
  if (element.variableMappingClass || element.variableMappingDelegateExpression) {
    return 'camunda:variableMapping… delegates are not supported; use camunda:in and camunda:out';
  }
  return null;
}

/** Why `element` cannot run here, or null when it can. */
function refusal(element: ModdleElement): string | null {
  const { $type: type } = element;
  if (!hasBehaviour(type)) return 'the engine has no behaviour for this element type';
  if (type === 'bpmn:UserTask') {
    return `user tasks are not supported: this engine has no task list; ${USE_EXTERNAL}`;
  }
  if (type === 'bpmn:ReceiveTask' && !element.messageRef) {
    return 'a receive task needs a message (messageRef): nothing else could move it on';
  }
  if (type === 'bpmn:CallActivity') return callRefusal(element);
  if (SERVICE_LIKE.has(type) && element.type !== 'external') {
    const used = IMPLEMENTATIONS.find((name) => element[name]);
    if (used) return `camunda:${used} is not supported; ${USE_EXTERNAL}`;
    if (connectorOf(element)) return `camunda:connector is not supported; ${USE_EXTERNAL}`;
    return `it has no implementation; ${USE_EXTERNAL}`;
  }
  return null;
}

/** 400 naming the first element of `process` (id and type) that the engine cannot run. */
export function assertSupportedElements(process: ModdleElement) {
  for (const element of descendantsOf(process)) {
    const why = refusal(element);
    if (!why) continue;
    const name = element.name ? ` "${element.name}"` : '';
    throw engineBadRequest(
      `Element ${element.id ?? '(no id)'}${name} (${element.$type}) in process ${process.id} cannot run here: ${why}`,
    );
  }
}

import type { ModdleElement } from 'bpmn-moddle';

/** bpmn:MessageEventDefinition → message: the kind of an event's (first) definition. */
const kindOf = (element: ModdleElement) => {
  const [definition] = (element.eventDefinitions as ModdleElement[] | undefined) ?? [];
  if (!definition) return 'none';
  return definition.$type
    .replace(/^bpmn:/, '')
    .replace(/EventDefinition$/, '')
    .toLowerCase();
};

/** Camunda 7's activity type names (org.camunda.bpm.engine.ActivityTypes), by event kind. */
const START: Record<string, string> = {
  none: 'startEvent',
  timer: 'startTimerEvent',
  message: 'messageStartEvent',
  signal: 'signalStartEvent',
  escalation: 'escalationStartEvent',
  compensate: 'compensationStartEvent',
  error: 'errorStartEvent',
  conditional: 'conditionalStartEvent',
};
const END: Record<string, string> = {
  none: 'noneEndEvent',
  error: 'errorEndEvent',
  cancel: 'cancelEndEvent',
  terminate: 'terminateEndEvent',
  message: 'messageEndEvent',
  signal: 'signalEndEvent',
  compensate: 'compensationEndEvent',
  escalation: 'escalationEndEvent',
};
const BOUNDARY: Record<string, string> = {
  timer: 'boundaryTimer',
  message: 'boundaryMessage',
  signal: 'boundarySignal',
  compensate: 'compensationBoundaryCatch',
  error: 'boundaryError',
  escalation: 'boundaryEscalation',
  cancel: 'cancelBoundaryCatch',
  conditional: 'boundaryConditional',
};
const CATCH: Record<string, string> = {
  none: 'intermediateCatchEvent',
  message: 'intermediateMessageCatch',
  timer: 'intermediateTimer',
  link: 'intermediateLinkCatch',
  signal: 'intermediateSignalCatch',
  conditional: 'intermediateConditional',
};
const THROW: Record<string, string> = {
  none: 'intermediateNoneThrowEvent',
  signal: 'intermediateSignalThrow',
  compensate: 'intermediateCompensationThrowEvent',
  message: 'intermediateMessageThrowEvent',
  escalation: 'intermediateEscalationThrowEvent',
};
const EVENTS: Record<string, Record<string, string>> = {
  'bpmn:StartEvent': START,
  'bpmn:EndEvent': END,
  'bpmn:BoundaryEvent': BOUNDARY,
  'bpmn:IntermediateCatchEvent': CATCH,
  'bpmn:IntermediateThrowEvent': THROW,
};

/** bpmn:ServiceTask → serviceTask: Camunda names the other activities after their element. */
export const elementTypeName = (type: string) => {
  const bare = type.replace(/^bpmn:/, '');
  return bare[0].toLowerCase() + bare.slice(1);
};

/** The activity type Camunda reports for a flow element (history, trees, statistics). */
export function camundaActivityType(element: ModdleElement): string {
  const byKind = EVENTS[element.$type];
  return byKind?.[kindOf(element)] ?? elementTypeName(element.$type);
}

const EXTERNAL_EVENTS = new Set(['bpmn:EndEvent', 'bpmn:IntermediateThrowEvent']);

/**
 * Where an element's camunda:type="external" and camunda:topic are: on a task itself, or on
 * the message definition of a message end or intermediate throw event (Camunda runs both as
 * external tasks); null when the element is not external.
 */
export function externalSource(element: ModdleElement): ModdleElement | null {
  if (/Task$/.test(element.$type)) return element.type === 'external' ? element : null;
  if (!EXTERNAL_EVENTS.has(element.$type)) return null;
  const definitions = (element.eventDefinitions as ModdleElement[] | undefined) ?? [];
  const message = definitions.find((d) => d.$type === 'bpmn:MessageEventDefinition');
  return message?.type === 'external' ? message : null;
}

/** bpmn-elements extension: which of a process's start events a new instance runs from. */
interface StartEventLike {
  id: string;
  type: string;
  parent?: { type?: string };
  Behaviour: unknown;
}

interface Broker {
  publish: (exchange: string, routingKey: string, content: unknown) => void;
}

/**
 * A start event's behaviour that completes at once, as bpmn-elements' none start event does.
 * bpmn-elements calls `new Behaviour(activity)`; a function returning the object keeps `new`
 * working.
 */
function PassThroughStart(activity: { broker: Broker }) {
  return {
    execute(message: { content: Record<string, unknown> }) {
      activity.broker.publish('execution', 'execute.completed', { ...message.content });
    },
  };
}

/**
 * A new instance runs from one start event of its process, as in Camunda: the initial one for
 * a start by id, the message's or timer's for a start by them. That one passes through at
 * once (a timer or message start already fired: the instance exists because of it); the
 * process's other start events are not started at all. Start events of subprocesses keep
 * their own behaviour.
 */
export function startFrom(startActivityId: string) {
  return (activity: StartEventLike) => {
    if (activity.type !== 'bpmn:StartEvent' || activity.parent?.type !== 'bpmn:Process') return;
    if (activity.id === startActivityId) activity.Behaviour = PassThroughStart;
    else Object.defineProperty(activity, 'isStart', { value: false });
  };
}

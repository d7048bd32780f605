import * as Tasks from 'bpmn-elements/tasks';
import { inputValues, ioMappingOf, outputValues, type IoMapping } from '../runtime/io-mappings';
import { enclosingExecutions, type ParentRef } from './execution-scopes';

export { enclosingExecutions } from './execution-scopes';
import type { InstanceHooks, TaskDone } from './factory';

/**
 * The console's bpmn-elements extension: external tasks (camunda:type="external" on tasks and
 * on message end and intermediate throw events, as Camunda's ExternalTaskActivityBehavior)
 * wait for a worker through the instance's hooks, and camunda:inputOutput mappings run when
 * an activity starts and ends.
 */

export interface RunContent {
  executionId: string;
  parent?: ParentRef;
  isMultiInstance?: boolean;
  index?: number;
  ioLocals?: Record<string, unknown>;
  [key: string]: unknown;
}

interface RunMessage {
  fields: { routingKey?: string; redelivered?: boolean };
  content: RunContent;
}

interface Broker {
  getQueue(name: string): { queueMessage(fields: object, content: object): void };
}

interface ActivityLike {
  id: string;
  name?: string;
  type: string;
  Behaviour: unknown;
  broker: Broker;
  on(event: string, handler: (api: { content: RunContent }) => void, options: object): void;
  behaviour: {
    type?: string;
    topic?: string;
    Service?: unknown;
    eventDefinitions?: { type?: string; behaviour?: { type?: string; topic?: string } }[];
    loopCharacteristics?: { behaviour?: { elementVariable?: string; collection?: string } };
  };
}

// The package's types declare this entry point's names on its main module only.
const { ServiceTaskBehaviour } = Tasks as unknown as { ServiceTaskBehaviour: unknown };

const MESSAGE_EVENTS = new Set(['bpmn:EndEvent', 'bpmn:IntermediateThrowEvent']);

/** camunda:type="external" and its topic: on a task, or on an event's message definition. */
function externalTopic(activity: ActivityLike): string | null {
  const { behaviour } = activity;
  if (/Task$/.test(activity.type))
    return behaviour.type === 'external' ? String(behaviour.topic) : null;
  if (!MESSAGE_EVENTS.has(activity.type)) return null;
  const message = behaviour.eventDefinitions?.find(
    (definition) => definition.type === 'bpmn:MessageEventDefinition',
  );
  return message?.behaviour?.type === 'external' ? String(message.behaviour.topic) : null;
}

/** A multi-instance execution's own variables: its element and loopCounter. */
export function instanceLocals(
  activity: ActivityLike,
  content: RunContent,
): Record<string, unknown> {
  if (!content.isMultiInstance) return {};
  const loop = activity.behaviour.loopCharacteristics?.behaviour;
  const element = loop?.collection ? (loop.elementVariable ?? 'item') : null;
  return {
    ...(element ? { [element]: content[element] ?? null } : {}),
    loopCounter: content.index ?? 0,
  };
}

function makeExternal(
  activity: ActivityLike,
  topic: string,
  io: IoMapping | null,
  hooks: InstanceHooks,
) {
  const task = { id: activity.id, name: activity.name, topic };
  // An event runs as a service task does; its message definition is the worker's business.
  if (!/Task$/.test(activity.type)) activity.Behaviour = ServiceTaskBehaviour;
  // bpmn-elements calls `new Service(activity)`; a function keeps `new` working.
  activity.behaviour.Service = function ExternalService() {
    return {
      execute(message: { content: RunContent }, done: TaskDone) {
        const { content } = message;
        const chain = enclosingExecutions(content.parent);
        // Computed once, when the task is created (not again when a resumed engine re-runs it).
        // A task has locals of its own with inputs or as a multi-instance execution, and
        // those it inherits from enclosing subprocesses; without any it runs in the process's.
        const locals = () => {
          const own = instanceLocals(activity, content);
          const inputs = io ? inputValues(io, { ...hooks.scope(chain), ...own }, activity.id) : {};
          const all = { ...hooks.inheritedLocals(chain), ...own, ...inputs };
          return io || Object.keys(all).length ? all : null;
        };
        const finish: TaskDone = (error, output) => {
          if (error || !io?.outputs.length) return done(error, output);
          let values;
          try {
            values = outputValues(io, hooks.scope([...chain, content.executionId]), activity.id);
          } catch (failure) {
            return done(failure as Error);
          }
          hooks.setVariables(values);
          done(null, output);
        };
        try {
          hooks.externalTask(task, content.executionId, finish, locals);
        } catch (error) {
          // An input that cannot be evaluated fails the activity (an incident), not the engine.
          done(error as Error);
        }
      },
    };
  };
}

/**
 * Runs `map` for an activity's next run message through bpmn-elements' formatting (as its
 * own bpmn:property mapping does): what it returns joins the message (and so the saved
 * state); what it throws fails the activity before it goes on, an incident there.
 */
function formatNext(activity: ActivityLike, phase: 'enter' | 'end', map: () => object) {
  const queue = activity.broker.getQueue('format-run-q');
  const routingKey = `run.${phase}.console-io`;
  try {
    queue.queueMessage({ routingKey }, map());
  } catch (error) {
    queue.queueMessage({ routingKey }, { endRoutingKey: `${routingKey}.end` });
    queue.queueMessage({ routingKey: `${routingKey}.error` }, { error });
  }
}

/**
 * Input and output mappings of an activity that does not wait for a worker: inputs when it
 * enters (kept in the run message too, so a resumed engine has them), outputs when its work
 * completes.
 */
function mapAroundRun(activity: ActivityLike, io: IoMapping, hooks: InstanceHooks) {
  const tag = `_console-io-${activity.id}`;
  return {
    activate(message: RunMessage) {
      const { content, fields } = message;
      if (fields.redelivered) {
        if (content.ioLocals) hooks.setLocals(content.executionId, content.ioLocals, activity.id);
      } else if (fields.routingKey === 'run.enter') {
        formatNext(activity, 'enter', () => {
          const chain = enclosingExecutions(content.parent);
          const ioLocals = inputValues(io, hooks.scope(chain), activity.id);
          hooks.setLocals(content.executionId, ioLocals, activity.id);
          return { ioLocals };
        });
      }
      // Before the end event, after which the instance forgets the activity's locals.
      activity.on(
        'activity.execution.completed',
        (api) =>
          // A subprocess's broker carries its children's events too.
          api.content.id === activity.id &&
          formatNext(activity, 'end', () => {
            const chain = [...enclosingExecutions(api.content.parent), api.content.executionId];
            hooks.setVariables(outputValues(io, hooks.scope(chain), activity.id));
            return {};
          }),
        { consumerTag: tag },
      );
    },
    deactivate() {
      (activity.broker as unknown as { cancel(tag: string): void }).cancel(tag);
    },
  };
}

/** The extension for one instance's engine. */
export function consoleExtension(hooks: InstanceHooks) {
  return (activity: ActivityLike) => {
    const io = ioMappingOf(activity.behaviour as never);
    const topic = externalTopic(activity);
    if (topic !== null) {
      makeExternal(activity, topic, io, hooks);
      return undefined;
    }
    // Multi-instance activities other than external tasks do not map their inputs.
    if (!io || activity.behaviour.loopCharacteristics) return undefined;
    return mapAroundRun(activity, io, hooks);
  };
}

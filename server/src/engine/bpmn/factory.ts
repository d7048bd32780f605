import * as Elements from 'bpmn-elements';
import { Timers } from 'bpmn-elements';
import BpmnModdle from 'bpmn-moddle';
import serializeContext, {
  TypeResolver,
  type SerializableContext,
} from 'moddle-context-serializer';
import { Engine, type BpmnEngineOptions } from 'bpmn-engine';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import { calledElementOf, type CalledElement } from './called-element';
import { consoleExtension, enclosingExecutions, instanceLocals } from './console-extension';
import { resolveTemplate } from './expressions';
import { keepOnlyProcess } from './prepare';
import { RefusedScripts } from './refused-scripts';
import { startFrom } from './start-from';

/** bpmn-engine's saved state, as far as the engine touches it. */
export interface EngineState {
  definitions: { source?: string }[];
  [key: string]: unknown;
}

/** A definition made ready to run: parsed once, started many times. */
export interface CompiledDefinition {
  sourceContext: SerializableContext;
}

const moddle = new BpmnModdle({ camunda });
// A call activity waits like a service task whose service is the called instance (see the
// `console` extension); bpmn-elements' own would run a process of the same file inline.
const typeResolver = TypeResolver(Elements, (types: Record<string, unknown>) => {
  types['bpmn:CallActivity'] = Elements.ServiceTask;
  // Camunda runs a manual task through, as a none task (bpmn-elements waits, as for a user task).
  types['bpmn:ManualTask'] = Elements.Task;
});

/** Timers up to this long run in memory; longer ones wait for the database scheduler. */
export const MEMORY_TIMER_MS = 60_000;

export type TaskDone = (error: Error | null, output?: unknown) => void;

/** What a running instance gives the BPMN elements. */
export interface InstanceHooks {
  variables: () => Record<string, unknown>;
  /** A timer fired: `fire` must run inside a step of the instance. */
  timerFired: (fire: () => void) => void;
  /** A timer too long for memory: `fire` runs it when the database scheduler finds it due. */
  longTimer: (timerExecutionId: string, fire: () => void) => void;
  /**
   * An external task started (or was resumed) and waits for `done`; `locals` gives its local
   * variables (input mappings, multi-instance element), null when it has no scope of its own.
   */
  externalTask: (
    activity: { id: string; name?: string; topic: string },
    executionId: string,
    done: TaskDone,
    locals: () => Record<string, unknown> | null,
  ) => void;
  /** What an activity inside the given executions sees: process variables under their locals. */
  scope: (executionIds: string[]) => Record<string, unknown>;
  /** The local variables of the given executions alone (what an activity inside inherits). */
  inheritedLocals: (executionIds: string[]) => Record<string, unknown>;
  /** An activity's input mapping ran: its local variables. */
  setLocals: (executionId: string, values: Record<string, unknown>, activityId: string) => void;
  /** An output mapping ran: process variables. */
  setVariables: (values: Record<string, unknown>) => void;
  /**
   * A call activity started (or was resumed) and waits for its called instance's end;
   * `visible` gives the variables its mappings read.
   */
  callActivity: (
    call: CalledElement,
    executionId: string,
    done: TaskDone,
    visible: () => Record<string, unknown>,
  ) => void;
}

/** The run message of a call activity's execution, as far as the call reads it. */
interface CallContent {
  executionId: string;
  parent?: { executionId?: string; path?: { executionId?: string }[] };
  [key: string]: unknown;
}

const noop = () => {};
// bpmn-engine's default logger builds a `debug` logger per element; ours costs nothing.
const Logger = () => ({ debug: noop, error: noop, warn: noop });
const moddleOptions = { camunda };

interface ActivityLike {
  id: string;
  name?: string;
  type: string;
  behaviour: { type?: string; topic?: string; Service?: unknown };
}

const EXECUTING = Symbol.for('executing');
interface TimerRef {
  delay: number;
  args: unknown[];
  timerRef?: unknown;
}

/**
 * bpmn-elements' Timers never call setTimeout for delays over 2^31−1 ms (about 24.8 days);
 * this one always does, so that long timers reach the database scheduler too.
 */
class UnboundedTimers extends Timers {
  _setTimeout(
    owner: unknown,
    callback: (...args: unknown[]) => unknown,
    delay: number,
    ...args: unknown[]
  ) {
    const self = this as unknown as {
      [EXECUTING]: Set<TimerRef>;
      options: { setTimeout: (...a: unknown[]) => unknown };
      _getReference: (...a: unknown[]) => TimerRef;
    };
    const ref = self._getReference(owner, callback, delay, args);
    self[EXECUTING].add(ref);
    const onTimeout = (...fired: unknown[]) => {
      self[EXECUTING].delete(ref);
      return callback(...fired);
    };
    ref.timerRef = self.options.setTimeout(onTimeout, ref.delay, ...ref.args);
    return ref;
  }
}

/**
 * Short timers fire from memory, inside a step; long ones are not armed at all: the timer
 * job row is due in the database, and the scheduler reloads the instance then.
 */
function instanceTimers(hooks: InstanceHooks) {
  const arm = (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) => {
    if (delay <= MEMORY_TIMER_MS) {
      return setTimeout(() => hooks.timerFired(() => callback(...args)), delay);
    }
    // bpmn-elements passes the timer's execution as the callback's argument.
    const executionId = (args[0] as { executionId?: string } | undefined)?.executionId;
    if (executionId) hooks.longTimer(executionId, () => callback(...args));
    return undefined;
  };
  const disarm = (ref: NodeJS.Timeout | undefined) => (ref ? clearTimeout(ref) : undefined);
  // bpmn-elements types these options as Node's own setTimeout and clearTimeout.
  return new UnboundedTimers({ setTimeout: arm as never, clearTimeout: disarm as never });
}

function options(
  name: string,
  hooks: InstanceHooks | null,
  startActivityId?: string | null,
): BpmnEngineOptions {
  const external = hooks && consoleExtension(hooks);
  return {
    name,
    moddleOptions,
    Logger,
    // Idle elements (not yet reached) add nothing to the saved state.
    settings: { disableTrackState: true },
    timers: hooks ? instanceTimers(hooks) : undefined,
    // Never bpmn-engine's default, which runs JavaScript scripts with node:vm.
    scripts: new RefusedScripts(),
    expressions: {
      resolveExpression: (expression: string) =>
        resolveTemplate(expression, hooks?.variables() ?? {}),
    },
    extensions: {
      console: ((activity: ActivityLike) => {
        const { behaviour } = activity;
        if (hooks && activity.type === 'bpmn:CallActivity') {
          const call = calledElementOf(activity.id, behaviour as Record<string, unknown>);
          behaviour.Service = function CalledInstance() {
            return {
              execute(message: { content: CallContent }, done: TaskDone) {
                const { content } = message;
                // What the mappings see: the variables, under a multi-instance's element.
                const visible = () => ({
                  ...hooks.scope(enclosingExecutions(content.parent)),
                  ...instanceLocals(activity as never, content as never),
                });
                hooks.callActivity(call, content.executionId, done, visible);
              },
            };
          };
          return;
        }
        // External tasks and events, input/output mappings.
        return external?.(activity as never);
      }) as never,
      startFrom: (startActivityId ? startFrom(startActivityId) : () => undefined) as never,
    },
  };
}

/**
 * Parses the definition once into a serialized context (bpmn-engine's documented
 * `sourceContext`) that every instance's engine shares, instead of parsing per instance. Only
 * the process `key` is kept (prepare.ts): bpmn-engine would run every executable process of
 * the file, and a file's other processes are definitions of their own.
 */
export async function compileDefinition(xml: string, key: string): Promise<CompiledDefinition> {
  const moddleContext = await moddle.fromXML(xml);
  keepOnlyProcess(moddleContext.rootElement, key);
  return { sourceContext: serializeContext(moddleContext as never, typeResolver) };
}

/** A new engine for a new instance, ready to `execute`. */
export function newInstanceEngine(
  instanceId: string,
  compiled: CompiledDefinition,
  hooks: InstanceHooks,
  startActivityId?: string | null,
) {
  return new Engine({
    ...options(instanceId, hooks, startActivityId),
    sourceContext: compiled.sourceContext,
  });
}

/** An engine for a persisted instance, ready to `resume`. */
export function recoveredEngine(
  instanceId: string,
  compiled: CompiledDefinition,
  savedState: string,
  hooks: InstanceHooks,
) {
  const state = JSON.parse(savedState) as EngineState;
  // Without a saved source, bpmn-engine recovers each definition from the given context.
  for (const definition of state.definitions) delete definition.source;
  return new Engine({
    ...options(instanceId, hooks),
    sourceContext: compiled.sourceContext,
  }).recover(state as never);
}

/** The state to persist: without the definition source, which the definition already holds. */
export async function savedStateOf(engine: Engine): Promise<string> {
  const state = (await engine.getState()) as unknown as EngineState;
  for (const definition of state.definitions) delete definition.source;
  return JSON.stringify(state);
}

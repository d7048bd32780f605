import * as Elements from 'bpmn-elements';
import { Timers } from 'bpmn-elements';
import BpmnModdle from 'bpmn-moddle';
import serializeContext, {
  TypeResolver,
  type SerializableContext,
} from 'moddle-context-serializer';
import { Engine, type BpmnEngineOptions } from 'bpmn-engine';
import camunda from 'camunda-bpmn-moddle/resources/camunda.json';
import { resolveTemplate } from './expressions';
import { RefusedScripts } from './refused-scripts';

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
const typeResolver = TypeResolver(Elements);

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
  /** An external service task started (or was resumed) and waits for `done`. */
  externalTask: (
    activity: { id: string; name?: string; topic: string },
    executionId: string,
    done: TaskDone,
  ) => void;
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

function options(name: string, hooks: InstanceHooks | null): BpmnEngineOptions {
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
        if (!hooks || behaviour.type !== 'external' || !/Task$/.test(activity.type)) return;
        const task = { id: activity.id, name: activity.name, topic: String(behaviour.topic) };
        // bpmn-elements calls `new Service(activity)`; a function keeps `new` working.
        behaviour.Service = function ExternalService() {
          return {
            execute(message: { content: { executionId: string } }, done: TaskDone) {
              hooks.externalTask(task, message.content.executionId, done);
            },
          };
        };
      }) as never,
    },
  };
}

/**
 * Parses the definition once into a serialized context (bpmn-engine's documented
 * `sourceContext`) that every instance's engine shares, instead of parsing per instance.
 */
export async function compileDefinition(xml: string): Promise<CompiledDefinition> {
  const moddleContext = await moddle.fromXML(xml);
  return { sourceContext: serializeContext(moddleContext as never, typeResolver) };
}

/** A new engine for a new instance, ready to `execute`. */
export function newInstanceEngine(
  instanceId: string,
  compiled: CompiledDefinition,
  hooks: InstanceHooks,
) {
  return new Engine({ ...options(instanceId, hooks), sourceContext: compiled.sourceContext });
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

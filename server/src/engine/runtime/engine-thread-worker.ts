/**
 * The engine thread: every live process instance and its bpmn-engine run here. A step's
 * engine work (bpmn-elements and its message broker, the costliest work of a running flow)
 * keeps off the server's thread, which handles HTTP and commits what each step changed.
 */
import { compileDefinition, type CompiledDefinition } from '../bpmn/factory';
import { engineBadRequest } from '../errors';
import type { DefinitionRow, InstanceRow } from '../types';
import { ThreadProfiler } from '../../threads/cpu-profile';
import { serveRequests, notify } from '../../threads/thread-server';
import { endedByCancel, escapedError, takeCallRequests } from './call-mappings';
import { addStat, emptyChanges } from './changes';
import type { EngineRequest, StepOutcome, TimerNotice, Waits } from './engine-thread-protocol';
import { LiveInstance } from './live-instance';
import { applyAction, type DueTimers } from './step-actions';
import type { Variables } from './variables';

const live = new Map<string, LiveInstance>();
const compiled = new Map<string, Promise<CompiledDefinition>>();
const dueTimers: DueTimers = new Map();
let nextToken = 1;
const profiler = new ThreadProfiler('engine thread');

const settle = () => new Promise((resolve) => setImmediate(resolve));

function compile(definition: DefinitionRow) {
  let found = compiled.get(definition.id);
  if (!found) {
    // A definition deploy let through that the engine still cannot read: a 400, not a 500.
    found = compileDefinition(definition.xml, definition.key).catch((error: Error) => {
      throw engineBadRequest(`Process definition ${definition.id} cannot run: ${error.message}`);
    });
    found.catch(() => compiled.delete(definition.id));
    compiled.set(definition.id, found);
  }
  return found;
}

async function newLive(definition: DefinitionRow, row: InstanceRow, variables: Variables) {
  return new LiveInstance(row, definition, await compile(definition), variables, {
    externalTask: (instance, activity, executionId) =>
      instance.createExternalTask(activity, executionId),
    timerFired: (instance, fire) => {
      if (live.get(instance.row.id) !== instance) return;
      const token = nextToken++;
      dueTimers.set(token, { live: instance, fire });
      notify<TimerNotice>({ instanceId: instance.row.id, token });
    },
  });
}

function restore(instance: LiveInstance, waits: Waits) {
  for (const [executionId, id, locals] of waits.tasks) {
    instance.tasks.set(executionId, id);
    if (locals) instance.locals.restore(executionId, locals);
  }
  for (const [executionId, id, name] of waits.subscriptions) {
    instance.subscriptions.set(executionId, { id, name });
  }
  // A timer job's id is `<timer execution id>:<instance id>`.
  const suffix = `:${instance.row.id}`;
  for (const id of waits.timers) instance.timers.set(id.slice(0, id.lastIndexOf(suffix)), id);
  for (const activity of waits.open) instance.open.set(activity.id as string, activity);
  for (const [executionId, id] of waits.calls ?? []) instance.calls.started.set(executionId, id);
  instance.sequence = waits.open.length
    ? Math.max(...waits.open.map((activity) => activity.sequence ?? 0)) + 1
    : 0;
}

async function outcome(instance: LiveInstance): Promise<StepOutcome> {
  const changes = await instance.finishStep();
  endedByCancel(instance, changes.instances);
  return {
    changes,
    row: instance.row,
    ended: instance.ended,
    failure: instance.failure?.message ?? null,
    variables: instance.ended ? instance.variables : null,
    calls: takeCallRequests(instance),
    escapedError: instance.ended ? escapedError(instance) : null,
  };
}

function evict(instanceId: string) {
  const instance = live.get(instanceId);
  if (!instance) return;
  instance.stop();
  live.delete(instanceId);
  for (const [token, due] of dueTimers) if (due.live === instance) dueTimers.delete(token);
}

function loaded(instanceId: string) {
  const instance = live.get(instanceId);
  if (!instance) throw new Error(`Process instance ${instanceId} is not loaded in the engine`);
  return instance;
}

async function handle(_: unknown, request: EngineRequest): Promise<unknown> {
  switch (request.op) {
    case 'start': {
      const { definition, row, variables } = request;
      const instance = await newLive(definition, row, new Map());
      for (const [name, variable] of variables) instance.setVariable(name, variable);
      instance.log('info', `Process instance of ${definition.key} v${definition.version} started`);
      // Every start is an event the platform received (an API call, a message, a trigger).
      addStat(instance.changes, row.tenantId, 'event', 'success');
      live.set(row.id, instance);
      // An engine that throws instead of emitting its error fails the same way: an incident.
      await instance.execute().catch((error: Error) => (instance.failure ??= error));
      await settle();
      return outcome(instance);
    }
    case 'load': {
      const instance = await newLive(request.definition, request.row, request.variables);
      restore(instance, request.waits);
      live.set(request.row.id, instance);
      const openBefore = new Set(instance.open.keys());
      try {
        await instance.resume(request.engineState);
        await settle();
      } catch (error) {
        evict(request.row.id);
        throw error;
      }
      // Resuming re-arms waits, and those rows need no writing. But a timer that came due while
      // no engine held the instance (another process's, one that died, or none after a
      // restart) completes during the resume, and the flow moves on from it: those rows are
      // kept, for the step that asked for the load to write.
      for (const [id, row] of instance.changes.activities) {
        if (!row.endTime && openBefore.has(id)) instance.changes.activities.delete(id);
      }
      return null;
    }
    case 'step': {
      const instance = loaded(request.instanceId);
      try {
        applyAction(instance, request.action, dueTimers);
      } catch (error) {
        instance.changes = emptyChanges();
        throw error;
      }
      await settle();
      return outcome(instance);
    }
    case 'evict':
      return evict(request.instanceId);
    case 'forgetDefinition':
      compiled.delete(request.definitionId);
      return null;
    case 'profileStart':
      return profiler.start();
    case 'profileStop':
      return profiler.stop();
  }
}

serveRequests(async () => null, handle);

import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  batches,
  deployments,
  externalTasks,
  processDefinitions,
  processInstances,
} from '../db/schema';
import { createLocalBus, type ClusterBus } from '../cluster/bus';
import { definitionSignals } from '../cluster/definition-signals';
import type { Db } from '../db/types';
import { engineBadRequest, engineNotFound } from './errors';
import { bulkOperations } from './bulk-operations';
import { definitionOf, deleteInstanceRows, deployBpmn } from './deploy';
import { fetchAndLock, variablesOf } from './external-tasks';
import { createEngineQueries } from './queries';
import { correlateMessage } from './messages';
import { cancelInstance, runningInstances, suspendInstances } from './instance-operations';
import { CallActivities } from './runtime/call-activities';
import { Runtime } from './runtime/runtime';
import { EngineStore } from './runtime/store';
import { fromVariableMap, toVariableMap } from './runtime/variables';
import { startScheduler } from './scheduler';
import { fireDueTimerStarts, restoreTimerStarts, type TimerStartJob } from './timer-starts';
import { taskOperations } from './task-operations';
import type { DefinitionRow, InstanceRow, ProcessEngine, StartInput } from './types';

export interface EngineOptions {
  /** Live instances kept in memory; beyond that the oldest idle ones are reloaded on demand. */
  maxLive?: number;
  /** Threads that run the instances' engines. */
  engineThreads?: number;
  /** Work nobody waits on that failed (a timer's step, a batch chunk, a lost engine thread). */
  onFailure?: (error: unknown) => void;
  /** How often the database scheduler looks for due timers and batch work. */
  schedulerIntervalMs?: number;
  /**
   * How long a due timer job or a batch taken by this process stays its own: another process
   * takes it over after this when this one died (ENGINE_JOB_LOCK_MS).
   */
  jobLockMs?: number;
  /**
   * Runs before every instance start (by id or key, by a message, by a monitor or trigger):
   * throws to refuse it (the tenant's quota, issue 24).
   */
  beforeStart?: (tenantId: number) => Promise<void>;
  /** Where deployments, deletions and suspensions are told to the other server processes. */
  bus?: ClusterBus;
}

const runningInstancesOf = (db: Db, definitionId: string) =>
  db
    .select({ id: processInstances.id })
    .from(processInstances)
    .where(
      and(
        eq(processInstances.definitionId, definitionId),
        sql`${processInstances.state} in ('ACTIVE', 'SUSPENDED')`,
      ),
    );

/** The ids of a key's versions: what another process may have changed. */
const definitionIdsOf = async (db: Db, of: { tenantId: number; key: string }) =>
  (
    await db
      .select({ id: processDefinitions.id })
      .from(processDefinitions)
      .where(and(eq(processDefinitions.tenantId, of.tenantId), eq(processDefinitions.key, of.key)))
  ).map((row) => row.id);

/**
 * The start event a start by id or key runs from: Camunda's initial one. A process whose start
 * events are all message (or signal) starts, several of them, has none: it starts by them only.
 * Models stored before this was recorded run all their start events, as they did.
 */
function initialStartOf(definition: DefinitionRow) {
  const { model } = definition;
  if (!('initialStart' in model)) return null;
  if (!model.initialStart) {
    throw engineBadRequest(
      `Process definition ${definition.id} has no none start event nor a single start event: start it by a message`,
    );
  }
  return model.initialStart;
}

export async function createProcessEngine(
  db: Db,
  options: EngineOptions = {},
): Promise<ProcessEngine> {
  const store = new EngineStore(db);
  const runtime = new Runtime(db, store, options.maxLive, options.engineThreads ?? 1);
  const calls = new CallActivities(db, runtime, options.beforeStart);
  runtime.afterCommit = (outcome) => calls.afterCommit(outcome);
  // The engine threads start with the first instance they run (thread-pool.ts), not here.
  if (options.onFailure) runtime.events.on('failure', options.onFailure);
  const definitions = definitionSignals(
    options.bus ?? createLocalBus(),
    {
      forgetLatest: () => runtime.forgetLatest(),
      forgetDefinition: (id) => runtime.forgetDefinition(id),
      // Without a key (a reconnection): every definition held here, deleted ones included.
      definitionIds: async (of) => (of ? definitionIdsOf(db, of) : runtime.heldDefinitionIds()),
    },
    (error) => runtime.events.emit('failure', error),
  );
  const tasks = taskOperations(db, runtime);
  const bulk = bulkOperations(db, runtime);
  // A retries batch sets retries on the tasks that still exist; the others count as failed.
  const setExistingRetries = async (tenantId: number, ids: string[], retries: number) => {
    const existing = await db
      .select({ id: externalTasks.id })
      .from(externalTasks)
      .where(and(eq(externalTasks.tenantId, tenantId), inArray(externalTasks.id, ids)));
    if (existing.length) {
      await tasks.setRetries(
        tenantId,
        existing.map((row) => row.id),
        retries,
      );
    }
    return existing.length;
  };
  const scheduler = startScheduler(db, runtime, {
    intervalMs: options.schedulerIntervalMs ?? 1000,
    setRetries: setExistingRetries,
    fireTimerStarts: () => fireDueTimerStarts(db, start, timerStartFailed),
    jobLockMs: options.jobLockMs,
  });
  // A fire that could not start its instance (the tenant's quota, a failing start) is told
  // in the tenant's log, for the definition's key.
  const timerStartFailed = (job: TimerStartJob, error: unknown) => {
    runtime.events.emit('failure', error);
    void store.log({
      tenantId: job.tenantId,
      level: 'error',
      source: 'engine',
      processInstanceId: null,
      activityId: job.activityId,
      message: `Timer start event ${job.activityId} of ${job.definitionKey} could not start an instance: ${(error as Error).message}`,
    });
  };

  const start = async (tenantId: number, definitionId: string, input: StartInput) => {
    const definition = await runtime.definition(definitionId).catch(() => null);
    if (!definition || definition.tenantId !== tenantId) {
      throw engineNotFound(`No process definition with id ${definitionId}`);
    }
    if (definition.suspended) {
      throw engineBadRequest(
        `Process definition ${definitionId} is suspended; it cannot start instances`,
      );
    }
    const startActivityId = input.startActivityId ?? initialStartOf(definition);
    await options.beforeStart?.(tenantId);
    const vars = fromVariableMap(input.variables);
    const row: InstanceRow = {
      id: randomUUID(),
      tenantId,
      definitionId,
      definitionKey: definition.key,
      businessKey: input.businessKey ?? null,
      state: 'ACTIVE',
      incidents: 0,
      revision: 0,
      startTime: new Date(),
      endTime: null,
      startActivityId,
      endActivityId: null,
      deleteReason: null,
      startUserId: input.startUserId ?? null,
      sync: input.sync ?? false,
      engineState: null,
      superProcessInstanceId: null,
      superActivityInstanceId: null,
      rootProcessInstanceId: null,
    };
    return runtime.start(definition, row, vars, input.ledger);
  };

  const engine: ProcessEngine = {
    query: createEngineQueries(db),
    async deploy(tenantId, input) {
      const result = await deployBpmn(db, tenantId, input);
      await definitions.changed({ kind: 'deployed' });
      return result;
    },

    latestDefinitionId: (tenantId, key) => runtime.latestDefinitionId(tenantId, key),

    async deleteDeployment(tenantId, deploymentId, cascade) {
      const [deployment] = await db
        .select({ id: deployments.id })
        .from(deployments)
        .where(and(eq(deployments.id, deploymentId), eq(deployments.tenantId, tenantId)));
      // Another tenant's deployment is answered like one that does not exist.
      if (!deployment) throw engineNotFound(`Deployment with id '${deploymentId}' does not exist`);
      const definitions = await db
        .select({ id: processDefinitions.id })
        .from(processDefinitions)
        .where(
          and(
            eq(processDefinitions.deploymentId, deploymentId),
            eq(processDefinitions.tenantId, tenantId),
          ),
        );
      for (const { id } of definitions) await engine.deleteDefinition(tenantId, id, cascade);
      await db.delete(deployments).where(eq(deployments.id, deployment.id));
    },

    async deleteDefinition(tenantId, definitionId, cascade) {
      const definition = await definitionOf(db, tenantId, definitionId);
      const running = await runningInstancesOf(db, definitionId);
      if (running.length && !cascade) {
        throw engineBadRequest(
          `Process definition ${definitionId} has ${running.length} running instances; delete with cascade`,
        );
      }
      for (const { id } of running)
        await cancelInstance(db, runtime, tenantId, id, 'definition deleted');
      await db.transaction(async (tx) => {
        const all = await tx
          .select({ id: processInstances.id })
          .from(processInstances)
          .where(eq(processInstances.definitionId, definitionId));
        await deleteInstanceRows(
          tx,
          all.map((row) => row.id),
        );
        await tx.delete(processDefinitions).where(eq(processDefinitions.id, definition.id));
        await restoreTimerStarts(tx, definition);
      });
      await definitions.changed({ kind: 'definition', id: definitionId });
    },

    async suspendDefinition(tenantId, definitionId, suspended, includeInstances = true) {
      await definitionOf(db, tenantId, definitionId);
      await db
        .update(processDefinitions)
        .set({ suspended })
        .where(eq(processDefinitions.id, definitionId));
      await definitions.changed({ kind: 'definition', id: definitionId });
      if (!includeInstances) return;
      const running = await runningInstancesOf(db, definitionId);
      await suspendInstances(
        db,
        runtime,
        running.map((row) => row.id),
        suspended,
      );
    },

    start,
    async instanceVariables(tenantId, instanceId) {
      const [row] = await db
        .select({ id: processInstances.id })
        .from(processInstances)
        .where(and(eq(processInstances.id, instanceId), eq(processInstances.tenantId, tenantId)));
      if (!row) throw engineNotFound(`Process instance with id ${instanceId} does not exist`);
      const vars = (await variablesOf(db, [instanceId])).get(instanceId) ?? new Map();
      return toVariableMap(vars);
    },
    waitForEnd: async (instanceId) => toVariableMap(await runtime.waitForEnd(instanceId)),
    cancel: (scope, instanceId, { reason }) =>
      cancelInstance(db, runtime, scope, instanceId, reason ?? null),

    async deleteAsync(tenantId, instanceIds, { reason, skipCustomListeners, user }) {
      if (!instanceIds.length) throw engineBadRequest('processInstanceIds is empty');
      const known = await runningInstances(db, tenantId, instanceIds);
      const unknown = instanceIds.length - known.length;
      if (unknown)
        throw engineBadRequest(`${unknown} of the process instances do not exist or have ended`);
      const [batch] = await db
        .insert(batches)
        .values({
          id: randomUUID(),
          tenantId,
          type: 'instance-deletion',
          totalJobs: known.length,
          payload: {
            instanceIds: known.map((row) => row.id),
            deleteReason: reason ?? null,
            skipCustomListeners: skipCustomListeners ?? true,
          },
          createUserId: user ?? null,
        })
        .returning();
      runtime.events.emit('batch');
      return batch;
    },

    async suspendInstance(tenantId, instanceId, suspended) {
      const [row] = await db
        .select()
        .from(processInstances)
        .where(and(eq(processInstances.id, instanceId), eq(processInstances.tenantId, tenantId)));
      if (!row) throw engineNotFound(`Process instance with id ${instanceId} does not exist`);
      await suspendInstances(db, runtime, [instanceId], suspended);
    },

    async setVariables(tenantId, instanceId, modifications, deletions = []) {
      const vars = fromVariableMap(modifications);
      const [row] = await db
        .select({ id: processInstances.id })
        .from(processInstances)
        .where(and(eq(processInstances.id, instanceId), eq(processInstances.tenantId, tenantId)));
      if (!row) throw engineNotFound(`Process instance with id ${instanceId} does not exist`);
      await runtime.step(instanceId, { kind: 'setVariables', set: [...vars], deleted: deletions });
    },

    correlateMessage: (tenantId, input) => correlateMessage(db, runtime, start, tenantId, input),

    fetchAndLock: (scope, request) => fetchAndLock(db, scope, request),
    ...tasks,
    ...bulk,
    // The bulk operation forgets the key's definitions here; the other processes hear it after.
    async suspendDefinitionsByKey(tenantId, key, suspended, includeInstances) {
      await bulk.suspendDefinitionsByKey(tenantId, key, suspended, includeInstances);
      await definitions.changed({ kind: 'key', tenantId, key });
    },

    onTasksAvailable(listener) {
      runtime.events.on('tasks', listener);
      return () => runtime.events.off('tasks', listener);
    },

    log: (tenantId, line) => store.log({ tenantId, ...line }),

    async close() {
      definitions.close();
      await scheduler.stop();
      await runtime.close();
    },
  };
  return engine;
}

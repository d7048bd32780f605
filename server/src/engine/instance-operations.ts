import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  activityInstances,
  externalTaskLogs,
  externalTasks,
  incidents,
  messageSubscriptions,
  processInstances,
  timerJobs,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import { engineNotFound } from './errors';
import { cancelCallsOf } from './runtime/call-activities';
import { runningDescendants } from './runtime/call-links';
import type { Runtime } from './runtime/runtime';
import type { TenantScope } from './types';

const RUNNING = sql`${processInstances.state} in ('ACTIVE', 'SUSPENDED')`;

/** The running instances among `ids` that the scope may touch. */
export async function runningInstances(db: Db | Tx, scope: TenantScope, ids: string[]) {
  return db
    .select({ id: processInstances.id, tenantId: processInstances.tenantId })
    .from(processInstances)
    .where(
      and(
        inArray(processInstances.id, ids),
        RUNNING,
        scope === 'all' ? undefined : eq(processInstances.tenantId, scope),
      ),
    );
}

/**
 * Stops running instances in one transaction (Camunda's delete: the history stays, state
 * EXTERNALLY_TERMINATED). Their tasks, timers and subscriptions go; open incidents are
 * closed as deleted; open activities end as canceled. Returns the ids that were stopped.
 */
export async function terminateInstances(db: Db, ids: string[], reason: string | null) {
  if (!ids.length) return [];
  return db.transaction((tx) => stopInstances(tx, ids, reason));
}

/**
 * The work of `terminateInstances` in the caller's transaction (a batch's chunk counts itself
 * in it). Returns the ids stopped: those of `ids` still running and the instances they called.
 */
export async function stopInstances(tx: Tx, ids: string[], reason: string | null) {
  if (!ids.length) return [];
  const now = new Date();
  // Camunda deletes the instances they called with them, and those they called.
  const called = await runningDescendants(tx, ids);
  const stopped = await tx
    .update(processInstances)
    .set({
      state: 'EXTERNALLY_TERMINATED',
      endTime: now,
      deleteReason: reason,
      engineState: null,
      incidents: 0,
      // A step of another process computed before the stop must not commit over it.
      revision: sql`${processInstances.revision} + 1`,
    })
    .where(and(inArray(processInstances.id, [...ids, ...called]), RUNNING))
    .returning({ id: processInstances.id });
  const stoppedIds = stopped.map((row) => row.id);
  if (!stoppedIds.length) return [];
  const tasks = await tx
    .delete(externalTasks)
    .where(inArray(externalTasks.processInstanceId, stoppedIds))
    .returning();
  if (tasks.length) {
    await tx.insert(externalTaskLogs).values(
      tasks.map((task) => ({
        ...task,
        id: randomUUID(),
        externalTaskId: task.id,
        timestamp: now,
        state: 'deleted',
      })),
    );
  }
  await tx.delete(timerJobs).where(inArray(timerJobs.processInstanceId, stoppedIds));
  await tx
    .delete(messageSubscriptions)
    .where(inArray(messageSubscriptions.processInstanceId, stoppedIds));
  await tx
    .update(incidents)
    .set({ state: 'deleted', endTime: now })
    .where(and(inArray(incidents.processInstanceId, stoppedIds), eq(incidents.state, 'open')));
  await tx
    .update(activityInstances)
    .set({ endTime: now, canceled: true })
    .where(
      and(
        inArray(activityInstances.processInstanceId, stoppedIds),
        isNull(activityInstances.endTime),
      ),
    );
  return stoppedIds;
}

/** Stops one instance, after any step of it in progress. */
export async function cancelInstance(
  db: Db,
  runtime: Runtime,
  scope: TenantScope,
  instanceId: string,
  reason: string | null,
) {
  const [instance] = await db
    .select({ state: processInstances.state })
    .from(processInstances)
    .where(
      and(
        eq(processInstances.id, instanceId),
        scope === 'all' ? undefined : eq(processInstances.tenantId, scope),
      ),
    );
  // As in Camunda, an instance that has ended is no longer a (runtime) process instance.
  if (!instance || (instance.state !== 'ACTIVE' && instance.state !== 'SUSPENDED')) {
    throw engineNotFound(`No process instance found for id '${instanceId}'`);
  }
  await runtime.serialize(instanceId, async () => {
    const stopped = await terminateInstances(db, [instanceId], reason);
    for (const id of stopped) runtime.cancelled(id, reason ?? 'deleted');
  });
  await cancelCallsOf(db, runtime, [instanceId], reason);
}

/** Suspends or activates instances: their tasks cannot be fetched, their timers wait. */
export async function suspendInstances(
  db: Db,
  runtime: Runtime,
  ids: string[],
  suspended: boolean,
) {
  for (const id of ids) {
    await runtime.serialize(id, async () => {
      await db.transaction(async (tx) => {
        await tx
          .update(processInstances)
          .set({
            state: suspended ? 'SUSPENDED' : 'ACTIVE',
            revision: sql`${processInstances.revision} + 1`,
          })
          .where(and(eq(processInstances.id, id), RUNNING));
        await tx
          .update(externalTasks)
          .set({ suspended })
          .where(eq(externalTasks.processInstanceId, id));
      });
      // A suspended instance must not move: its engine (and in-memory timers) stop here.
      runtime.evict(id);
    });
  }
}

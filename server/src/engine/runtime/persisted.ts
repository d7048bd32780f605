import { and, eq, isNull } from 'drizzle-orm';
import {
  activityInstances,
  externalTasks,
  messageSubscriptions,
  processInstances,
  timerJobs,
  variables as variableTable,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../http/envelope';
import type { LiveInstance } from './live-instance';
import { parseStored, type Variables } from './variables';

export const RUNNING = ['ACTIVE', 'SUSPENDED'] as const;
export const isRunning = (state: string) => (RUNNING as readonly string[]).includes(state);

/** The stored variables of an instance. */
export async function storedVariables(db: Db, instanceId: string): Promise<Variables> {
  const rows = await db
    .select()
    .from(variableTable)
    .where(eq(variableTable.processInstanceId, instanceId));
  return new Map(rows.map((row) => [row.name, parseStored(row.type, row.value)]));
}

/** A running instance as the database holds it: refused when it cannot run again. */
export async function persistedInstance(db: Db, instanceId: string) {
  const [row] = await db.select().from(processInstances).where(eq(processInstances.id, instanceId));
  if (!row) throw notFound(`No process instance with id ${instanceId}`);
  if (!isRunning(row.state)) {
    throw badRequest(`Process instance ${instanceId} is not running (${row.state})`);
  }
  if (!row.engineState) {
    throw badRequest(
      `Process instance ${instanceId} was imported as history only; it can be stopped but not moved on`,
    );
  }
  return { row, engineState: row.engineState };
}

/** Gives a recovered instance what it had in the database: tasks, waits and open activities. */
export async function restoreWaits(db: Db, live: LiveInstance) {
  const instanceId = live.row.id;
  const [tasks, subs, timers, open] = await Promise.all([
    db.select().from(externalTasks).where(eq(externalTasks.processInstanceId, instanceId)),
    db
      .select()
      .from(messageSubscriptions)
      .where(eq(messageSubscriptions.processInstanceId, instanceId)),
    db
      .select({ id: timerJobs.id })
      .from(timerJobs)
      .where(eq(timerJobs.processInstanceId, instanceId)),
    db
      .select()
      .from(activityInstances)
      .where(
        and(eq(activityInstances.processInstanceId, instanceId), isNull(activityInstances.endTime)),
      ),
  ]);
  for (const task of tasks) live.tasks.set(task.executionId, task.id);
  for (const sub of subs) {
    live.subscriptions.set(sub.executionId, { id: sub.id, name: sub.eventName });
  }
  // A timer job's id is `<timer execution id>:<instance id>`.
  for (const timer of timers) {
    live.timers.set(timer.id.slice(0, timer.id.lastIndexOf(`:${instanceId}`)), timer.id);
  }
  for (const activity of open) live.open.set(activity.id, activity);
  live.sequence = open.length ? Math.max(...open.map((a) => a.sequence)) + 1 : 0;
}

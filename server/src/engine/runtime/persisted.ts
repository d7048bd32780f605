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
import { engineBadRequest, engineNotFound } from '../errors';
import type { Waits } from './engine-thread-protocol';
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
  if (!row) throw engineNotFound(`No process instance with id ${instanceId}`);
  if (!isRunning(row.state)) {
    throw engineBadRequest(`Process instance ${instanceId} is not running (${row.state})`);
  }
  if (!row.engineState) {
    throw engineBadRequest(
      `Process instance ${instanceId} was imported as history only; it can be stopped but not moved on`,
    );
  }
  return { row, engineState: row.engineState };
}

/** What a recovered instance had in the database: tasks, waits and open activities. */
export async function waitsOf(db: Db, instanceId: string): Promise<Waits> {
  const [tasks, subscriptions, timers, open] = await Promise.all([
    db
      .select({ executionId: externalTasks.executionId, id: externalTasks.id })
      .from(externalTasks)
      .where(eq(externalTasks.processInstanceId, instanceId)),
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
  return {
    tasks: tasks.map((task) => [task.executionId, task.id]),
    subscriptions: subscriptions.map((sub) => [sub.executionId, sub.id, sub.eventName]),
    timers: timers.map((timer) => timer.id),
    open,
  };
}

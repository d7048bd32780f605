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
import { calledInstances } from './call-links';
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
    // No good step to go back to: it failed in its start (an incident) or is imported history.
    const why =
      row.incidents > 0
        ? 'failed when it started (see its incident)'
        : 'was imported as history only';
    throw engineBadRequest(
      `Process instance ${instanceId} ${why}; it can be stopped but not moved on`,
    );
  }
  return { row, engineState: row.engineState };
}

/** What a recovered instance had in the database: tasks, waits and open activities. */
export async function waitsOf(db: Db, instanceId: string): Promise<Waits> {
  const [tasks, subscriptions, timers, open, calls] = await Promise.all([
    db
      .select({
        executionId: externalTasks.executionId,
        id: externalTasks.id,
        locals: externalTasks.localVariables,
      })
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
    calledInstances(db, instanceId),
  ]);
  return {
    tasks: tasks.map((task) => [task.executionId, task.id, task.locals ?? undefined]),
    subscriptions: subscriptions.map((sub) => [sub.executionId, sub.id, sub.eventName]),
    timers: timers.map((timer) => timer.id),
    open,
    calls,
  };
}

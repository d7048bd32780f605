import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  activityInstances,
  dailyStats,
  engineLogs,
  externalTaskLogs,
  externalTasks,
  incidents,
  messageSubscriptions,
  processInstances,
  timerJobs,
  variables,
} from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { emptyChanges, mergeChanges, type StepChanges } from './changes';
import { insertRows, onConflictUpdate } from './json-rows';

async function upsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  target: string[],
  keep: string[],
  where?: SQL,
) {
  if (rows.length)
    await tx.execute(
      sql`${insertRows(table, rows)}${onConflictUpdate(table, target, keep, where)}`,
    );
}

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  if (rows.length) await tx.execute(insertRows(table, rows));
}

async function write(tx: Tx, changes: StepChanges) {
  // Open incidents are counted by SQL updates, not by steps; and a step never brings back an
  // instance that was stopped meanwhile.
  await upsert(
    tx,
    processInstances,
    [...changes.instances.values()],
    ['id'],
    ['id', 'incidents'],
    sql`"process_instance"."state" in ('ACTIVE', 'SUSPENDED')`,
  );
  await upsert(tx, activityInstances, [...changes.activities.values()], ['id'], ['id']);
  await upsert(
    tx,
    variables,
    [...changes.variables.values()],
    ['process_instance_id', 'name'],
    ['id', 'processInstanceId', 'name', 'createTime'],
  );
  for (const [instanceId, name] of changes.variablesDeleted.values()) {
    await tx
      .delete(variables)
      .where(and(eq(variables.processInstanceId, instanceId), eq(variables.name, name)));
  }
  await insertAll(tx, externalTasks, [...changes.tasksCreated.values()]);
  if (changes.tasksDeleted.size) {
    await tx.delete(externalTasks).where(inArray(externalTasks.id, [...changes.tasksDeleted]));
  }
  await insertAll(tx, externalTaskLogs, changes.taskLogs);
  await upsert(tx, incidents, [...changes.incidents.values()], ['id'], ['id']);
  await insertAll(tx, timerJobs, [...changes.timersCreated.values()]);
  if (changes.timersDeleted.size) {
    await tx.delete(timerJobs).where(inArray(timerJobs.id, [...changes.timersDeleted]));
  }
  await insertAll(tx, messageSubscriptions, [...changes.subscriptionsCreated.values()]);
  if (changes.subscriptionsDeleted.size) {
    await tx
      .delete(messageSubscriptions)
      .where(inArray(messageSubscriptions.id, [...changes.subscriptionsDeleted]));
  }
  await insertAll(tx, engineLogs, changes.logs);
  const stats = [...changes.stats.values()];
  if (stats.length) {
    await tx
      .insert(dailyStats)
      .values(stats)
      .onConflictDoUpdate({
        target: [dailyStats.tenantId, dailyStats.kind, dailyStats.day, dailyStats.outcome],
        set: { count: sql`${dailyStats.count} + excluded.count` },
      });
  }
}

interface Pending {
  changes: StepChanges;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Writes engine steps with group commit: steps that arrive while a transaction is being
 * written wait and go together in the next one. Each step's promise settles when its
 * transaction has committed, so a caller is answered only after its change is durable.
 */
export class EngineStore {
  private pending: Pending[] = [];
  private flushing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  commit(changes: StepChanges): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ changes, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** A log line with no step to ride on: written with the next transaction, not awaited. */
  log(line: StepChanges['logs'][number]) {
    const changes = emptyChanges();
    changes.logs.push(line);
    this.commit(changes).catch(() => undefined);
  }

  /** Resolves when everything committed so far is written. */
  async drain() {
    while (this.flushing) await this.flushing;
  }

  private async flush() {
    // Let the steps started in this turn of the event loop join the first transaction.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length) {
      const batch = this.pending.splice(0);
      const merged = emptyChanges();
      for (const { changes } of batch) mergeChanges(merged, changes);
      try {
        await this.db.transaction((tx) => write(tx, merged));
        for (const { resolve } of batch) resolve();
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    this.flushing = null;
  }
}

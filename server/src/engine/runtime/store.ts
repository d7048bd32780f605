import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** Rows per statement: well under PostgreSQL's 65535 parameters for our widest table. */
const CHUNK = 400;

const chunks = <T>(rows: T[]) => {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) result.push(rows.slice(i, i + CHUNK));
  return result;
};

/** `set col = excluded.col` for every column but the key. */
function excludedSet(table: PgTable, keys: string[]) {
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(getTableColumns(table))) {
    if (!keys.includes(property)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  return set;
}

async function upsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  target: PgColumn[],
  keys: string[],
  setWhere?: SQL,
) {
  for (const part of chunks(rows)) {
    await tx
      .insert(table)
      .values(part)
      .onConflictDoUpdate({ target, set: excludedSet(table, keys), setWhere });
  }
}

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (const part of chunks(rows)) await tx.insert(table).values(part);
}

async function write(tx: Tx, changes: StepChanges) {
  // Open incidents are counted by SQL updates, not by steps; and a step never brings back an
  // instance that was stopped meanwhile.
  await upsert(
    tx,
    processInstances,
    [...changes.instances.values()],
    [processInstances.id],
    ['id', 'incidents'],
    sql`${processInstances.state} in ('ACTIVE', 'SUSPENDED')`,
  );
  await upsert(
    tx,
    activityInstances,
    [...changes.activities.values()],
    [activityInstances.id],
    ['id'],
  );
  await upsert(
    tx,
    variables,
    [...changes.variables.values()],
    [variables.processInstanceId, variables.name],
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
  await upsert(tx, incidents, [...changes.incidents.values()], [incidents.id], ['id']);
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

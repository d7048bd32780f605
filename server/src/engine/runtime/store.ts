import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  activityInstances,
  automationEvents,
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
import type { Db } from '../../db/types';
import { databaseErrorOf } from '../../http/database-errors';
import { emptyChanges, mergeChanges, type StepChanges } from './changes';
import { insertRows, onConflictUpdate } from './json-rows';

/**
 * A step's writes as statements with no order between them: every table's rows in one, each
 * row in at most one of them (merged changes never create and delete the same row).
 */
function statements(changes: StepChanges): SQL[] {
  const parts: SQL[] = [];
  const upsert = <T extends PgTable>(
    table: T,
    rows: T['$inferInsert'][],
    target: string[],
    keep: string[],
    where?: SQL,
  ) => {
    if (rows.length)
      parts.push(sql`${insertRows(table, rows)}${onConflictUpdate(table, target, keep, where)}`);
  };
  const insertAll = <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
    if (rows.length) parts.push(insertRows(table, rows));
  };
  const deleteIds = (table: PgTable, id: PgColumn, ids: Set<string>) => {
    if (ids.size) parts.push(sql`delete from ${table} where ${inArray(id, [...ids])}`);
  };
  // Open incidents are counted by SQL updates, not by steps. A step writes its instance only
  // over the revision it was computed from (its row carries that revision + 1) and never brings
  // back an instance that was stopped meanwhile (a stop bumps the revision too); the statement's
  // last part fails the whole of it when any instance row was not written (see write()).
  const instances = [...changes.instances.values()];
  if (instances.length) {
    parts.push(
      sql`${insertRows(processInstances, instances)}${onConflictUpdate(
        processInstances,
        ['id'],
        ['id', 'incidents'],
        sql`"process_instance"."state" in ('ACTIVE', 'SUSPENDED')
        and "process_instance"."revision" = excluded."revision" - 1`,
      )} returning 1`,
    );
  }
  upsert(activityInstances, [...changes.activities.values()], ['id'], ['id']);
  upsert(
    variables,
    [...changes.variables.values()],
    ['process_instance_id', 'name'],
    ['id', 'processInstanceId', 'name', 'createTime'],
  );
  if (changes.variablesDeleted.size) {
    const gone = JSON.stringify(
      [...changes.variablesDeleted.values()].map(([instance, name]) => ({ instance, name })),
    );
    parts.push(sql`delete from "variable"
      using jsonb_to_recordset(${gone}::jsonb) as gone(instance text, name text)
      where "variable"."process_instance_id" = gone.instance and "variable"."name" = gone.name`);
  }
  insertAll(externalTasks, [...changes.tasksCreated.values()]);
  deleteIds(externalTasks, externalTasks.id, changes.tasksDeleted);
  insertAll(externalTaskLogs, changes.taskLogs);
  upsert(incidents, [...changes.incidents.values()], ['id'], ['id']);
  insertAll(timerJobs, [...changes.timersCreated.values()]);
  deleteIds(timerJobs, timerJobs.id, changes.timersDeleted);
  insertAll(messageSubscriptions, [...changes.subscriptionsCreated.values()]);
  deleteIds(messageSubscriptions, messageSubscriptions.id, changes.subscriptionsDeleted);
  insertAll(engineLogs, changes.logs);
  // Plain inserts: a second start of one event breaks the ledger's unique index, and the
  // whole step with it (see automationEvents).
  insertAll(automationEvents, changes.ledger);
  const stats = [...changes.stats.values()];
  if (stats.length) {
    parts.push(sql`${insertRows(dailyStats, stats)}
      on conflict ("tenant_id", "kind", "period_start", "outcome")
      do update set "count" = "daily_stat"."count" + excluded."count"`);
  }
  return parts;
}

/**
 * Writes a step in one statement: the tables' writes as data-modifying WITH queries, which
 * PostgreSQL runs to completion as one atomic statement. One round trip to the database, not
 * one per table inside a transaction (which, on the embedded database, kept it locked
 * while each next statement was on its way).
 */
async function write(db: Db, changes: StepChanges) {
  const parts = statements(changes);
  if (!parts.length) return;
  // The instance rows' write comes first when there is one (write_0): every one of them must
  // have been written, or engine_revisions_held fails the statement with 40001.
  const held = changes.instances.size
    ? sql`select engine_revisions_held(${changes.instances.size}, (select count(*) from write_0))`
    : sql`select 1`;
  await db.execute(
    sql`with ${sql.join(
      parts.map((part, i) => sql`${sql.raw(`write_${i}`)} as (${part})`),
      sql`, `,
    )} ${held}`,
  );
}

/** A write refused because another process committed a step of one of its instances first. */
export const isRevisionConflict = (error: unknown) => databaseErrorOf(error)?.code === '40001';

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

  /**
   * A log line with no step to ride on: written with the next transaction. Resolves when it
   * is written; a line that cannot be written is dropped rather than failing its caller.
   */
  log(line: StepChanges['logs'][number]): Promise<void> {
    const changes = emptyChanges();
    changes.logs.push(line);
    return this.commit(changes).catch(() => undefined);
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
        await write(this.db, merged);
        for (const { resolve } of batch) resolve();
      } catch (error) {
        if (batch.length === 1) batch[0].reject(error);
        // The shared statement wrote nothing: each step again alone, so that only the step
        // that cannot be written fails, not the other tenants' steps that rode with it.
        else
          for (const step of batch)
            await write(this.db, step.changes).then(step.resolve, step.reject);
      }
    }
    this.flushing = null;
  }
}

import { and, eq, gt, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { batches } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { withoutTenantOpt } from './absent';
import { eqOpt, parseDate, tenantIdIn, type Flags, type Texts } from './sql';
import { tableList, tableReads, type ListInput } from './table-list';

const b = batches;

/** Camunda's batch query, alike for the runtime batches and the history. */
export type BatchInput = Texts<
  'batchId' | 'type' | 'tenantIdIn' | 'createdBy' | 'startedBefore' | 'startedAfter'
> &
  Flags<'suspended' | 'completed' | 'withoutTenantId' | 'withFailures' | 'withoutFailures'> &
  ListInput;

/** Camunda's runtime batches are the unfinished ones; the history holds them all. */
const unfinished = isNull(b.endTime);

/**
 * The start time as Camunda dates have it: the database writes microseconds, and a batch
 * started before or after the very millisecond a client read from its JSON should fit.
 */
const startMillis = sql`date_trunc('milliseconds', ${b.startTime})`;

function startedWhen(q: BatchInput) {
  const before = parseDate('startedBefore', q.startedBefore);
  const after = parseDate('startedAfter', q.startedAfter);
  return and(before && lte(startMillis, before), after && gte(startMillis, after));
}

/** Batches of the tenant, newest first unless sorted; `running`: only unfinished ones. */
const batchList = (running: boolean) =>
  tableList({
    table: b,
    where: (tenantId: number, q: BatchInput) =>
      and(
        eq(b.tenantId, tenantId),
        running ? unfinished : undefined,
        eqOpt(b.id, q.batchId),
        eqOpt(b.type, q.type),
        q.suspended ? eq(b.suspended, true) : undefined,
        // History's completed filters both ways: true ended batches, false unfinished ones.
        q.completed === true
          ? isNotNull(b.endTime)
          : q.completed === false
            ? unfinished
            : undefined,
        tenantIdIn(tenantId, q.tenantIdIn),
        withoutTenantOpt(q.withoutTenantId),
        eqOpt(b.createUserId, q.createdBy),
        startedWhen(q),
        // A failed job here is an instance that had ended before the batch reached it.
        q.withFailures ? gt(b.failedJobs, 0) : undefined,
        q.withoutFailures ? eq(b.failedJobs, 0) : undefined,
      ),
    sorts: { batchId: b.id, startTime: b.startTime, endTime: b.endTime, tenantId: b.tenantId },
    tieBreakers: [b.id],
    defaultSort: { by: 'startTime', desc: true },
  });
const RUNNING_BATCHES = batchList(true);
const ALL_BATCHES = batchList(false);

/** Runtime batches (the unfinished ones) and the batch history, newest first unless sorted. */
export const batchReads = (db: Db) => {
  const missing = (id: string) => `Batch with id '${id}' does not exist`;
  return {
    running: tableReads(db, RUNNING_BATCHES, missing, unfinished),
    history: tableReads(db, ALL_BATCHES, missing),
  };
};

import { and, eq, gt, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { batches } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  camundaDate,
  eqOpt,
  listQuery,
  OptFlag,
  OptIdList,
  OptText,
  parseDate,
  REST,
  tenantIdIn,
} from './common';
import { withoutTenantOpt } from './absent';
import { idRoute, tableRoutes } from './list-routes';
import { tableList, tenantRow } from './table-list';

const b = batches;
export type BatchRow = typeof b.$inferSelect;

const BatchQuery = listQuery({
  batchId: OptText,
  type: OptText,
  suspended: OptFlag,
  completed: OptFlag,
  tenantIdIn: OptIdList,
  withoutTenantId: OptFlag,
  createdBy: OptText,
  startedBefore: OptText,
  startedAfter: OptText,
  withFailures: OptFlag,
  withoutFailures: OptFlag,
});

/** How a batch cuts its work into jobs, alike in the runtime and the history shape. */
const jobsJson = (row: BatchRow) => ({
  batchJobsPerSeed: 100,
  invocationsPerBatchJob: row.invocationsPerBatchJob,
  seedJobDefinitionId: null,
  monitorJobDefinitionId: null,
  batchJobDefinitionId: null,
});

/** A running batch in Camunda's shape (BatchDto); this engine's batches delete instances. */
export const batchJson = (row: BatchRow) => ({
  id: row.id,
  type: row.type,
  totalJobs: row.totalJobs,
  jobsCreated: row.jobsCreated,
  ...jobsJson(row),
  suspended: row.suspended,
  tenantId: String(row.tenantId),
  createUserId: row.createUserId,
  startTime: camundaDate(row.startTime),
  executionStartTime: camundaDate(row.startTime),
});

/**
 * Batch statistics (BatchStatisticsDto) with the console's progress figures. One job deletes
 * one instance; completed + failed + remaining = total:
 *   completedJobs: instances deleted; failedJobs: instances that had ended meanwhile;
 *   remainingJobs: jobs not finished yet (total − completed − failed);
 *   waitingExecutionJobs: jobs the batch has not taken in hand yet (total − jobsCreated), so
 *   remainingJobs − waitingExecutionJobs are the jobs being executed right now.
 */
export const batchStatisticsJson = (row: BatchRow) => ({
  ...batchJson(row),
  remainingJobs: Math.max(row.totalJobs - row.completedJobs - row.failedJobs, 0),
  completedJobs: row.completedJobs,
  failedJobs: row.failedJobs,
  waitingExecutionJobs: Math.max(row.totalJobs - row.jobsCreated, 0),
});

const historyJson = (row: BatchRow) => ({
  id: row.id,
  type: row.type,
  totalJobs: row.totalJobs,
  ...jobsJson(row),
  tenantId: String(row.tenantId),
  createUserId: row.createUserId,
  startTime: camundaDate(row.startTime),
  endTime: camundaDate(row.endTime),
  removalTime: null,
  executionStartTime: camundaDate(row.startTime),
});

/** Camunda's runtime batches are the unfinished ones; the history holds them all. */
const unfinished = isNull(b.endTime);

/**
 * The start time as Camunda dates have it: the database writes microseconds, and a batch
 * started before or after the very millisecond a client read from its JSON should fit.
 */
const startMillis = sql`date_trunc('milliseconds', ${b.startTime})`;

function startedWhen(q: Static<typeof BatchQuery>) {
  const before = parseDate('startedBefore', q.startedBefore);
  const after = parseDate('startedAfter', q.startedAfter);
  return and(before && lte(startMillis, before), after && gte(startMillis, after));
}

/** Batches of the tenant, newest first unless sorted; `running`: only unfinished ones. */
const batchList = (running: boolean) =>
  tableList({
    table: b,
    where: (tenantId: number, q: Static<typeof BatchQuery>) =>
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
export const RUNNING_BATCHES = batchList(true);
export const ALL_BATCHES = batchList(false);

/** Runtime batches, their statistics, and the batch history, each with a count. */
export async function batchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const batch = (tenantId: number, id: string, scope?: SQL) =>
    tenantRow(db, b, tenantId, id, `Batch with id '${id}' does not exist`, scope);

  const BATCH = `${REST}/batch`;
  tableRoutes(app, db, BATCH, BatchQuery, RUNNING_BATCHES, batchJson);
  tableRoutes(app, db, `${BATCH}/statistics`, BatchQuery, RUNNING_BATCHES, batchStatisticsJson);
  idRoute(app, `${BATCH}/:id`, async (tenantId, id) =>
    batchJson(await batch(tenantId, id, unfinished)),
  );

  const HISTORY = `${REST}/history/batch`;
  tableRoutes(app, db, HISTORY, BatchQuery, ALL_BATCHES, historyJson);
  idRoute(app, `${HISTORY}/:id`, async (tenantId, id) => historyJson(await batch(tenantId, id)));
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { batches } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { notFound } from '../../../http/envelope';
import {
  admin,
  camundaDate,
  countJson,
  IdParams,
  OptFlag,
  OptText,
  open,
  orderOf,
  pageOf,
  Paging,
  REST,
  Sorting,
  sortOf,
  tenantOf,
  type Page,
} from './common';

const b = batches;
export type BatchRow = typeof b.$inferSelect;

const BatchQuery = Type.Object(
  {
    batchId: OptText,
    type: OptText,
    suspended: OptFlag,
    completed: OptFlag,
    ...Paging,
    ...Sorting,
  },
  open,
);
type BatchInput = Static<typeof BatchQuery>;

const SORTS = ['batchId', 'startTime', 'endTime'] as const;
const SORT_COLUMNS: Record<(typeof SORTS)[number], AnyColumn> = {
  batchId: b.id,
  startTime: b.startTime,
  endTime: b.endTime,
};

/** A running batch in Camunda's shape (BatchDto); this engine's batches delete instances. */
export const batchJson = (row: BatchRow) => ({
  id: row.id,
  type: row.type,
  totalJobs: row.totalJobs,
  jobsCreated: row.jobsCreated,
  batchJobsPerSeed: 100,
  invocationsPerBatchJob: row.invocationsPerBatchJob,
  seedJobDefinitionId: null,
  monitorJobDefinitionId: null,
  batchJobDefinitionId: null,
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
  batchJobsPerSeed: 100,
  invocationsPerBatchJob: row.invocationsPerBatchJob,
  seedJobDefinitionId: null,
  monitorJobDefinitionId: null,
  batchJobDefinitionId: null,
  tenantId: String(row.tenantId),
  createUserId: row.createUserId,
  startTime: camundaDate(row.startTime),
  endTime: camundaDate(row.endTime),
  removalTime: null,
  executionStartTime: camundaDate(row.startTime),
});

/** `running`: only batches still at work (Camunda's runtime batches) or all (history). */
function conditions(tenantId: number, q: BatchInput, running: boolean) {
  return and(
    eq(b.tenantId, tenantId),
    running ? isNull(b.endTime) : undefined,
    q.batchId !== undefined ? eq(b.id, q.batchId) : undefined,
    q.type !== undefined ? eq(b.type, q.type) : undefined,
    q.suspended ? eq(b.suspended, true) : undefined,
    // History's completed filters both ways: true ended batches, false unfinished ones.
    q.completed === true
      ? isNotNull(b.endTime)
      : q.completed === false
        ? isNull(b.endTime)
        : undefined,
  );
}

/** Batches of the tenant, newest first unless sorted. */
export async function batchList(
  db: Db,
  tenantId: number,
  q: BatchInput,
  running: boolean,
  page: Page,
) {
  const sort = sortOf(SORTS, { by: 'startTime', desc: true }, q.sortBy, q.sortOrder);
  return db
    .select()
    .from(b)
    .where(conditions(tenantId, q, running))
    .orderBy(...orderOf(sort, SORT_COLUMNS[sort.by], b.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Runtime batches, their statistics, and the batch history, each with a count. */
export async function batchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const list = { schema: { querystring: BatchQuery }, config: admin };
  const byId = { schema: { params: IdParams }, config: admin };
  const count = async (tenantId: number, q: BatchInput, running: boolean) => {
    const [row] = await db
      .select({ count: sql<string>`count(*)` })
      .from(b)
      .where(conditions(tenantId, q, running));
    return countJson(Number(row.count));
  };
  const one = async (tenantId: number, id: string, running: boolean) => {
    const [row] = await batchList(db, tenantId, { batchId: id }, running, { offset: 0, limit: 1 });
    if (!row) throw notFound(`Batch with id ${id} does not exist`);
    return row;
  };

  const BATCH = `${REST}/batch`;
  r.get(BATCH, list, async (req) =>
    (await batchList(db, tenantOf(req), req.query, true, pageOf(req.query))).map(batchJson),
  );
  r.get(`${BATCH}/count`, list, async (req) => count(tenantOf(req), req.query, true));
  r.get(`${BATCH}/statistics`, list, async (req) =>
    (await batchList(db, tenantOf(req), req.query, true, pageOf(req.query))).map(
      batchStatisticsJson,
    ),
  );
  r.get(`${BATCH}/statistics/count`, list, async (req) => count(tenantOf(req), req.query, true));
  r.get(`${BATCH}/:id`, byId, async (req) =>
    batchJson(await one(tenantOf(req), req.params.id, true)),
  );

  const HISTORY = `${REST}/history/batch`;
  r.get(HISTORY, list, async (req) =>
    (await batchList(db, tenantOf(req), req.query, false, pageOf(req.query))).map(historyJson),
  );
  r.get(`${HISTORY}/count`, list, async (req) => count(tenantOf(req), req.query, false));
  r.get(`${HISTORY}/:id`, byId, async (req) =>
    historyJson(await one(tenantOf(req), req.params.id, false)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { BatchRow, ProcessEngine } from '../../../engine';
import { camundaDate, listQuery, OptFlag, OptIdList, OptText, REST } from './common';
import { idRoute, tableRoutes } from './list-routes';

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

/** Runtime batches, their statistics, and the batch history, each with a count. */
export async function batchRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const { running, history } = engine.query.batches;
  const BATCH = `${REST}/batch`;
  tableRoutes(app, BATCH, BatchQuery, running, batchJson);
  tableRoutes(app, `${BATCH}/statistics`, BatchQuery, running, batchStatisticsJson);
  idRoute(app, `${BATCH}/:id`, async (tenantId, id) => batchJson(await running.byId(tenantId, id)));

  const HISTORY = `${REST}/history/batch`;
  tableRoutes(app, HISTORY, BatchQuery, history, historyJson);
  idRoute(app, `${HISTORY}/:id`, async (tenantId, id) =>
    historyJson(await history.byId(tenantId, id)),
  );
}

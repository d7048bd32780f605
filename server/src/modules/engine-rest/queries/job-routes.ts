import type { FastifyInstance } from 'fastify';
import type { JobRow, ProcessEngine } from '../../../engine';
import { camundaDate, listQuery, OptFlag, OptIdList, OptText, pageOf, REST } from './common';
import { idRoute, listRoutes } from './list-routes';

const JobQuery = listQuery({
  jobId: OptText,
  jobIds: OptIdList,
  jobDefinitionId: OptText,
  processInstanceId: OptText,
  processInstanceIds: OptIdList,
  executionId: OptText,
  processDefinitionId: OptText,
  processDefinitionKey: OptText,
  activityId: OptText,
  dueDates: OptText,
  exceptionMessage: OptText,
  failedActivityId: OptText,
  tenantIdIn: OptIdList,
  executable: OptFlag,
  timers: OptFlag,
  messages: OptFlag,
  withRetriesLeft: OptFlag,
  noRetriesLeft: OptFlag,
  withException: OptFlag,
  active: OptFlag,
  suspended: OptFlag,
  withoutTenantId: OptFlag,
});

/**
 * A timer as Camunda's JobDto. A timer start event's job has no instance; none has failed, so
 * retries are Camunda's default 3 and there is no exception.
 */
const jobJson = (row: JobRow) => ({
  id: row.id,
  jobDefinitionId: null,
  processInstanceId: row.processInstanceId,
  executionId: row.processInstanceId,
  processDefinitionId: row.definitionId,
  processDefinitionKey: row.definitionKey,
  dueDate: camundaDate(row.dueDate),
  exceptionMessage: null,
  failedActivityId: null,
  retries: 3,
  priority: 0,
  suspended: row.suspended,
  tenantId: String(row.tenantId),
  createTime: camundaDate(row.createTime),
  batchId: null,
});

/** Camunda's job queries, read-only: the timers of waiting instances and of timer start events. */
export async function jobRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const { jobs } = engine.query;
  const JOB = `${REST}/job`;
  listRoutes(
    app,
    JOB,
    JobQuery,
    {
      page: async (tenantId, query) =>
        (await jobs.page(tenantId, query, pageOf(query))).map(jobJson),
      count: (tenantId, query) => jobs.count(tenantId, query),
    },
    { post: true },
  );
  idRoute(app, `${JOB}/:id`, async (tenantId, id) => jobJson(await jobs.byId(tenantId, id)));
}

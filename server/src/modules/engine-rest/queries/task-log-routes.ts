import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ProcessEngine, TaskLogRow } from '../../../engine';
import { camundaDate, listQuery, OptFlag, OptIdList, OptText, REST } from './common';
import { idRoute, tableRoutes } from './list-routes';
import { taskPlaceJson } from './shapes';

const LogQuery = listQuery({
  logId: OptText,
  externalTaskId: OptText,
  topicName: OptText,
  workerId: OptText,
  errorMessage: OptText,
  activityIdIn: OptIdList,
  processInstanceId: OptText,
  processDefinitionId: OptText,
  processDefinitionKey: OptText,
  creationLog: OptFlag,
  failureLog: OptFlag,
  successLog: OptFlag,
  deletionLog: OptFlag,
  activityInstanceIdIn: OptIdList,
  executionIdIn: OptIdList,
  tenantIdIn: OptIdList,
  withoutTenantId: OptFlag,
  priorityLowerThanOrEquals: Type.Optional(Type.Integer()),
  priorityHigherThanOrEquals: Type.Optional(Type.Integer()),
});

const logJson = (row: TaskLogRow) => ({
  id: row.id,
  timestamp: camundaDate(row.timestamp),
  externalTaskId: row.externalTaskId,
  topicName: row.topicName,
  workerId: row.workerId,
  priority: row.priority,
  retries: row.retries,
  errorMessage: row.errorMessage,
  ...taskPlaceJson(row),
  tenantId: String(row.tenantId),
  creationLog: row.state === 'created',
  failureLog: row.state === 'failed',
  successLog: row.state === 'successful',
  deletionLog: row.state === 'deleted',
  removalTime: null,
  rootProcessInstanceId: row.processInstanceId,
});

/** The external task log, newest first unless sorted (the tenant and time index). */
export async function taskLogRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const LOG = `${REST}/history/external-task-log`;
  const reads = engine.query.taskLogs;
  tableRoutes(app, LOG, LogQuery, reads, logJson, { post: true });
  idRoute(app, `${LOG}/:id`, async (tenantId, id) => logJson(await reads.byId(tenantId, id)));
  // The failure's details as text/plain, as Camunda answers them; 204 when there are none.
  idRoute(app, `${LOG}/:id/error-details`, async (tenantId, id, reply) => {
    const row = await reads.byId(tenantId, id);
    if (row.errorDetails === null) return reply.status(204).send();
    return reply.type('text/plain; charset=utf-8').send(row.errorDetails);
  });
}

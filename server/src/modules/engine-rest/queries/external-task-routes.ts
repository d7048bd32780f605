import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import type { ExternalTaskRow, ProcessEngine } from '../../../engine';
import {
  admin,
  camundaDate,
  listQuery,
  OptFlag,
  OptIdList,
  OptText,
  REST,
  tenantOf,
} from './common';
import { idRoute, tableRoutes } from './list-routes';
import { taskPlaceJson } from './shapes';

export const TaskQuery = listQuery({
  externalTaskId: OptText,
  externalTaskIdIn: OptIdList,
  lockExpirationBefore: OptText,
  lockExpirationAfter: OptText,
  activityIdIn: OptIdList,
  executionId: OptText,
  processInstanceIdIn: OptIdList,
  processDefinitionKey: OptText,
  processDefinitionKeyIn: OptIdList,
  processDefinitionName: OptText,
  processDefinitionNameLike: OptText,
  tenantIdIn: OptIdList,
  priorityHigherThanOrEquals: Type.Optional(Type.Integer()),
  priorityLowerThanOrEquals: Type.Optional(Type.Integer()),
  /** The instance's variables, `name_op_value` as in the instance queries. */
  processVariables: OptText,
  variableNamesIgnoreCase: OptFlag,
  variableValuesIgnoreCase: OptFlag,
  topicName: OptText,
  workerId: OptText,
  locked: OptFlag,
  notLocked: OptFlag,
  withRetriesLeft: OptFlag,
  noRetriesLeft: OptFlag,
  processInstanceId: OptText,
  processDefinitionId: OptText,
  activityId: OptText,
  suspended: OptFlag,
  active: OptFlag,
});

const taskJson = (row: ExternalTaskRow) => ({
  id: row.id,
  topicName: row.topicName,
  workerId: row.workerId,
  lockExpirationTime: camundaDate(row.lockExpirationTime),
  retries: row.retries,
  errorMessage: row.errorMessage,
  ...taskPlaceJson(row),
  processDefinitionVersionTag: null,
  tenantId: String(row.tenantId),
  priority: row.priority,
  suspended: row.suspended,
  businessKey: row.businessKey,
  createTime: camundaDate(row.createTime),
});

const TopicNamesQuery = Type.Object({
  withLockedTasks: OptFlag,
  withUnlockedTasks: OptFlag,
  withRetriesLeft: OptFlag,
});

/**
 * Open external tasks: list, count, the topics they wait on, one task, and its error details
 * as plain text.
 */
export async function externalTaskRoutes(
  app: FastifyInstance,
  { engine }: { engine: ProcessEngine },
) {
  const TASK = `${REST}/external-task`;
  const reads = engine.query.externalTasks;
  tableRoutes(app, TASK, TaskQuery, reads, taskJson, { post: true });
  app.get(
    `${TASK}/topic-names`,
    { schema: { querystring: TopicNamesQuery }, config: admin },
    async (req) => reads.topicNames(tenantOf(req), req.query as Static<typeof TopicNamesQuery>),
  );
  idRoute(app, `${TASK}/:id`, async (tenantId, id) => taskJson(await reads.byId(tenantId, id)));
  // Camunda answers the details as text/plain, and 204 when the task has none.
  idRoute(app, `${TASK}/:id/errorDetails`, async (tenantId, id, reply) => {
    const task = await reads.byId(tenantId, id);
    if (task.errorDetails === null) return reply.status(204).send();
    return reply.type('text/plain; charset=utf-8').send(task.errorDetails);
  });
}

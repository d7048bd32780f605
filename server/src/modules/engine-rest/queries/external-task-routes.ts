import { and, eq, gt, gte, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { externalTasks } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  admin,
  camundaDate,
  definitionNamed,
  tenantIdIn,
  eqOpt,
  gteOpt,
  inListOpt,
  listQuery,
  lteOpt,
  OptFlag,
  OptIdList,
  OptText,
  parseDate,
  REST,
  tenantOf,
} from './common';
import { variableConditions, variableMatch } from './variable-filter';
import { idRoute, tableRoutes } from './list-routes';
import { taskPlaceJson } from './shapes';
import { tableList, tenantRow } from './table-list';

const et = externalTasks;
type TaskRow = typeof et.$inferSelect;

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

/** Camunda's flags filter only when true; a lock counts while it has not expired. */
function conditions(tenantId: number, q: Static<typeof TaskQuery>) {
  const lockedNow = gt(et.lockExpirationTime, sql`now()`);
  return and(
    eq(et.tenantId, tenantId),
    eqOpt(et.id, q.externalTaskId),
    eqOpt(et.topicName, q.topicName),
    eqOpt(et.workerId, q.workerId),
    q.locked ? lockedNow : undefined,
    q.notLocked
      ? or(isNull(et.lockExpirationTime), lte(et.lockExpirationTime, sql`now()`))
      : undefined,
    q.withRetriesLeft ? or(isNull(et.retries), gt(et.retries, 0)) : undefined,
    q.noRetriesLeft ? eq(et.retries, 0) : undefined,
    eqOpt(et.processInstanceId, q.processInstanceId),
    eqOpt(et.definitionId, q.processDefinitionId),
    eqOpt(et.activityId, q.activityId),
    q.suspended ? eq(et.suspended, true) : undefined,
    q.active ? eq(et.suspended, false) : undefined,
    inListOpt(et.id, q.externalTaskIdIn),
    gteOpt(et.lockExpirationTime, parseDate('lockExpirationAfter', q.lockExpirationAfter)),
    lteOpt(et.lockExpirationTime, parseDate('lockExpirationBefore', q.lockExpirationBefore)),
    inListOpt(et.activityId, q.activityIdIn),
    eqOpt(et.executionId, q.executionId),
    inListOpt(et.processInstanceId, q.processInstanceIdIn),
    eqOpt(et.definitionKey, q.processDefinitionKey),
    inListOpt(et.definitionKey, q.processDefinitionKeyIn),
    definitionNamed(
      et.definitionId,
      tenantId,
      q.processDefinitionName,
      q.processDefinitionNameLike,
    ),
    // Only the caller's tenant is visible: naming only others matches nothing.
    tenantIdIn(tenantId, q.tenantIdIn),
    q.priorityHigherThanOrEquals === undefined
      ? undefined
      : gte(et.priority, q.priorityHigherThanOrEquals),
    q.priorityLowerThanOrEquals === undefined
      ? undefined
      : lte(et.priority, q.priorityLowerThanOrEquals),
    q.processVariables === undefined
      ? undefined
      : variableMatch(
          et.processInstanceId,
          tenantId,
          variableConditions(q.processVariables) ?? [],
          {
            names: q.variableNamesIgnoreCase,
            values: q.variableValuesIgnoreCase,
          },
        ),
  );
}

/** Oldest first unless sorted. */
export const EXTERNAL_TASKS = tableList({
  table: et,
  where: conditions,
  sorts: {
    id: et.id,
    lockExpirationTime: et.lockExpirationTime,
    processInstanceId: et.processInstanceId,
    processDefinitionId: et.definitionId,
    processDefinitionKey: et.definitionKey,
    taskPriority: et.priority,
    createTime: et.createTime,
    tenantId: et.tenantId,
  },
  tieBreakers: [et.id],
  defaultSort: { by: 'createTime', desc: false },
});

const taskJson = (row: TaskRow) => ({
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

const taskById = (db: Db, tenantId: number, id: string) =>
  tenantRow(db, et, tenantId, id, `External task with id ${id} does not exist`);

/** A lock counts while it has not expired; a task never locked is unlocked. */
const coalesce = (locked: SQL) => sql`coalesce(${locked}, false)`;
const TopicNamesQuery = Type.Object({
  withLockedTasks: OptFlag,
  withUnlockedTasks: OptFlag,
  withRetriesLeft: OptFlag,
});

/**
 * Open external tasks: list, count, the topics they wait on, one task, and its error details
 * as plain text.
 */
export async function externalTaskRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const TASK = `${REST}/external-task`;
  tableRoutes(app, db, TASK, TaskQuery, EXTERNAL_TASKS, taskJson, { post: true });
  app.get(
    `${TASK}/topic-names`,
    { schema: { querystring: TopicNamesQuery }, config: admin },
    async (req) => {
      const q = req.query as Static<typeof TopicNamesQuery>;
      const locked = sql`${et.lockExpirationTime} > now()`;
      const rows = await db
        .selectDistinct({ topic: et.topicName })
        .from(et)
        .where(
          and(
            eq(et.tenantId, tenantOf(req)),
            q.withLockedTasks ? locked : undefined,
            q.withUnlockedTasks ? not(coalesce(locked)) : undefined,
            q.withRetriesLeft ? or(isNull(et.retries), gt(et.retries, 0)) : undefined,
          ),
        )
        .orderBy(et.topicName);
      return rows.map((row) => row.topic);
    },
  );
  idRoute(app, `${TASK}/:id`, async (tenantId, id) => taskJson(await taskById(db, tenantId, id)));
  // Camunda answers the details as text/plain, and 204 when the task has none.
  idRoute(app, `${TASK}/:id/errorDetails`, async (tenantId, id, reply) => {
    const task = await taskById(db, tenantId, id);
    if (task.errorDetails === null) return reply.status(204).send();
    return reply.type('text/plain; charset=utf-8').send(task.errorDetails);
  });
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, gt, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { externalTasks } from '../../../db/schema';
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
} from './common';

const et = externalTasks;
type TaskRow = typeof et.$inferSelect;

const TaskQuery = Type.Object(
  {
    externalTaskId: OptText,
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
    ...Paging,
    ...Sorting,
  },
  open,
);

const SORTS = [
  'id',
  'lockExpirationTime',
  'processInstanceId',
  'processDefinitionId',
  'processDefinitionKey',
  'taskPriority',
  'createTime',
] as const;
const SORT_COLUMNS: Record<(typeof SORTS)[number], AnyColumn> = {
  id: et.id,
  lockExpirationTime: et.lockExpirationTime,
  processInstanceId: et.processInstanceId,
  processDefinitionId: et.definitionId,
  processDefinitionKey: et.definitionKey,
  taskPriority: et.priority,
  createTime: et.createTime,
};

/** Camunda's flags filter only when true; a lock counts while it has not expired. */
function conditions(tenantId: number, q: Static<typeof TaskQuery>) {
  const lockedNow = gt(et.lockExpirationTime, sql`now()`);
  return and(
    eq(et.tenantId, tenantId),
    q.externalTaskId !== undefined ? eq(et.id, q.externalTaskId) : undefined,
    q.topicName !== undefined ? eq(et.topicName, q.topicName) : undefined,
    q.workerId !== undefined ? eq(et.workerId, q.workerId) : undefined,
    q.locked ? lockedNow : undefined,
    q.notLocked
      ? or(isNull(et.lockExpirationTime), lte(et.lockExpirationTime, sql`now()`))
      : undefined,
    q.withRetriesLeft ? or(isNull(et.retries), gt(et.retries, 0)) : undefined,
    q.noRetriesLeft ? eq(et.retries, 0) : undefined,
    q.processInstanceId !== undefined ? eq(et.processInstanceId, q.processInstanceId) : undefined,
    q.processDefinitionId !== undefined ? eq(et.definitionId, q.processDefinitionId) : undefined,
    q.activityId !== undefined ? eq(et.activityId, q.activityId) : undefined,
    q.suspended ? eq(et.suspended, true) : undefined,
    q.active ? eq(et.suspended, false) : undefined,
  );
}

const taskJson = (row: TaskRow) => ({
  id: row.id,
  topicName: row.topicName,
  workerId: row.workerId,
  lockExpirationTime: camundaDate(row.lockExpirationTime),
  retries: row.retries,
  errorMessage: row.errorMessage,
  activityId: row.activityId,
  activityInstanceId: row.activityInstanceId,
  executionId: row.executionId,
  processInstanceId: row.processInstanceId,
  processDefinitionId: row.definitionId,
  processDefinitionKey: row.definitionKey,
  processDefinitionVersionTag: null,
  tenantId: String(row.tenantId),
  priority: row.priority,
  suspended: row.suspended,
  businessKey: row.businessKey,
  createTime: camundaDate(row.createTime),
});

async function taskById(db: Db, tenantId: number, id: string) {
  const [row] = await db
    .select()
    .from(et)
    .where(and(eq(et.id, id), eq(et.tenantId, tenantId)));
  if (!row) throw notFound(`External task with id ${id} does not exist`);
  return row;
}

/** Open external tasks: list, count, one task, and its error details as plain text. */
export async function externalTaskRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const TASK = `${REST}/external-task`;
  const list = { schema: { querystring: TaskQuery }, config: admin };
  const byId = { schema: { params: IdParams }, config: admin };

  r.get(TASK, list, async (req) => {
    const sort = sortOf(
      SORTS,
      { by: 'createTime', desc: false },
      req.query.sortBy,
      req.query.sortOrder,
    );
    const page = pageOf(req.query);
    const rows = await db
      .select()
      .from(et)
      .where(conditions(tenantOf(req), req.query))
      .orderBy(...orderOf(sort, SORT_COLUMNS[sort.by], et.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(taskJson);
  });
  r.get(`${TASK}/count`, list, async (req) => {
    const [row] = await db
      .select({ count: sql<string>`count(*)` })
      .from(et)
      .where(conditions(tenantOf(req), req.query));
    return countJson(Number(row.count));
  });
  r.get(`${TASK}/:id`, byId, async (req) =>
    taskJson(await taskById(db, tenantOf(req), req.params.id)),
  );
  // Camunda answers the details as text/plain, and 204 when the task has none.
  r.get(`${TASK}/:id/errorDetails`, byId, async (req, reply) => {
    const task = await taskById(db, tenantOf(req), req.params.id);
    if (task.errorDetails === null) return reply.status(204).send();
    return reply.type('text/plain; charset=utf-8').send(task.errorDetails);
  });
}

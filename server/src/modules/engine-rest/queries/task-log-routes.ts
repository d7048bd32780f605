import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { externalTaskLogs } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  admin,
  camundaDate,
  countJson,
  listOf,
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

const log = externalTaskLogs;

const LogQuery = Type.Object(
  {
    logId: OptText,
    externalTaskId: OptText,
    topicName: OptText,
    workerId: OptText,
    errorMessage: OptText,
    activityIdIn: Type.Optional(Type.String({ maxLength: 100_000 })),
    processInstanceId: OptText,
    processDefinitionId: OptText,
    processDefinitionKey: OptText,
    creationLog: OptFlag,
    failureLog: OptFlag,
    successLog: OptFlag,
    deletionLog: OptFlag,
    ...Paging,
    ...Sorting,
  },
  open,
);

const SORTS = [
  'timestamp',
  'externalTaskId',
  'topicName',
  'workerId',
  'retries',
  'priority',
  'activityId',
  'processInstanceId',
  'processDefinitionId',
  'processDefinitionKey',
] as const;
const SORT_COLUMNS: Record<(typeof SORTS)[number], AnyColumn> = {
  timestamp: log.timestamp,
  externalTaskId: log.externalTaskId,
  topicName: log.topicName,
  workerId: log.workerId,
  retries: log.retries,
  priority: log.priority,
  activityId: log.activityId,
  processInstanceId: log.processInstanceId,
  processDefinitionId: log.definitionId,
  processDefinitionKey: log.definitionKey,
};

/** Camunda's four log flags and the table's state: created, failed, successful, deleted. */
const FLAGS = [
  ['creationLog', 'created'],
  ['failureLog', 'failed'],
  ['successLog', 'successful'],
  ['deletionLog', 'deleted'],
] as const;

function conditions(tenantId: number, q: Static<typeof LogQuery>) {
  // Several flags together ask for entries with all of them, which no entry has.
  const states = FLAGS.filter(([flag]) => q[flag]).map(([, state]) => state);
  const activities = listOf(q.activityIdIn);
  return and(
    eq(log.tenantId, tenantId),
    q.logId !== undefined ? eq(log.id, q.logId) : undefined,
    q.externalTaskId !== undefined ? eq(log.externalTaskId, q.externalTaskId) : undefined,
    q.topicName !== undefined ? eq(log.topicName, q.topicName) : undefined,
    q.workerId !== undefined ? eq(log.workerId, q.workerId) : undefined,
    q.errorMessage !== undefined ? eq(log.errorMessage, q.errorMessage) : undefined,
    activities ? inArray(log.activityId, activities) : undefined,
    q.processInstanceId !== undefined ? eq(log.processInstanceId, q.processInstanceId) : undefined,
    q.processDefinitionId !== undefined ? eq(log.definitionId, q.processDefinitionId) : undefined,
    q.processDefinitionKey !== undefined
      ? eq(log.definitionKey, q.processDefinitionKey)
      : undefined,
    states.length > 1 ? sql`false` : states.length ? eq(log.state, states[0]) : undefined,
  );
}

const logJson = (row: typeof log.$inferSelect) => ({
  id: row.id,
  timestamp: camundaDate(row.timestamp),
  externalTaskId: row.externalTaskId,
  topicName: row.topicName,
  workerId: row.workerId,
  priority: row.priority,
  retries: row.retries,
  errorMessage: row.errorMessage,
  activityId: row.activityId,
  activityInstanceId: row.activityInstanceId,
  executionId: row.executionId,
  processInstanceId: row.processInstanceId,
  processDefinitionId: row.definitionId,
  processDefinitionKey: row.definitionKey,
  tenantId: String(row.tenantId),
  creationLog: row.state === 'created',
  failureLog: row.state === 'failed',
  successLog: row.state === 'successful',
  deletionLog: row.state === 'deleted',
  removalTime: null,
  rootProcessInstanceId: row.processInstanceId,
});

/** The external task log, newest first unless sorted (the tenant and time index). */
export async function taskLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const LOG = `${REST}/history/external-task-log`;
  const list = { schema: { querystring: LogQuery }, config: admin };
  r.get(LOG, list, async (req) => {
    const sort = sortOf(
      SORTS,
      { by: 'timestamp', desc: true },
      req.query.sortBy,
      req.query.sortOrder,
    );
    const page = pageOf(req.query);
    const rows = await db
      .select()
      .from(log)
      .where(conditions(tenantOf(req), req.query))
      .orderBy(...orderOf(sort, SORT_COLUMNS[sort.by], log.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(logJson);
  });
  r.get(`${LOG}/count`, list, async (req) => {
    const [row] = await db
      .select({ count: sql<string>`count(*)` })
      .from(log)
      .where(conditions(tenantOf(req), req.query));
    return countJson(Number(row.count));
  });
}

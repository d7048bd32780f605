import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { externalTaskLogs } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  camundaDate,
  eqOpt,
  inListOpt,
  listOf,
  listQuery,
  OptFlag,
  OptIdList,
  OptText,
  REST,
  tenantIdIn,
} from './common';
import { idRoute, tableRoutes } from './list-routes';
import { taskPlaceJson } from './shapes';
import { tableList, tenantRow } from './table-list';

const log = externalTaskLogs;

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
    eqOpt(log.id, q.logId),
    eqOpt(log.externalTaskId, q.externalTaskId),
    eqOpt(log.topicName, q.topicName),
    eqOpt(log.workerId, q.workerId),
    eqOpt(log.errorMessage, q.errorMessage),
    activities ? inArray(log.activityId, activities) : undefined,
    eqOpt(log.processInstanceId, q.processInstanceId),
    eqOpt(log.definitionId, q.processDefinitionId),
    eqOpt(log.definitionKey, q.processDefinitionKey),
    states.length > 1 ? sql`false` : states.length ? eq(log.state, states[0]) : undefined,
    inListOpt(log.activityInstanceId, q.activityInstanceIdIn),
    inListOpt(log.executionId, q.executionIdIn),
    tenantIdIn(tenantId, q.tenantIdIn),
    // Every entry has a tenant here.
    q.withoutTenantId ? sql`false` : undefined,
    q.priorityLowerThanOrEquals === undefined
      ? undefined
      : lte(log.priority, q.priorityLowerThanOrEquals),
    q.priorityHigherThanOrEquals === undefined
      ? undefined
      : gte(log.priority, q.priorityHigherThanOrEquals),
  );
}

/** Newest first unless sorted (the tenant and time index). */
const LOG_ENTRIES = tableList({
  table: log,
  where: conditions,
  sorts: {
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
    activityInstanceId: log.activityInstanceId,
    executionId: log.executionId,
    tenantId: log.tenantId,
  },
  tieBreakers: [log.id],
  defaultSort: { by: 'timestamp', desc: true },
});

const logJson = (row: typeof log.$inferSelect) => ({
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
export async function taskLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const LOG = `${REST}/history/external-task-log`;
  tableRoutes(app, db, LOG, LogQuery, LOG_ENTRIES, logJson, { post: true });
  const entry = (tenantId: number, id: string) =>
    tenantRow(db, log, tenantId, id, `Historic external task log with id ${id} does not exist`);
  idRoute(app, `${LOG}/:id`, async (tenantId, id) => logJson(await entry(tenantId, id)));
  // The failure's details as text/plain, as Camunda answers them; 204 when there are none.
  idRoute(app, `${LOG}/:id/error-details`, async (tenantId, id, reply) => {
    const row = await entry(tenantId, id);
    if (row.errorDetails === null) return reply.status(204).send();
    return reply.type('text/plain; charset=utf-8').send(row.errorDetails);
  });
}

import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { externalTaskLogs } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { eqOpt, inListOpt, listOf, tenantIdIn, type Flags, type Texts } from './sql';
import { tableList, tableReads, type ListInput } from './table-list';

const log = externalTaskLogs;

/** Camunda's historic external task log query. */
export type TaskLogInput = Texts<
  | 'logId'
  | 'externalTaskId'
  | 'topicName'
  | 'workerId'
  | 'errorMessage'
  | 'activityIdIn'
  | 'processInstanceId'
  | 'processDefinitionId'
  | 'processDefinitionKey'
  | 'activityInstanceIdIn'
  | 'executionIdIn'
  | 'tenantIdIn'
> &
  Flags<'creationLog' | 'failureLog' | 'successLog' | 'deletionLog' | 'withoutTenantId'> & {
    priorityLowerThanOrEquals?: number;
    priorityHigherThanOrEquals?: number;
  } & ListInput;

/** Camunda's four log flags and the table's state: created, failed, successful, deleted. */
const FLAGS = [
  ['creationLog', 'created'],
  ['failureLog', 'failed'],
  ['successLog', 'successful'],
  ['deletionLog', 'deleted'],
] as const;

function conditions(tenantId: number, q: TaskLogInput) {
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

/** The external task log, newest first unless sorted (the tenant and time index). */
export const taskLogReads = (db: Db) =>
  tableReads(db, LOG_ENTRIES, (id) => `Historic external task log with id ${id} does not exist`);

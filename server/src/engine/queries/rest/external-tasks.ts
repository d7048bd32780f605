import { and, eq, gt, gte, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { externalTasks } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  definitionNamed,
  eqOpt,
  gteOpt,
  inListOpt,
  lteOpt,
  parseDate,
  tenantIdIn,
  type Flags,
  type Page,
  type Texts,
} from './sql';
import { tableList, tablePage, tableReads, type ListInput } from './table-list';
import { variableConditions, variableMatch } from './variable-filter';

const et = externalTasks;

/** Camunda's external task query; processVariables is `name_op_value` as in instance queries. */
export type TaskInput = Texts<
  | 'externalTaskId'
  | 'externalTaskIdIn'
  | 'lockExpirationBefore'
  | 'lockExpirationAfter'
  | 'activityIdIn'
  | 'executionId'
  | 'processInstanceIdIn'
  | 'processDefinitionKey'
  | 'processDefinitionKeyIn'
  | 'processDefinitionName'
  | 'processDefinitionNameLike'
  | 'tenantIdIn'
  | 'processVariables'
  | 'topicName'
  | 'workerId'
  | 'processInstanceId'
  | 'processDefinitionId'
  | 'activityId'
> &
  Flags<
    | 'variableNamesIgnoreCase'
    | 'variableValuesIgnoreCase'
    | 'locked'
    | 'notLocked'
    | 'withRetriesLeft'
    | 'noRetriesLeft'
    | 'suspended'
    | 'active'
  > & { priorityHigherThanOrEquals?: number; priorityLowerThanOrEquals?: number } & ListInput;

/** The topic-names call's flags. */
export type TopicNamesInput = Flags<'withLockedTasks' | 'withUnlockedTasks' | 'withRetriesLeft'>;

/** Camunda's flags filter only when true; a lock counts while it has not expired. */
function conditions(tenantId: number, q: TaskInput) {
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
const EXTERNAL_TASKS = tableList({
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

/** A lock counts while it has not expired; a task never locked is unlocked. */
const coalesce = (locked: SQL) => sql`coalesce(${locked}, false)`;

/**
 * Open external tasks: list, count, one task, the topics they wait on, and the ids a retries
 * call names by task query or by the tasks' instances.
 */
export const externalTaskReads = (db: Db) => ({
  ...tableReads(db, EXTERNAL_TASKS, (id) => `External task with id ${id} does not exist`),
  topicNames: async (tenantId: number, q: TopicNamesInput) => {
    const locked = sql`${et.lockExpirationTime} > now()`;
    const rows = await db
      .selectDistinct({ topic: et.topicName })
      .from(et)
      .where(
        and(
          eq(et.tenantId, tenantId),
          q.withLockedTasks ? locked : undefined,
          q.withUnlockedTasks ? not(coalesce(locked)) : undefined,
          q.withRetriesLeft ? or(isNull(et.retries), gt(et.retries, 0)) : undefined,
        ),
      )
      .orderBy(et.topicName);
    return rows.map((row) => row.topic);
  },
  idsOfQuery: async (tenantId: number, query: TaskInput, page: Page) =>
    (await tablePage(db, EXTERNAL_TASKS, tenantId, query, page)).map((row) => row.id),
  idsOfInstances: async (tenantId: number, instanceIds: string[]) => {
    const rows = await db
      .select({ id: et.id })
      .from(et)
      .where(and(eq(et.tenantId, tenantId), inArray(et.processInstanceId, instanceIds)));
    return rows.map((row) => row.id);
  },
});

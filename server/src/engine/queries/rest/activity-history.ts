import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { activityInstances } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { absentOpt, withoutTenantOpt } from './absent';
import { eqOpt, gteOpt, lteOpt, parseDate, tenantIdIn, type Flags, type Texts } from './sql';
import { tableList, tableReads, type ListInput } from './table-list';

const ai = activityInstances;

/** Camunda's historic activity instance query. */
export type ActivityInput = Texts<
  | 'activityInstanceId'
  | 'processInstanceId'
  | 'processDefinitionId'
  | 'executionId'
  | 'activityId'
  | 'activityName'
  | 'activityType'
  | 'startedBefore'
  | 'startedAfter'
  | 'finishedBefore'
  | 'finishedAfter'
  | 'taskAssignee'
  | 'tenantIdIn'
> &
  Flags<'finished' | 'unfinished' | 'canceled' | 'completeScope' | 'withoutTenantId'> &
  ListInput;

/** An end event that ended normally completes its scope (the process). */
const endsScope = sql`(${ai.activityType} ilike '%endEvent' and ${ai.endTime} is not null and not ${ai.canceled})`;

function activityConditions(tenantId: number, q: ActivityInput) {
  return and(
    eq(ai.tenantId, tenantId),
    eqOpt(ai.id, q.activityInstanceId),
    eqOpt(ai.processInstanceId, q.processInstanceId),
    eqOpt(ai.definitionId, q.processDefinitionId),
    eqOpt(ai.executionId, q.executionId),
    eqOpt(ai.activityId, q.activityId),
    eqOpt(ai.activityName, q.activityName),
    eqOpt(ai.activityType, q.activityType),
    q.finished ? isNotNull(ai.endTime) : undefined,
    q.unfinished ? isNull(ai.endTime) : undefined,
    q.canceled ? eq(ai.canceled, true) : undefined,
    q.completeScope ? endsScope : undefined,
    lteOpt(ai.startTime, parseDate('startedBefore', q.startedBefore)),
    gteOpt(ai.startTime, parseDate('startedAfter', q.startedAfter)),
    lteOpt(ai.endTime, parseDate('finishedBefore', q.finishedBefore)),
    gteOpt(ai.endTime, parseDate('finishedAfter', q.finishedAfter)),
    // User tasks here have no assignee (activity JSON answers assignee null).
    absentOpt(q.taskAssignee),
    tenantIdIn(tenantId, q.tenantIdIn),
    withoutTenantOpt(q.withoutTenantId),
  );
}

/** Oldest first unless sorted; activities that started together keep the engine's order. */
const ACTIVITIES = tableList({
  table: ai,
  where: activityConditions,
  sorts: {
    activityInstanceId: ai.id,
    instanceId: ai.processInstanceId,
    executionId: ai.executionId,
    activityId: ai.activityId,
    activityName: ai.activityName,
    activityType: ai.activityType,
    startTime: ai.startTime,
    endTime: ai.endTime,
    duration: sql`(${ai.endTime} - ${ai.startTime})`,
    tenantId: ai.tenantId,
    definitionId: ai.definitionId,
    occurrence: ai.sequence,
  },
  tieBreakers: [ai.sequence, ai.id],
  defaultSort: { by: 'startTime', desc: false },
});

/**
 * The history of activity instances, oldest first unless sorted. Meant to be read per process
 * instance (its index); a tenant-wide read scans the tenant's rows.
 */
export const activityHistoryReads = (db: Db) =>
  tableReads(db, ACTIVITIES, (id) => `Historic activity instance with id ${id} does not exist`);

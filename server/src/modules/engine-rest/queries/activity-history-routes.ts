import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { activityInstances } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  camundaDate,
  durationOf,
  eqOpt,
  gteOpt,
  listQuery,
  lteOpt,
  OptFlag,
  OptIdList,
  OptText,
  parseDate,
  REST,
  tenantIdIn,
} from './common';
import { absentOpt, withoutTenantOpt } from './absent';
import { tableRoutes } from './list-routes';
import { tableList } from './table-list';

const ai = activityInstances;
const ActivityQuery = listQuery({
  activityInstanceId: OptText,
  processInstanceId: OptText,
  processDefinitionId: OptText,
  executionId: OptText,
  activityId: OptText,
  activityName: OptText,
  activityType: OptText,
  finished: OptFlag,
  unfinished: OptFlag,
  canceled: OptFlag,
  completeScope: OptFlag,
  startedBefore: OptText,
  startedAfter: OptText,
  finishedBefore: OptText,
  finishedAfter: OptText,
  taskAssignee: OptText,
  tenantIdIn: OptIdList,
  withoutTenantId: OptFlag,
});

/** An end event that ended normally completes its scope (the process). */
const endsScope = sql`(${ai.activityType} ilike '%endEvent' and ${ai.endTime} is not null and not ${ai.canceled})`;

function activityConditions(tenantId: number, q: Static<typeof ActivityQuery>) {
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

const activityJson = (row: typeof ai.$inferSelect) => ({
  id: row.id,
  // Activities sit directly in the process instance, whose activity instance id is its own id.
  parentActivityInstanceId: row.processInstanceId,
  activityId: row.activityId,
  activityName: row.activityName,
  activityType: row.activityType,
  processDefinitionKey: row.definitionKey,
  processDefinitionId: row.definitionId,
  processInstanceId: row.processInstanceId,
  executionId: row.executionId,
  taskId: row.taskId,
  calledProcessInstanceId: null,
  calledCaseInstanceId: null,
  assignee: null,
  startTime: camundaDate(row.startTime),
  endTime: camundaDate(row.endTime),
  durationInMillis: durationOf(row.startTime, row.endTime),
  canceled: row.canceled,
  completeScope: /endEvent$/i.test(row.activityType) && row.endTime !== null && !row.canceled,
  tenantId: String(row.tenantId),
  removalTime: null,
  rootProcessInstanceId: row.processInstanceId,
});

/**
 * The history of activity instances, oldest first unless sorted. Meant to be read per process
 * instance (its index); a tenant-wide read scans the tenant's rows.
 */
export async function activityHistoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const url = `${REST}/history/activity-instance`;
  tableRoutes(app, db, url, ActivityQuery, ACTIVITIES, activityJson, { post: true });
}

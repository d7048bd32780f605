import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, gte, isNotNull, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { activityInstances } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  admin,
  camundaDate,
  countJson,
  durationOf,
  OptFlag,
  OptText,
  open,
  orderOf,
  pageOf,
  Paging,
  parseDate,
  REST,
  Sorting,
  sortOf,
  tenantOf,
} from './common';

const ai = activityInstances;
const ActivityQuery = Type.Object(
  {
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
    ...Paging,
    ...Sorting,
  },
  open,
);
const ACTIVITY_SORTS = [
  'activityInstanceId',
  'instanceId',
  'executionId',
  'activityId',
  'activityName',
  'activityType',
  'startTime',
  'endTime',
  'duration',
  'definitionId',
  'occurrence',
] as const;
const ACTIVITY_COLUMNS: Record<(typeof ACTIVITY_SORTS)[number], AnyColumn | SQL> = {
  activityInstanceId: ai.id,
  instanceId: ai.processInstanceId,
  executionId: ai.executionId,
  activityId: ai.activityId,
  activityName: ai.activityName,
  activityType: ai.activityType,
  startTime: ai.startTime,
  endTime: ai.endTime,
  duration: sql`(${ai.endTime} - ${ai.startTime})`,
  definitionId: ai.definitionId,
  occurrence: ai.sequence,
};

/** An end event that ended normally completes its scope (the process). */
const endsScope = sql`(${ai.activityType} ilike '%endEvent' and ${ai.endTime} is not null and not ${ai.canceled})`;

function activityConditions(tenantId: number, q: Static<typeof ActivityQuery>) {
  return and(
    eq(ai.tenantId, tenantId),
    q.activityInstanceId !== undefined ? eq(ai.id, q.activityInstanceId) : undefined,
    q.processInstanceId !== undefined ? eq(ai.processInstanceId, q.processInstanceId) : undefined,
    q.processDefinitionId !== undefined ? eq(ai.definitionId, q.processDefinitionId) : undefined,
    q.executionId !== undefined ? eq(ai.executionId, q.executionId) : undefined,
    q.activityId !== undefined ? eq(ai.activityId, q.activityId) : undefined,
    q.activityName !== undefined ? eq(ai.activityName, q.activityName) : undefined,
    q.activityType !== undefined ? eq(ai.activityType, q.activityType) : undefined,
    q.finished ? isNotNull(ai.endTime) : undefined,
    q.unfinished ? isNull(ai.endTime) : undefined,
    q.canceled ? eq(ai.canceled, true) : undefined,
    q.completeScope ? endsScope : undefined,
    lteOpt(ai.startTime, parseDate('startedBefore', q.startedBefore)),
    gteOpt(ai.startTime, parseDate('startedAfter', q.startedAfter)),
    lteOpt(ai.endTime, parseDate('finishedBefore', q.finishedBefore)),
    gteOpt(ai.endTime, parseDate('finishedAfter', q.finishedAfter)),
  );
}
const lteOpt = (column: AnyColumn, date: Date | undefined) =>
  date ? lte(column, date) : undefined;
const gteOpt = (column: AnyColumn, date: Date | undefined) =>
  date ? gte(column, date) : undefined;

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
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const activities = { schema: { querystring: ActivityQuery }, config: admin };
  const ACTIVITY = `${REST}/history/activity-instance`;
  r.get(ACTIVITY, activities, async (req) => {
    const sort = sortOf(
      ACTIVITY_SORTS,
      { by: 'startTime', desc: false },
      req.query.sortBy,
      req.query.sortOrder,
    );
    const page = pageOf(req.query);
    const rows = await db
      .select()
      .from(ai)
      .where(activityConditions(tenantOf(req), req.query))
      .orderBy(...orderOf(sort, ACTIVITY_COLUMNS[sort.by], ai.sequence, ai.id))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(activityJson);
  });
  r.get(`${ACTIVITY}/count`, activities, async (req) => {
    const [row] = await db
      .select({ count: sql<string>`count(*)` })
      .from(ai)
      .where(activityConditions(tenantOf(req), req.query));
    return countJson(Number(row.count));
  });
}

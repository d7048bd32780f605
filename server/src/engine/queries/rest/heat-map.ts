import { and, eq, inArray, sql } from 'drizzle-orm';
import { activityInstances, incidents, processDefinitions } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { gteOpt, listOf, lteOpt, parseDate, sortOf, type Flags, type Texts } from './sql';
import { tenantRow } from './table-list';

/** Camunda's history heat map parameters (HistoricActivityStatisticsQueryDto). */
export type HeatInput = Flags<'canceled' | 'finished' | 'completeScope' | 'incidents'> &
  Texts<
    | 'startedBefore'
    | 'startedAfter'
    | 'finishedBefore'
    | 'finishedAfter'
    | 'processInstanceIdIn'
    | 'sortBy'
    | 'sortOrder'
  >;

const ai = activityInstances;
const END_EVENT = sql`${ai.activityType} in ('noneEndEvent', 'endEvent', 'errorEndEvent', 'terminateEndEvent', 'messageEndEvent', 'signalEndEvent', 'escalationEndEvent')`;
const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})::int`;

interface Counts {
  instances: number;
  canceled: number;
  finished: number;
  completeScope: number;
  openIncidents: number;
  resolvedIncidents: number;
  deletedIncidents: number;
}
const ZERO: Counts = {
  instances: 0,
  canceled: 0,
  finished: 0,
  completeScope: 0,
  openIncidents: 0,
  resolvedIncidents: 0,
  deletedIncidents: 0,
};

/**
 * Camunda's history heat map (HistoricActivityStatisticsDto): per activity of a definition,
 * the activity instances running now, and on request those finished, canceled and ending
 * their scope, and its incidents by state. Activities with nothing to count are left out.
 */
export const heatMapReads = (db: Db) => ({
  heatMap: async (tenantId: number, id: string, q: HeatInput) => {
    const sort = sortOf(['activityId'], { by: 'activityId', desc: false }, q.sortBy, q.sortOrder);
    const missing = `No process definition found with id: ${id}`;
    await tenantRow(db, processDefinitions, tenantId, id, missing);
    const instanceIds = listOf(q.processInstanceIdIn);
    const activities = await db
      .select({
        id: ai.activityId,
        instances: counted(sql`${ai.endTime} is null`),
        finished: counted(sql`${ai.endTime} is not null`),
        canceled: counted(sql`${ai.canceled}`),
        completeScope: counted(
          sql`${ai.endTime} is not null and not ${ai.canceled} and ${END_EVENT}`,
        ),
      })
      .from(ai)
      .where(
        and(
          eq(ai.tenantId, tenantId),
          eq(ai.definitionId, id),
          instanceIds ? inArray(ai.processInstanceId, instanceIds) : undefined,
          lteOpt(ai.startTime, parseDate('startedBefore', q.startedBefore)),
          gteOpt(ai.startTime, parseDate('startedAfter', q.startedAfter)),
          lteOpt(ai.endTime, parseDate('finishedBefore', q.finishedBefore)),
          gteOpt(ai.endTime, parseDate('finishedAfter', q.finishedAfter)),
        ),
      )
      .groupBy(ai.activityId);
    const byActivity = new Map<string, Counts>();
    for (const row of activities) {
      byActivity.set(row.id, {
        ...ZERO,
        instances: row.instances,
        finished: q.finished ? row.finished : 0,
        canceled: q.canceled ? row.canceled : 0,
        completeScope: q.completeScope ? row.completeScope : 0,
      });
    }
    if (q.incidents) {
      const rows = await db
        .select({
          id: incidents.activityId,
          openIncidents: sql<number>`count(*) filter (where ${incidents.state} = 'open')::int`,
          resolvedIncidents: sql<number>`count(*) filter (where ${incidents.state} = 'resolved')::int`,
          deletedIncidents: sql<number>`count(*) filter (where ${incidents.state} = 'deleted')::int`,
        })
        .from(incidents)
        .where(
          and(
            eq(incidents.tenantId, tenantId),
            eq(incidents.definitionId, id),
            instanceIds ? inArray(incidents.processInstanceId, instanceIds) : undefined,
          ),
        )
        .groupBy(incidents.activityId);
      for (const { id: activityId, ...counts } of rows) {
        byActivity.set(activityId, { ...(byActivity.get(activityId) ?? ZERO), ...counts });
      }
    }
    const list = [...byActivity]
      .filter(([, counts]) => Object.values(counts).some((count) => count > 0))
      .map(([activityId, counts]) => ({ id: activityId, ...counts }))
      .sort((a, b) => a.id.localeCompare(b.id));
    return sort.desc ? list.reverse() : list;
  },
});

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  activityInstances,
  incidents,
  instanceCounts,
  processDefinitions,
  processInstances,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { engineBadRequest } from '../../errors';
import { definitionByKey, definitionById } from './definition-list';
import { RUNNING } from './instance-criteria';
import type { Flags, Texts } from './sql';

type DefinitionRow = typeof processDefinitions.$inferSelect;

/** Camunda's statistics parameters: which incidents to count along. */
export type StatisticsInput = Flags<'failedJobs' | 'incidents' | 'rootIncidents'> &
  Texts<'incidentsForType'>;

export interface IncidentCount {
  incidentType: string;
  incidentCount: number;
}

/** Which incidents to count: none, all (every incident here is a root incident) or one type. */
function incidentFilter(q: StatisticsInput): { type?: string } | null {
  const chosen = [q.incidents, q.rootIncidents, q.incidentsForType !== undefined].filter(Boolean);
  if (chosen.length > 1) {
    throw engineBadRequest('Only one of incidents, rootIncidents or incidentsForType can be set');
  }
  if (q.incidentsForType !== undefined) return { type: q.incidentsForType };
  return q.incidents || q.rootIncidents ? {} : null;
}

/** Open incidents of the tenant grouped by `by` (a definition or an activity) and type. */
async function openIncidents(
  db: Db,
  tenantId: number,
  by: typeof incidents.definitionId | typeof incidents.activityId,
  filter: { type?: string } | null,
  definitionId?: string,
): Promise<Map<string, IncidentCount[]>> {
  const result = new Map<string, IncidentCount[]>();
  if (!filter) return result;
  const rows = await db
    .select({ group: by, type: incidents.incidentType, count: sql<string>`count(*)` })
    .from(incidents)
    .where(
      and(
        eq(incidents.tenantId, tenantId),
        eq(incidents.state, 'open'),
        definitionId !== undefined ? eq(incidents.definitionId, definitionId) : undefined,
        filter.type !== undefined ? eq(incidents.incidentType, filter.type) : undefined,
      ),
    )
    .groupBy(by, incidents.incidentType)
    .orderBy(asc(incidents.incidentType));
  for (const row of rows) {
    const list = result.get(row.group) ?? [];
    list.push({ incidentType: row.type, incidentCount: Number(row.count) });
    result.set(row.group, list);
  }
  return result;
}

/**
 * Running instances per definition of the tenant, from instance_count (no scan of instances).
 * Every definition is listed, as in Camunda, those with none with 0 instances.
 */
async function definitionStatistics(db: Db, tenantId: number, q: StatisticsInput) {
  const filter = incidentFilter(q);
  const running = await db
    .select({ id: instanceCounts.definitionId, count: sql<string>`sum(${instanceCounts.count})` })
    .from(instanceCounts)
    .where(and(eq(instanceCounts.tenantId, tenantId), inArray(instanceCounts.state, [...RUNNING])))
    .groupBy(instanceCounts.definitionId);
  const definitions = await db
    .select()
    .from(processDefinitions)
    .where(eq(processDefinitions.tenantId, tenantId))
    .orderBy(asc(processDefinitions.key), asc(processDefinitions.version));
  const counts = new Map(running.map((row) => [row.id, Number(row.count)]));
  const incidentsOf = await openIncidents(db, tenantId, incidents.definitionId, filter);
  return definitions.map((definition) => ({
    definition,
    instances: counts.get(definition.id) ?? 0,
    incidents: incidentsOf.get(definition.id) ?? [],
  }));
}

/**
 * Per activity of a definition: its open activity instances in running instances (read from
 * the running instances' partial index, then their activity rows) and its open incidents.
 */
async function activityStatistics(db: Db, definition: DefinitionRow, q: StatisticsInput) {
  const ai = activityInstances;
  const pi = processInstances;
  const rows = await db
    .select({ activityId: ai.activityId, count: sql<string>`count(*)` })
    .from(pi)
    .innerJoin(ai, eq(ai.processInstanceId, pi.id))
    .where(
      and(
        eq(pi.tenantId, definition.tenantId),
        eq(pi.definitionId, definition.id),
        inArray(pi.state, [...RUNNING]),
        isNull(ai.endTime),
      ),
    )
    .groupBy(ai.activityId);
  const counts = new Map(rows.map((row) => [row.activityId, Number(row.count)]));
  const incidentsOf = await openIncidents(
    db,
    definition.tenantId,
    incidents.activityId,
    incidentFilter(q),
    definition.id,
  );
  const activityIds = [...new Set([...counts.keys(), ...incidentsOf.keys()])].sort();
  return activityIds.map((id) => ({
    id,
    instances: counts.get(id) ?? 0,
    incidents: incidentsOf.get(id) ?? [],
  }));
}

/** Camunda's process definition and activity statistics (failed jobs: this engine has none). */
export const statisticsReads = (db: Db) => ({
  definitions: (tenantId: number, q: StatisticsInput) => definitionStatistics(db, tenantId, q),
  activitiesById: async (tenantId: number, id: string, q: StatisticsInput) =>
    activityStatistics(db, await definitionById(db, tenantId, id), q),
  activitiesByKey: async (tenantId: number, key: string, q: StatisticsInput) =>
    activityStatistics(db, await definitionByKey(db, tenantId, key), q),
});

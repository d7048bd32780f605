import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  activityInstances,
  incidents,
  instanceCounts,
  processDefinitions,
  processInstances,
} from '../../../db/schema';
import type { Db } from '../../../db/types';
import { badRequest } from '../../../http/envelope';
import { definitionJson } from '../format';
import { admin, IdParams, KeyParams, OptFlag, OptText, open, REST, tenantOf } from './common';
import { definitionById, definitionByKey, type DefinitionRow } from './definition-routes';
import { RUNNING } from './instance-criteria';

const StatisticsQuery = Type.Object(
  { failedJobs: OptFlag, incidents: OptFlag, rootIncidents: OptFlag, incidentsForType: OptText },
  open,
);
type StatisticsInput = Static<typeof StatisticsQuery>;

interface IncidentCount {
  incidentType: string;
  incidentCount: number;
}

/** Which incidents to count: none, all (every incident here is a root incident) or one type. */
function incidentFilter(q: StatisticsInput): { type?: string } | null {
  const chosen = [q.incidents, q.rootIncidents, q.incidentsForType !== undefined].filter(Boolean);
  if (chosen.length > 1) {
    throw badRequest('Only one of incidents, rootIncidents or incidentsForType can be set');
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
 * Every definition is listed, as in Camunda, those with none as `instances: 0`; failedJobs is
 * always 0 because this
 * engine has no jobs (a failing external task raises an incident instead).
 */
async function definitionStatistics(db: Db, tenantId: number, q: StatisticsInput) {
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
  const incidentsOf = await openIncidents(db, tenantId, incidents.definitionId, incidentFilter(q));
  return definitions.map((definition) => ({
    '@class': 'org.camunda.bpm.engine.rest.dto.repository.ProcessDefinitionStatisticsResultDto',
    id: definition.id,
    instances: counts.get(definition.id) ?? 0,
    failedJobs: 0,
    incidents: incidentsOf.get(definition.id) ?? [],
    definition: definitionJson(definition),
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
    '@class': 'org.camunda.bpm.engine.rest.dto.repository.ActivityStatisticsResultDto',
    id,
    instances: counts.get(id) ?? 0,
    failedJobs: 0,
    incidents: incidentsOf.get(id) ?? [],
  }));
}

/** Camunda's process definition and activity statistics. */
export async function statisticsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const DEFINITION = `${REST}/process-definition`;
  r.get(
    `${DEFINITION}/statistics`,
    { schema: { querystring: StatisticsQuery }, config: admin },
    async (req) => definitionStatistics(db, tenantOf(req), req.query),
  );
  r.get(
    `${DEFINITION}/:id/statistics`,
    { schema: { params: IdParams, querystring: StatisticsQuery }, config: admin },
    async (req) =>
      activityStatistics(db, await definitionById(db, tenantOf(req), req.params.id), req.query),
  );
  r.get(
    `${DEFINITION}/key/:key/statistics`,
    { schema: { params: KeyParams, querystring: StatisticsQuery }, config: admin },
    async (req) =>
      activityStatistics(db, await definitionByKey(db, tenantOf(req), req.params.key), req.query),
  );
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { IncidentCount } from '../../../engine';
import type { ProcessEngine } from '../../../engine';
import { definitionJson } from '../format';
import { admin, IdParams, KeyParams, OptFlag, OptText, open, REST, tenantOf } from './common';

const StatisticsQuery = Type.Object(
  { failedJobs: OptFlag, incidents: OptFlag, rootIncidents: OptFlag, incidentsForType: OptText },
  open,
);

/** An activity's statistics (ActivityStatisticsResultDto); failedJobs: this engine has no jobs. */
const activityJson = (activity: { id: string; instances: number; incidents: IncidentCount[] }) => ({
  '@class': 'org.camunda.bpm.engine.rest.dto.repository.ActivityStatisticsResultDto',
  ...activity,
  failedJobs: 0,
});

/**
 * Camunda's process definition and activity statistics. Every definition is listed, those
 * with no running instance as `instances: 0`; failedJobs is always 0 because this engine has
 * no jobs (a failing external task raises an incident instead).
 */
export async function statisticsRoutes(
  app: FastifyInstance,
  { engine }: { engine: ProcessEngine },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const reads = engine.query.statistics;
  const DEFINITION = `${REST}/process-definition`;
  r.get(
    `${DEFINITION}/statistics`,
    { schema: { querystring: StatisticsQuery }, config: admin },
    async (req) =>
      (await reads.definitions(tenantOf(req), req.query)).map((entry) => ({
        '@class': 'org.camunda.bpm.engine.rest.dto.repository.ProcessDefinitionStatisticsResultDto',
        id: entry.definition.id,
        instances: entry.instances,
        failedJobs: 0,
        incidents: entry.incidents,
        definition: definitionJson(entry.definition),
      })),
  );
  r.get(
    `${DEFINITION}/:id/statistics`,
    { schema: { params: IdParams, querystring: StatisticsQuery }, config: admin },
    async (req) =>
      (await reads.activitiesById(tenantOf(req), req.params.id, req.query)).map(activityJson),
  );
  r.get(
    `${DEFINITION}/key/:key/statistics`,
    { schema: { params: KeyParams, querystring: StatisticsQuery }, config: admin },
    async (req) =>
      (await reads.activitiesByKey(tenantOf(req), req.params.key, req.query)).map(activityJson),
  );
}

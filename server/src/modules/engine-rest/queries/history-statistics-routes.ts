import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ProcessEngine } from '../../../engine';
import {
  admin,
  IdParams,
  open,
  OptFlag,
  OptIdList,
  OptText,
  REST,
  Sorting,
  tenantOf,
} from './common';

const HeatQuery = Type.Object(
  {
    canceled: OptFlag,
    finished: OptFlag,
    completeScope: OptFlag,
    incidents: OptFlag,
    startedBefore: OptText,
    startedAfter: OptText,
    finishedBefore: OptText,
    finishedAfter: OptText,
    processInstanceIdIn: OptIdList,
    ...Sorting,
  },
  open,
);

/**
 * Camunda's history heat map (HistoricActivityStatisticsDto): per activity of a definition,
 * the activity instances running now, and on request those finished, canceled and ending
 * their scope, and its incidents by state. Activities with nothing to count are left out.
 */
export async function historyStatisticsRoutes(
  app: FastifyInstance,
  { engine }: { engine: ProcessEngine },
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    `${REST}/history/process-definition/:id/statistics`,
    { schema: { params: IdParams, querystring: HeatQuery }, config: admin },
    async (req) => engine.query.statistics.heatMap(tenantOf(req), req.params.id, req.query),
  );
}

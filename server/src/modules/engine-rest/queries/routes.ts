import type { FastifyInstance } from 'fastify';
import type { ProcessEngine } from '../../../engine';
import { activityHistoryRoutes } from './activity-history-routes';
import { batchRoutes } from './batch-routes';
import { consoleRoutes } from './console-routes';
import { definitionRoutes } from './definition-routes';
import { deploymentRoutes } from './deployment-routes';
import { externalTaskRoutes } from './external-task-routes';
import { historyExportRoutes } from './history-export-routes';
import { historyInstanceRoutes } from './history-instance-routes';
import { historyStatisticsRoutes } from './history-statistics-routes';
import { incidentRoutes } from './incident-routes';
import { jobRoutes } from './job-routes';
import { runtimeRoutes } from './runtime-routes';
import { statisticsRoutes } from './statistics-routes';
import { taskLogRoutes } from './task-log-routes';
import { variableHistoryRoutes } from './variable-history-routes';

/**
 * The read side of Camunda 7's engine-rest under /api/camunda/engine-rest, in Camunda's own
 * JSON (no envelope), and the console's read helpers under /api/camunda. Every route is the
 * administrator's and sees only the caller's tenant: another tenant's id is a 404. Lists take
 * firstResult and maxResults (at most 1000, also the default) and sortBy/sortOrder; a bad
 * parameter is a 400 naming it.
 */
export async function queryRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  for (const routes of [
    definitionRoutes,
    deploymentRoutes,
    statisticsRoutes,
    runtimeRoutes,
    historyInstanceRoutes,
    historyExportRoutes,
    historyStatisticsRoutes,
    activityHistoryRoutes,
    variableHistoryRoutes,
    externalTaskRoutes,
    taskLogRoutes,
    incidentRoutes,
    batchRoutes,
    jobRoutes,
    consoleRoutes,
  ]) {
    await routes(app, { engine });
  }
}

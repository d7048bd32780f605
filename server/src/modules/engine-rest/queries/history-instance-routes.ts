import type { FastifyInstance } from 'fastify';
import type { HistoryEntry, ProcessEngine } from '../../../engine';
import { pageOf, REST } from './common';
import { HistoryInstanceQuery } from './history-instance-filters';
import { BodyVariables } from './instance-filters';
import { idRoute, listRoutes } from './list-routes';
import { orQueriesOf } from './or-queries';
import { historyInstanceJson } from './shapes';

const json = ({ row, definition }: HistoryEntry) => historyInstanceJson(row, definition);

/**
 * Camunda's history of process instances (GET and Cockpit's POST form), and the console's
 * own list at /api/camunda/history/process-instance, which also takes the console's state
 * names (Active, Incident, Completed, Cancelled) and adds each instance's open incident count.
 * Lists are newest first by default; the first page and the counts of the usual filters are
 * index and instance_count reads (the engine's instance-query.ts).
 */
export async function historyInstanceRoutes(
  app: FastifyInstance,
  { engine }: { engine: ProcessEngine },
) {
  const HISTORY = `${REST}/history/process-instance`;
  const reads = engine.query.instances;
  // Camunda's list also has its POST form (Cockpit's); the console's has not.
  const lists = (url: string, consoleStates: boolean, answer: (entry: HistoryEntry) => unknown) =>
    listRoutes(
      app,
      url,
      HistoryInstanceQuery,
      {
        page: async (tenantId, q) =>
          (await reads.historyPage(tenantId, q, pageOf(q), consoleStates)).map(answer),
        count: (tenantId, q) => reads.historyCount(tenantId, q, consoleStates),
      },
      {
        post: !consoleStates,
        bodyOnly: { ...BodyVariables, ...orQueriesOf(HistoryInstanceQuery) },
      },
    );
  lists(HISTORY, false, json);
  lists('/api/camunda/history/process-instance', true, (entry) => ({
    ...json(entry),
    incidents: entry.row.incidents,
  }));

  idRoute(app, `${HISTORY}/:id`, async (tenantId, id) => json(await reads.history(tenantId, id)));
}

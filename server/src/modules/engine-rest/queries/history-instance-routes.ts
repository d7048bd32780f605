import type { FastifyInstance } from 'fastify';
import { processInstances } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { pageOf, REST, type Page } from './common';
import { historyCriteria, HistoryInstanceQuery, historySort } from './history-instance-filters';
import { BodyVariables } from './instance-filters';
import { orQueriesOf } from './or-queries';
import { instanceCount } from './instance-count';
import type { InstanceCriteria, InstanceRow, InstanceSort } from './instance-criteria';
import { instancePage } from './instance-query';
import { idRoute, listRoutes } from './list-routes';
import { definitionsOf, historyInstanceJson } from './shapes';
import { tenantRow } from './table-list';

/** An instance of a history page, and its Camunda JSON. */
interface HistoryEntry {
  row: InstanceRow;
  json: ReturnType<typeof historyInstanceJson>;
}

async function historyList(
  db: Db,
  criteria: InstanceCriteria,
  sort: InstanceSort,
  page: Page,
): Promise<HistoryEntry[]> {
  const rows = await instancePage(db, criteria, sort, page);
  const definitions = await definitionsOf(
    db,
    criteria.tenantId,
    rows.map((row) => row.definitionId),
  );
  return rows.map((row) => ({
    row,
    json: historyInstanceJson(row, definitions.get(row.definitionId)),
  }));
}

/**
 * Camunda's history of process instances (GET and Cockpit's POST form), and the console's
 * own list at /api/camunda/history/process-instance, which also takes the console's state
 * names (Active, Incident, Completed, Cancelled) and adds each instance's open incident count.
 * Lists are newest first by default; the first page and the counts of the usual filters are
 * index and instance_count reads (see instance-query.ts).
 */
export async function historyInstanceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const HISTORY = `${REST}/history/process-instance`;
  // Camunda's list also has its POST form (Cockpit's); the console's has not.
  const lists = (url: string, consoleStates: boolean, json: (entry: HistoryEntry) => unknown) =>
    listRoutes(
      app,
      url,
      HistoryInstanceQuery,
      {
        page: async (tenantId, q) => {
          const criteria = historyCriteria(tenantId, q, consoleStates);
          const sort = historySort(q.sortBy, q.sortOrder);
          return (await historyList(db, criteria, sort, pageOf(q))).map(json);
        },
        count: (tenantId, q) => instanceCount(db, historyCriteria(tenantId, q, consoleStates)),
      },
      {
        post: !consoleStates,
        bodyOnly: { ...BodyVariables, ...orQueriesOf(HistoryInstanceQuery) },
      },
    );
  lists(HISTORY, false, ({ json }) => json);
  lists('/api/camunda/history/process-instance', true, ({ row, json }) => ({
    ...json,
    incidents: row.incidents,
  }));

  idRoute(app, `${HISTORY}/:id`, async (tenantId, id) => {
    const missing = `Historic process instance with id ${id} does not exist`;
    const row = await tenantRow(db, processInstances, tenantId, id, missing);
    const definitions = await definitionsOf(db, tenantId, [row.definitionId]);
    return historyInstanceJson(row, definitions.get(row.definitionId));
  });
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { processInstances } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { emptyBodyAsObject } from '../../../http/empty-body';
import { notFound } from '../../../http/envelope';
import { admin, countJson, IdParams, pageOf, REST, tenantOf, type Page } from './common';
import {
  bodySort,
  historyCriteria,
  HistoryInstanceBody,
  HistoryInstanceQuery,
  historySort,
  PagingQuery,
} from './history-instance-filters';
import { instanceCount } from './instance-count';
import type { InstanceCriteria, InstanceSort } from './instance-criteria';
import { instancePage } from './instance-query';
import { definitionsOf, historyInstanceJson } from './shapes';

async function historyList(db: Db, criteria: InstanceCriteria, sort: InstanceSort, page: Page) {
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
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const HISTORY = `${REST}/history/process-instance`;
  const listQuery = { schema: { querystring: HistoryInstanceQuery }, config: admin };
  // Cockpit's POST queries; a POST without a body is an empty query.
  const listBody = {
    schema: { querystring: PagingQuery, body: HistoryInstanceBody },
    preValidation: emptyBodyAsObject,
    config: admin,
  };

  r.get(HISTORY, listQuery, async (req) => {
    const criteria = historyCriteria(tenantOf(req), req.query);
    const sort = historySort(req.query.sortBy, req.query.sortOrder);
    return (await historyList(db, criteria, sort, pageOf(req.query))).map(({ json }) => json);
  });
  r.get(`${HISTORY}/count`, listQuery, async (req) =>
    countJson(await instanceCount(db, historyCriteria(tenantOf(req), req.query))),
  );
  r.post(HISTORY, listBody, async (req) => {
    const criteria = historyCriteria(tenantOf(req), req.body);
    const list = await historyList(db, criteria, bodySort(req.body.sorting), pageOf(req.query));
    return list.map(({ json }) => json);
  });
  r.post(`${HISTORY}/count`, listBody, async (req) =>
    countJson(await instanceCount(db, historyCriteria(tenantOf(req), req.body))),
  );
  r.get(`${HISTORY}/:id`, { schema: { params: IdParams }, config: admin }, async (req) => {
    const tenantId = tenantOf(req);
    const [row] = await db
      .select()
      .from(processInstances)
      .where(and(eq(processInstances.id, req.params.id), eq(processInstances.tenantId, tenantId)));
    if (!row) {
      throw notFound(`Historic process instance with id ${req.params.id} does not exist`);
    }
    const definitions = await definitionsOf(db, tenantId, [row.definitionId]);
    return historyInstanceJson(row, definitions.get(row.definitionId));
  });

  const CONSOLE = '/api/camunda/history/process-instance';
  r.get(CONSOLE, listQuery, async (req) => {
    const criteria = historyCriteria(tenantOf(req), req.query, true);
    const sort = historySort(req.query.sortBy, req.query.sortOrder);
    const list = await historyList(db, criteria, sort, pageOf(req.query));
    return list.map(({ row, json }) => ({ ...json, incidents: row.incidents }));
  });
  r.get(`${CONSOLE}/count`, listQuery, async (req) =>
    countJson(await instanceCount(db, historyCriteria(tenantOf(req), req.query, true))),
  );
}

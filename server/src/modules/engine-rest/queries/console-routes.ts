import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { instanceCounts, processDefinitions, processInstances } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { notFound } from '../../../http/envelope';
import { definitionJson } from '../format';
import { ALL_BATCHES, batchStatisticsJson, RUNNING_BATCHES } from './batch-routes';
import { admin, camundaDate, OptFlag, open, pageOf, Paging, tenantOf } from './common';
import { isLatest, type DefinitionRow } from './definition-routes';
import { ENDED, RUNNING } from './instance-criteria';
import { tablePage } from './table-list';

const pd = processDefinitions;
const ic = instanceCounts;
const pi = processInstances;

/** Instances per definition of the tenant (all states, or the given ones), from instance_count. */
async function countsByDefinition(db: Db, tenantId: number, states?: readonly string[]) {
  const rows = await db
    .select({ id: ic.definitionId, count: sql<string>`sum(${ic.count})` })
    .from(ic)
    .where(and(eq(ic.tenantId, tenantId), states ? inArray(ic.state, [...states]) : undefined))
    .groupBy(ic.definitionId);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/**
 * Running instances with an open incident, per definition. "Not ended" rather than "running"
 * keeps the planner on the partial incident index (few rows), not the running one.
 */
async function incidentsByDefinition(db: Db, tenantId: number) {
  const rows = await db
    .select({ id: pi.definitionId, count: sql<string>`count(*)` })
    .from(pi)
    .where(and(eq(pi.tenantId, tenantId), gt(pi.incidents, 0), notInArray(pi.state, [...ENDED])))
    .groupBy(pi.definitionId);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

/** SPEC §3's derived fields: the key's newest version, whether this is it, its instances. */
const withDerived = (row: DefinitionRow, versionMax: number, counts: Map<string, number>) => ({
  ...definitionJson(row),
  versionMax,
  status: row.version === versionMax,
  countOfInstance: counts.get(row.id) ?? 0,
});

const KeyQuery = Type.Object({ key: Type.String({ minLength: 1, maxLength: 255 }) }, open);
const OperationQuery = Type.Object({ running: OptFlag, ...Paging }, open);

/**
 * The console's own read calls under /api/camunda (Camunda-style JSON, no envelope):
 *   GET namespace → [{ key, name, versions, latestId }], the tenant's keys in key order;
 *   GET process-definition-by-key?key= → every version of the key, newest first, each a
 *     Camunda definition with versionMax, status (is the latest) and countOfInstance (all its
 *     instances, from instance_count); 404 when the tenant has no such key;
 *   GET all-process-definition-by-key → the latest version of each key, same fields;
 *   GET statistics → { running, active, incident, completed, cancelled, total, definitions:
 *     [{ id, key, name, version, running, incident }] } where running = active + incident
 *     (incident: running with an open incident) and cancelled = externally or internally
 *     terminated; definitions lists those with running instances, most running first;
 *   GET operation/query?running&firstResult&maxResults → the instance-deletion batches, newest
 *     first: Camunda's batch statistics plus endTime and finished. Single stops are in the
 *     history as EXTERNALLY_TERMINATED instances.
 */
export async function consoleRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/camunda/namespace', { config: admin }, async (req) => {
    const tenantId = tenantOf(req);
    const latest = await db
      .select({ key: pd.key, name: pd.name, latestId: pd.id })
      .from(pd)
      .where(and(eq(pd.tenantId, tenantId), isLatest))
      .orderBy(asc(pd.key));
    const versions = await db
      .select({ key: pd.key, count: sql<string>`count(*)` })
      .from(pd)
      .where(eq(pd.tenantId, tenantId))
      .groupBy(pd.key);
    const counts = new Map(versions.map((row) => [row.key, Number(row.count)]));
    return latest.map((row) => ({ ...row, versions: counts.get(row.key) ?? 0 }));
  });

  r.get(
    '/api/camunda/process-definition-by-key',
    { schema: { querystring: KeyQuery }, config: admin },
    async (req) => {
      const tenantId = tenantOf(req);
      const rows = await db
        .select()
        .from(pd)
        .where(and(eq(pd.tenantId, tenantId), eq(pd.key, req.query.key)))
        .orderBy(desc(pd.version));
      if (!rows.length) throw notFound(`No process definition with key ${req.query.key}`);
      const counts = await countsByDefinition(db, tenantId);
      return rows.map((row) => withDerived(row, rows[0].version, counts));
    },
  );

  r.get('/api/camunda/all-process-definition-by-key', { config: admin }, async (req) => {
    const tenantId = tenantOf(req);
    const rows = await db
      .select()
      .from(pd)
      .where(and(eq(pd.tenantId, tenantId), isLatest))
      .orderBy(asc(pd.key));
    const counts = await countsByDefinition(db, tenantId);
    return rows.map((row) => withDerived(row, row.version, counts));
  });

  r.get('/api/camunda/statistics', { config: admin }, async (req) => {
    const tenantId = tenantOf(req);
    const byState = await db
      .select({ state: ic.state, count: sql<string>`sum(${ic.count})` })
      .from(ic)
      .where(eq(ic.tenantId, tenantId))
      .groupBy(ic.state);
    const sum = (states: readonly string[]) =>
      byState
        .filter((row) => states.includes(row.state))
        .reduce((n, row) => n + Number(row.count), 0);
    const runningByDefinition = await countsByDefinition(db, tenantId, RUNNING);
    const incidents = await incidentsByDefinition(db, tenantId);
    const ids = [...runningByDefinition].filter(([, n]) => n > 0).map(([id]) => id);
    const definitions = ids.length
      ? await db
          .select({ id: pd.id, key: pd.key, name: pd.name, version: pd.version })
          .from(pd)
          .where(and(eq(pd.tenantId, tenantId), inArray(pd.id, ids)))
      : [];
    const incident = [...incidents.values()].reduce((n, count) => n + count, 0);
    const running = sum(RUNNING);
    return {
      running,
      active: running - incident,
      incident,
      completed: sum(['COMPLETED']),
      cancelled: sum(ENDED.filter((state) => state !== 'COMPLETED')),
      total: sum(byState.map((row) => row.state)),
      definitions: definitions
        .map((row) => ({
          ...row,
          running: runningByDefinition.get(row.id) ?? 0,
          incident: incidents.get(row.id) ?? 0,
        }))
        .sort(
          (a, b) => b.running - a.running || a.key.localeCompare(b.key) || b.version - a.version,
        ),
    };
  });

  r.get(
    '/api/camunda/operation/query',
    { schema: { querystring: OperationQuery }, config: admin },
    async (req) => {
      const batches = req.query.running ? RUNNING_BATCHES : ALL_BATCHES;
      const rows = await tablePage(db, batches, tenantOf(req), {}, pageOf(req.query));
      return rows.map((row) => ({
        ...batchStatisticsJson(row),
        endTime: camundaDate(row.endTime),
        finished: row.endTime !== null,
      }));
    },
  );
}

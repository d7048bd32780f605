import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { DefinitionRow, ProcessEngine } from '../../../engine';
import { definitionJson } from '../format';
import { batchStatisticsJson } from './batch-routes';
import { admin, camundaDate, OptFlag, OptText, open, pageOf, Paging, tenantOf } from './common';

/** SPEC §3's derived fields: the key's newest version, whether this is it, its instances. */
const withDerived = (row: DefinitionRow, versionMax: number, counts: Map<string, number>) => ({
  ...definitionJson(row),
  versionMax,
  status: row.version === versionMax,
  countOfInstance: counts.get(row.id) ?? 0,
});

const KeyQuery = Type.Object({ key: Type.String({ minLength: 1, maxLength: 255 }) }, open);
const OperationQuery = Type.Object({ running: OptFlag, batchId: OptText, ...Paging }, open);

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
 *   GET operation/query?running&batchId&firstResult&maxResults → the instance-deletion batches,
 *     newest first: Camunda's batch statistics plus endTime and finished (batchId: the one whose
 *     progress the console polls, kept after it ends). Single stops are in the
 *     history as EXTERNALLY_TERMINATED instances;
 *   GET flow-names → [{ key, name }]: the name each key was saved under in the modeler (its
 *     latest version's draft, else its deployment's name), for the lists that show keys.
 */
export async function consoleRoutes(app: FastifyInstance, { engine }: { engine: ProcessEngine }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const reads = engine.query.console;

  r.get('/api/camunda/namespace', { config: admin }, async (req) => reads.namespace(tenantOf(req)));

  r.get(
    '/api/camunda/process-definition-by-key',
    { schema: { querystring: KeyQuery }, config: admin },
    async (req) => {
      const { rows, counts } = await reads.versionsOfKey(tenantOf(req), req.query.key);
      return rows.map((row) => withDerived(row, rows[0].version, counts));
    },
  );

  r.get('/api/camunda/all-process-definition-by-key', { config: admin }, async (req) => {
    const { rows, counts } = await reads.latestVersions(tenantOf(req));
    return rows.map((row) => withDerived(row, row.version, counts));
  });

  r.get('/api/camunda/flow-names', { config: admin }, async (req) =>
    engine.query.definitions.flowNames(tenantOf(req)),
  );

  r.get('/api/camunda/statistics', { config: admin }, async (req) =>
    reads.statistics(tenantOf(req)),
  );

  r.get(
    '/api/camunda/operation/query',
    { schema: { querystring: OperationQuery }, config: admin },
    async (req) => {
      const batches = req.query.running
        ? engine.query.batches.running
        : engine.query.batches.history;
      const rows = await batches.page(
        tenantOf(req),
        { batchId: req.query.batchId },
        pageOf(req.query),
      );
      return rows.map((row) => ({
        ...batchStatisticsJson(row),
        endTime: camundaDate(row.endTime),
        finished: row.endTime !== null,
      }));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { DefinitionRow, ProcessEngine } from '../../../engine';
import { definitionJson } from '../format';
import { REST } from './common';
import { DefinitionQuery } from './definition-filters';
import { idRoute, keyRoute, tableRoutes } from './list-routes';

const xmlJson = (row: DefinitionRow) => ({ id: row.id, bpmn20Xml: row.xml });

/** Process definitions: the list and count, one by id or key (latest), and their XML. */
export async function definitionRoutes(
  app: FastifyInstance,
  { engine }: { engine: ProcessEngine },
) {
  const DEFINITION = `${REST}/process-definition`;
  const reads = engine.query.processDefinitions;
  tableRoutes(app, DEFINITION, DefinitionQuery, reads, definitionJson);
  for (const [suffix, json] of [
    ['', definitionJson],
    ['/xml', xmlJson],
  ] as const) {
    idRoute(app, `${DEFINITION}/:id${suffix}`, async (tenantId, id) =>
      json(await reads.byId(tenantId, id)),
    );
    keyRoute(app, `${DEFINITION}/key/:key${suffix}`, async (tenantId, key) =>
      json(await reads.byKey(tenantId, key)),
    );
  }
}

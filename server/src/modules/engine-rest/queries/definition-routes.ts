import { and, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deployments, processDefinitions } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { notFound } from '../../../http/envelope';
import { definitionJson } from '../format';
import { eqOpt, likeOpt, REST } from './common';
import { DefinitionQuery, moreDefinitionFilters, type DefinitionInput } from './definition-filters';
import { oneAndList } from './history-instance-filters';
import { idRoute, keyRoute, tableRoutes } from './list-routes';
import { tableList, tenantRow } from './table-list';

const pd = processDefinitions;
export type DefinitionRow = typeof pd.$inferSelect;

/** The newest version of each key (Camunda's latestVersion). */
export const isLatest = sql`${pd.version} = (select max(latest.version) from ${pd} latest
  where latest.tenant_id = ${pd.tenantId} and latest.key = ${pd.key})`;

function conditions(tenantId: number, q: DefinitionInput): SQL | undefined {
  // `id` and processDefinitionId are the same filter under Camunda's and a short name.
  const ids = oneAndList(q.processDefinitionId ?? q.id, q.processDefinitionIdIn);
  const keys = oneAndList(q.key, q.keysIn);
  return and(
    eq(pd.tenantId, tenantId),
    ids ? inArray(pd.id, ids) : undefined,
    keys ? inArray(pd.key, keys) : undefined,
    likeOpt(pd.key, q.keyLike),
    eqOpt(pd.name, q.name),
    likeOpt(pd.name, q.nameLike),
    eqOpt(pd.version, q.version),
    q.latestVersion ? isLatest : undefined,
    // As in Camunda, these flags only filter when true.
    q.suspended ? eq(pd.suspended, true) : undefined,
    q.active ? not(pd.suspended) : undefined,
    eqOpt(pd.deploymentId, q.deploymentId),
    eqOpt(pd.versionTag, q.versionTag),
    moreDefinitionFilters(tenantId, q),
  );
}

/** By key unless sorted; each key names its own tie-breaker (ids are unique). */
const DEFINITIONS = tableList({
  table: pd,
  where: conditions,
  sorts: {
    id: pd.id,
    key: [pd.key, pd.version],
    name: [pd.name, pd.id],
    version: [pd.version, pd.id],
    deploymentId: [pd.deploymentId, pd.id],
    versionTag: [pd.versionTag, pd.id],
    // Every definition here has the same category (the BPMN namespace).
    category: pd.id,
    deployTime: [
      sql`(select ${deployments.deploymentTime} from ${deployments} where ${deployments.id} = ${pd.deploymentId})`,
      pd.id,
    ],
    tenantId: [pd.tenantId, pd.id],
  },
  defaultSort: { by: 'key', desc: false },
});

/** A definition of the tenant by id, or 404. */
export const definitionById = (db: Db, tenantId: number, id: string) =>
  tenantRow(db, pd, tenantId, id, `No matching definition with id ${id}`);

/** The latest version of a key of the tenant, or 404. */
export async function definitionByKey(db: Db, tenantId: number, key: string) {
  const [row] = await db
    .select()
    .from(pd)
    .where(and(eq(pd.key, key), eq(pd.tenantId, tenantId)))
    .orderBy(desc(pd.version))
    .limit(1);
  if (!row) throw notFound(`No matching process definition with key: ${key} and no tenant-id`);
  return row;
}

const xmlJson = (row: DefinitionRow) => ({ id: row.id, bpmn20Xml: row.xml });

/** Process definitions: the list and count, one by id or key (latest), and their XML. */
export async function definitionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const DEFINITION = `${REST}/process-definition`;
  tableRoutes(app, db, DEFINITION, DefinitionQuery, DEFINITIONS, definitionJson);
  for (const [suffix, json] of [
    ['', definitionJson],
    ['/xml', xmlJson],
  ] as const) {
    idRoute(app, `${DEFINITION}/:id${suffix}`, async (tenantId, id) =>
      json(await definitionById(db, tenantId, id)),
    );
    keyRoute(app, `${DEFINITION}/key/:key${suffix}`, async (tenantId, key) =>
      json(await definitionByKey(db, tenantId, key)),
    );
  }
}

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { processDefinitions } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { notFound } from '../../../http/envelope';
import { definitionJson } from '../format';
import {
  admin,
  countJson,
  IdParams,
  KeyParams,
  likeOf,
  OptFlag,
  OptText,
  open,
  orderOf,
  pageOf,
  Paging,
  REST,
  Sorting,
  sortOf,
  tenantOf,
} from './common';
import { oneAndList } from './history-instance-filters';

const pd = processDefinitions;
export type DefinitionRow = typeof pd.$inferSelect;

const Ids = Type.Optional(Type.String({ maxLength: 100_000 }));
const DefinitionFilters = {
  processDefinitionId: OptText,
  id: OptText,
  processDefinitionIdIn: Ids,
  key: OptText,
  keysIn: Ids,
  keyLike: OptText,
  name: OptText,
  nameLike: OptText,
  version: Type.Optional(Type.Integer({ minimum: 1 })),
  latestVersion: OptFlag,
  suspended: OptFlag,
  active: OptFlag,
  deploymentId: OptText,
  versionTag: OptText,
};
const DefinitionQuery = Type.Object({ ...DefinitionFilters, ...Paging, ...Sorting }, open);
type DefinitionInput = Static<typeof DefinitionQuery>;

const SORTS = ['id', 'key', 'name', 'version', 'deploymentId', 'versionTag'] as const;
const SORT_COLUMNS: Record<(typeof SORTS)[number], AnyColumn[]> = {
  id: [pd.id],
  key: [pd.key, pd.version],
  name: [pd.name, pd.id],
  version: [pd.version, pd.id],
  deploymentId: [pd.deploymentId, pd.id],
  versionTag: [pd.versionTag, pd.id],
};

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
    q.keyLike !== undefined ? likeOf(pd.key, q.keyLike) : undefined,
    q.name !== undefined ? eq(pd.name, q.name) : undefined,
    q.nameLike !== undefined ? likeOf(pd.name, q.nameLike) : undefined,
    q.version !== undefined ? eq(pd.version, q.version) : undefined,
    q.latestVersion ? isLatest : undefined,
    // As in Camunda, these flags only filter when true.
    q.suspended ? eq(pd.suspended, true) : undefined,
    q.active ? not(pd.suspended) : undefined,
    q.deploymentId !== undefined ? eq(pd.deploymentId, q.deploymentId) : undefined,
    q.versionTag !== undefined ? eq(pd.versionTag, q.versionTag) : undefined,
  );
}

/** A definition of the tenant by id, or 404. */
export async function definitionById(db: Db, tenantId: number, id: string) {
  const [row] = await db
    .select()
    .from(pd)
    .where(and(eq(pd.id, id), eq(pd.tenantId, tenantId)));
  if (!row) throw notFound(`No matching process definition with id ${id}`);
  return row;
}

/** The latest version of a key of the tenant, or 404. */
export async function definitionByKey(db: Db, tenantId: number, key: string) {
  const [row] = await db
    .select()
    .from(pd)
    .where(and(eq(pd.key, key), eq(pd.tenantId, tenantId)))
    .orderBy(desc(pd.version))
    .limit(1);
  if (!row) throw notFound(`No matching process definition with key ${key}`);
  return row;
}

const xmlJson = (row: DefinitionRow) => ({ id: row.id, bpmn20Xml: row.xml });

/** Process definitions: the list and count, one by id or key (latest), and their XML. */
export async function definitionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const DEFINITION = `${REST}/process-definition`;
  const byId = { schema: { params: IdParams }, config: admin };
  const byKey = { schema: { params: KeyParams }, config: admin };
  const list = { schema: { querystring: DefinitionQuery }, config: admin };

  r.get(DEFINITION, list, async (req) => {
    const sort = sortOf(SORTS, { by: 'key', desc: false }, req.query.sortBy, req.query.sortOrder);
    const page = pageOf(req.query);
    const rows = await db
      .select()
      .from(pd)
      .where(conditions(tenantOf(req), req.query))
      .orderBy(...orderOf(sort, ...SORT_COLUMNS[sort.by]))
      .limit(page.limit)
      .offset(page.offset);
    return rows.map(definitionJson);
  });
  r.get(`${DEFINITION}/count`, list, async (req) => {
    const [row] = await db
      .select({ count: sql<string>`count(*)` })
      .from(pd)
      .where(conditions(tenantOf(req), req.query));
    return countJson(Number(row.count));
  });
  r.get(`${DEFINITION}/:id`, byId, async (req) =>
    definitionJson(await definitionById(db, tenantOf(req), req.params.id)),
  );
  r.get(`${DEFINITION}/key/:key`, byKey, async (req) =>
    definitionJson(await definitionByKey(db, tenantOf(req), req.params.key)),
  );
  r.get(`${DEFINITION}/:id/xml`, byId, async (req) =>
    xmlJson(await definitionById(db, tenantOf(req), req.params.id)),
  );
  r.get(`${DEFINITION}/key/:key/xml`, byKey, async (req) =>
    xmlJson(await definitionByKey(db, tenantOf(req), req.params.key)),
  );
}

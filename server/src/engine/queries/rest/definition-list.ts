import { and, desc, eq, gt, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import { deployments, incidents, processDefinitions } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { engineNotFound } from '../../errors';
import { absentOpt, withoutTenantOpt } from './absent';
import { eqOpt, likeOpt, oneAndList, parseDate, tenantIdIn, type Flags, type Texts } from './sql';
import { tableList, tableReads, tenantRow, type ListInput } from './table-list';

/** Camunda's process definition query (ProcessDefinitionQueryDto). */
export type DefinitionInput = Texts<
  | 'processDefinitionId'
  | 'id'
  | 'processDefinitionIdIn'
  | 'key'
  | 'keysIn'
  | 'keyLike'
  | 'name'
  | 'nameLike'
  | 'deploymentId'
  | 'deployedAfter'
  | 'deployedAt'
  | 'category'
  | 'categoryLike'
  | 'resourceName'
  | 'resourceNameLike'
  | 'startableBy'
  | 'incidentId'
  | 'incidentType'
  | 'incidentMessage'
  | 'incidentMessageLike'
  | 'tenantIdIn'
  | 'versionTag'
  | 'versionTagLike'
> &
  Flags<
    | 'latestVersion'
    | 'suspended'
    | 'active'
    | 'withoutTenantId'
    | 'includeProcessDefinitionsWithoutTenantId'
    | 'withoutVersionTag'
    | 'startableInTasklist'
    | 'notStartableInTasklist'
    | 'startablePermissionCheck'
  > & { version?: number } & ListInput;

const pd = processDefinitions;

/** Every definition here is a BPMN process: its category is the namespace definitionJson answers. */
const CATEGORY = 'http://bpmn.io/schema/bpmn';

/** categoryLike against that one category, with likeOf's rule (a bare text is a substring). */
const categoryLike = (text: string) => {
  const pattern = text.includes('%') ? text : `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${CATEGORY}::text ilike ${pattern}`;
};

/** Definitions with an open incident that fits the incident filters given. */
function withIncident(tenantId: number, q: DefinitionInput): SQL | undefined {
  const { incidentId, incidentType, incidentMessage, incidentMessageLike } = q;
  if (
    [incidentId, incidentType, incidentMessage, incidentMessageLike].every((v) => v === undefined)
  ) {
    return undefined;
  }
  const inc = incidents;
  return inArray(
    pd.id,
    sql`(select ${inc.definitionId} from ${inc} where ${and(
      eq(inc.tenantId, tenantId),
      eq(inc.state, 'open'),
      eqOpt(inc.id, incidentId),
      eqOpt(inc.incidentType, incidentType),
      eqOpt(inc.incidentMessage, incidentMessage),
      likeOpt(inc.incidentMessage, incidentMessageLike),
    )})`,
  );
}

/** Definitions deployed after (strictly) or at a time, by their deployment's time. */
function deployedWhen(q: DefinitionInput): SQL | undefined {
  const after = parseDate('deployedAfter', q.deployedAfter);
  const at = parseDate('deployedAt', q.deployedAt);
  if (!after && !at) return undefined;
  const d = deployments;
  // Camunda's dates have milliseconds; a time written by the database may have microseconds.
  const time = sql`date_trunc('milliseconds', ${d.deploymentTime})`;
  return inArray(
    pd.deploymentId,
    sql`(select ${d.id} from ${d} where ${and(
      after ? gt(time, after) : undefined,
      at ? eq(time, at) : undefined,
    )})`,
  );
}

/**
 * The filters past ids, keys, names, versions and states (conditions below read those).
 * Starting is not restricted per user here and every definition is startable in the tasklist,
 * so startableBy (a user's permission) fits none, and the permission check changes nothing.
 */
function moreDefinitionFilters(tenantId: number, q: DefinitionInput): SQL | undefined {
  return and(
    deployedWhen(q),
    q.category === undefined || q.category === CATEGORY ? undefined : sql`false`,
    q.categoryLike === undefined ? undefined : categoryLike(q.categoryLike),
    eqOpt(pd.resourceName, q.resourceName),
    likeOpt(pd.resourceName, q.resourceNameLike),
    absentOpt(q.startableBy),
    withIncident(tenantId, q),
    tenantIdIn(tenantId, q.tenantIdIn),
    withoutTenantOpt(q.withoutTenantId),
    likeOpt(pd.versionTag, q.versionTagLike),
    q.withoutVersionTag ? isNull(pd.versionTag) : undefined,
    q.notStartableInTasklist ? sql`false` : undefined,
  );
}

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

const missingId = (id: string) => `No matching definition with id ${id}`;

/** A definition of the tenant by id, or not found. */
export const definitionById = (db: Db, tenantId: number, id: string) =>
  tenantRow(db, pd, tenantId, id, missingId(id));

/** The latest version of a key of the tenant, or not found. */
export async function definitionByKey(db: Db, tenantId: number, key: string) {
  const [row] = await db
    .select()
    .from(pd)
    .where(and(eq(pd.key, key), eq(pd.tenantId, tenantId)))
    .orderBy(desc(pd.version))
    .limit(1);
  if (!row)
    throw engineNotFound(`No matching process definition with key: ${key} and no tenant-id`);
  return row;
}

/** Process definitions: the list and count, one by id, the latest of a key. */
export const definitionListReads = (db: Db) => ({
  ...tableReads(db, DEFINITIONS, missingId),
  byKey: (tenantId: number, key: string) => definitionByKey(db, tenantId, key),
});

import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { deployments, incidents, processDefinitions } from '../../../db/schema';
import {
  eqOpt,
  likeOpt,
  listQuery,
  OptFlag,
  OptIdList,
  OptText,
  parseDate,
  tenantIdIn,
} from './common';
import { absentOpt, withoutTenantOpt } from './absent';

const pd = processDefinitions;

/** Camunda's process definition filters (ProcessDefinitionQueryDto). */
export const DefinitionQuery = listQuery({
  processDefinitionId: OptText,
  id: OptText,
  processDefinitionIdIn: OptIdList,
  key: OptText,
  keysIn: OptIdList,
  keyLike: OptText,
  name: OptText,
  nameLike: OptText,
  version: Type.Optional(Type.Integer({ minimum: 1 })),
  latestVersion: OptFlag,
  suspended: OptFlag,
  active: OptFlag,
  deploymentId: OptText,
  deployedAfter: OptText,
  deployedAt: OptText,
  category: OptText,
  categoryLike: OptText,
  resourceName: OptText,
  resourceNameLike: OptText,
  startableBy: OptText,
  incidentId: OptText,
  incidentType: OptText,
  incidentMessage: OptText,
  incidentMessageLike: OptText,
  tenantIdIn: OptIdList,
  withoutTenantId: OptFlag,
  includeProcessDefinitionsWithoutTenantId: OptFlag,
  versionTag: OptText,
  versionTagLike: OptText,
  withoutVersionTag: OptFlag,
  startableInTasklist: OptFlag,
  notStartableInTasklist: OptFlag,
  startablePermissionCheck: OptFlag,
});
export type DefinitionInput = Static<typeof DefinitionQuery>;

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
 * The filters past ids, keys, names, versions and states (definition-routes.ts reads those).
 * Starting is not restricted per user here and every definition is startable in the tasklist,
 * so startableBy (a user's permission) fits none, and the permission check changes nothing.
 */
export function moreDefinitionFilters(tenantId: number, q: DefinitionInput): SQL | undefined {
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

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { deployments, processDefinitions } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { withoutTenantOpt } from './absent';
import { eqOpt, gteOpt, likeOpt, listOf, lteOpt, parseDate, type Flags, type Texts } from './sql';
import { tableList, tableReads, type ListInput } from './table-list';

const d = deployments;

/** Camunda's deployment query (DeploymentQueryDto). */
export type DeploymentInput = Texts<
  'id' | 'name' | 'nameLike' | 'source' | 'tenantIdIn' | 'after' | 'before'
> &
  Flags<'withoutSource' | 'withoutTenantId' | 'includeDeploymentsWithoutTenantId'> &
  ListInput;

const DEPLOYMENTS = tableList({
  table: d,
  where: (tenantId: number, q: DeploymentInput) => {
    const tenants = listOf(q.tenantIdIn);
    return and(
      eq(d.tenantId, tenantId),
      // Only the caller's tenant is ever visible: naming others narrows to nothing.
      tenants && !tenants.includes(String(tenantId)) ? inArray(d.id, []) : undefined,
      eqOpt(d.id, q.id),
      eqOpt(d.name, q.name),
      likeOpt(d.name, q.nameLike),
      eqOpt(d.source, q.source),
      q.withoutSource ? isNull(d.source) : undefined,
      gteOpt(d.deploymentTime, parseDate('after', q.after)),
      lteOpt(d.deploymentTime, parseDate('before', q.before)),
      withoutTenantOpt(q.withoutTenantId),
    );
  },
  sorts: { id: d.id, name: d.name, deploymentTime: d.deploymentTime, tenantId: d.tenantId },
  tieBreakers: [d.id],
  defaultSort: { by: 'deploymentTime', desc: false },
});

/**
 * Deployments: list, count, one, and its resources. A deployment here holds one BPMN file, kept
 * with each of its definitions (none for a file without an executable process), so a
 * resource's id is one of its definitions'.
 */
export function deploymentReads(db: Db) {
  const reads = tableReads(db, DEPLOYMENTS, (id) => `Deployment with id '${id}' does not exist`);
  return {
    ...reads,
    resources: async (tenantId: number, id: string) => {
      await reads.byId(tenantId, id);
      const pd = processDefinitions;
      return db
        .selectDistinctOn([pd.resourceName], { id: pd.id, name: pd.resourceName })
        .from(pd)
        .where(and(eq(pd.deploymentId, id), eq(pd.tenantId, tenantId)))
        .orderBy(asc(pd.resourceName), asc(pd.id));
    },
  };
}

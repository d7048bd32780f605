import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { deployments, processDefinitions } from '../../../db/schema';
import type { Db } from '../../../db/types';
import {
  camundaDate,
  eqOpt,
  gteOpt,
  likeOpt,
  listOf,
  listQuery,
  lteOpt,
  OptFlag,
  OptIdList,
  OptText,
  parseDate,
  REST,
} from './common';
import { withoutTenantOpt } from './absent';
import { idRoute, tableRoutes } from './list-routes';
import { tableList, tenantRow } from './table-list';

const d = deployments;
type DeploymentRow = typeof d.$inferSelect;

const DeploymentQuery = listQuery({
  id: OptText,
  name: OptText,
  nameLike: OptText,
  source: OptText,
  withoutSource: OptFlag,
  tenantIdIn: OptIdList,
  withoutTenantId: OptFlag,
  // Widens to deployments without a tenant, which this engine does not have.
  includeDeploymentsWithoutTenantId: OptFlag,
  after: OptText,
  before: OptText,
});

/** DeploymentDto: a deployment as Camunda lists it (its resources are asked for apart). */
const deploymentJson = (row: DeploymentRow) => ({
  links: [],
  id: row.id,
  name: row.name,
  source: row.source,
  deploymentTime: camundaDate(row.deploymentTime),
  tenantId: String(row.tenantId),
});

const DEPLOYMENTS = tableList({
  table: d,
  where: (tenantId: number, q: Static<typeof DeploymentQuery>) => {
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
 * Deployments: list, count, one, and its resources. A deployment here holds one BPMN file per
 * definition, so a resource's id is its definition's.
 */
export async function deploymentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const URL = `${REST}/deployment`;
  const deployment = (tenantId: number, id: string) =>
    tenantRow(db, d, tenantId, id, `Deployment with id '${id}' does not exist`);
  tableRoutes(app, db, URL, DeploymentQuery, DEPLOYMENTS, deploymentJson);
  idRoute(app, `${URL}/:id`, async (tenantId, id) =>
    deploymentJson(await deployment(tenantId, id)),
  );
  idRoute(app, `${URL}/:id/resources`, async (tenantId, id) => {
    await deployment(tenantId, id);
    const definitions = await db
      .select({ id: processDefinitions.id, name: processDefinitions.resourceName })
      .from(processDefinitions)
      .where(
        and(eq(processDefinitions.deploymentId, id), eq(processDefinitions.tenantId, tenantId)),
      )
      .orderBy(asc(processDefinitions.resourceName));
    return definitions.map((resource) => ({ ...resource, deploymentId: id }));
  });
}

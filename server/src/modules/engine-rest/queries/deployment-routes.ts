import type { FastifyInstance } from 'fastify';
import type { DeploymentRow, ProcessEngine } from '../../../engine';
import { camundaDate, listQuery, OptFlag, OptIdList, OptText, REST } from './common';
import { idRoute, tableRoutes } from './list-routes';

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

/**
 * Deployments: list, count, one, and its resources. A deployment here holds one BPMN file per
 * definition, so a resource's id is its definition's.
 */
export async function deploymentRoutes(
  app: FastifyInstance,
  { engine }: { engine: ProcessEngine },
) {
  const URL = `${REST}/deployment`;
  const reads = engine.query.deployments;
  tableRoutes(app, URL, DeploymentQuery, reads, deploymentJson);
  idRoute(app, `${URL}/:id`, async (tenantId, id) =>
    deploymentJson(await reads.byId(tenantId, id)),
  );
  idRoute(app, `${URL}/:id/resources`, async (tenantId, id) =>
    (await reads.resources(tenantId, id)).map((resource) => ({ ...resource, deploymentId: id })),
  );
}

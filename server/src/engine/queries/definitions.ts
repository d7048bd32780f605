import { and, asc, desc, eq } from 'drizzle-orm';
import { deployments, processDefinitions } from '../../db/schema';
import type { Db } from '../../db/types';
import type { DefinitionRow } from '../types';

/** A deployed flow as the lists show it: a process definition with its deployment's time. */
const deployedFlowColumns = {
  id: processDefinitions.id,
  key: processDefinitions.key,
  name: processDefinitions.name,
  version: processDefinitions.version,
  deploymentId: processDefinitions.deploymentId,
  deploymentName: deployments.name,
  deployTime: deployments.deploymentTime,
  suspended: processDefinitions.suspended,
  tempFlowId: processDefinitions.tempFlowId,
};

/** Reads of process definitions for the flows and connectors modules. */
export function definitionReads(db: Db) {
  return {
    /** The tenant's definitions, by key and newest version first; `key` filters by key. */
    deployedFlows: (tenantId: number, key?: string) =>
      db
        .select(deployedFlowColumns)
        .from(processDefinitions)
        .innerJoin(deployments, eq(deployments.id, processDefinitions.deploymentId))
        .where(
          and(
            eq(processDefinitions.tenantId, tenantId),
            key ? eq(processDefinitions.key, key) : undefined,
          ),
        )
        .orderBy(asc(processDefinitions.key), desc(processDefinitions.version)),
    /** A definition of the tenant with its deployment, if there is one. */
    withDeployment: async (tenantId: number, id: string) => {
      const [row] = await db
        .select({ definition: processDefinitions, deployment: deployments })
        .from(processDefinitions)
        .innerJoin(deployments, eq(deployments.id, processDefinitions.deploymentId))
        .where(and(eq(processDefinitions.id, id), eq(processDefinitions.tenantId, tenantId)));
      return row;
    },
    /** A definition of the tenant by id, if there is one. */
    byId: async (tenantId: number, id: string): Promise<DefinitionRow | undefined> => {
      const [row] = await db
        .select()
        .from(processDefinitions)
        .where(and(eq(processDefinitions.id, id), eq(processDefinitions.tenantId, tenantId)));
      return row;
    },
    /** The parsed model of the newest version of the tenant's key, if there is one. */
    latestModel: async (tenantId: number, key: string) => {
      const [latest] = await db
        .select({ model: processDefinitions.model })
        .from(processDefinitions)
        .where(and(eq(processDefinitions.tenantId, tenantId), eq(processDefinitions.key, key)))
        .orderBy(desc(processDefinitions.version))
        .limit(1);
      return latest?.model;
    },
  };
}

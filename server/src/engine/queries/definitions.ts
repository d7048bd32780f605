import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { deployments, processDefinitions, tempFlows } from '../../db/schema';
import type { Db } from '../../db/types';
import { activityNamesOf, type ActivityNames } from '../bpmn/activity-names';
import type { DefinitionRow } from '../types';
import { isLatest } from './rest/definition-list';

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
    /**
     * The activity names of the tenant's definitions among `ids` (from their deployed XML), by
     * definition id; an id the tenant does not have is left out.
     */
    activityNames: async (tenantId: number, ids: Iterable<string>) => {
      const wanted = [...new Set(ids)];
      const names = new Map<string, ActivityNames>();
      if (!wanted.length) return names;
      const rows = await db
        .select({ id: processDefinitions.id, xml: processDefinitions.xml })
        .from(processDefinitions)
        .where(
          and(eq(processDefinitions.tenantId, tenantId), inArray(processDefinitions.id, wanted)),
        );
      for (const row of rows) names.set(row.id, await activityNamesOf(row.id, row.xml));
      return names;
    },
    /**
     * The name each key of the tenant was saved under in the modeler: the draft its latest
     * version was deployed from, else that deployment's name (a deploy over REST); key order.
     */
    flowNames: async (tenantId: number) => {
      const rows = await db
        .select({
          key: processDefinitions.key,
          draft: tempFlows.name,
          deployment: deployments.name,
        })
        .from(processDefinitions)
        .innerJoin(deployments, eq(deployments.id, processDefinitions.deploymentId))
        .leftJoin(
          tempFlows,
          and(
            eq(tempFlows.id, processDefinitions.tempFlowId),
            eq(tempFlows.tenantId, processDefinitions.tenantId),
          ),
        )
        .where(and(eq(processDefinitions.tenantId, tenantId), isLatest))
        .orderBy(asc(processDefinitions.key));
      return rows.map((row) => ({ key: row.key, name: row.draft ?? row.deployment ?? null }));
    },
  };
}

import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  activityInstances,
  deployments,
  externalTaskLogs,
  externalTasks,
  incidents,
  messageSubscriptions,
  processDefinitions,
  processInstances,
  timerJobs,
  variables,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import { engineNotFound } from './errors';
import { parseBpmn } from './bpmn/model';
import type { DeployInput, DeployResult } from './types';

/**
 * Camunda's duplicate filtering: the newest version of the key, when it came from a deployment
 * of the same name and source with the same resource, byte for byte. Nothing new is deployed
 * then, and the answer is that deployment with no definitions deployed.
 */
async function unchangedDeployment(
  tx: Tx,
  tenantId: number,
  key: string,
  input: DeployInput,
): Promise<DeployResult | null> {
  const [newest] = await tx
    .select({ definition: processDefinitions, deployment: deployments })
    .from(processDefinitions)
    .innerJoin(deployments, eq(deployments.id, processDefinitions.deploymentId))
    .where(and(eq(processDefinitions.tenantId, tenantId), eq(processDefinitions.key, key)))
    .orderBy(desc(processDefinitions.version))
    .limit(1);
  if (!newest) return null;
  const { definition, deployment } = newest;
  const same =
    definition.xml === input.xml &&
    definition.resourceName === input.resourceName &&
    deployment.name === input.name &&
    deployment.source === (input.source ?? null);
  if (!same) return null;
  return {
    deploymentId: deployment.id,
    deploymentTime: deployment.deploymentTime,
    definitions: [],
  };
}

/**
 * Deploys a BPMN file: each deploy of a key makes the next version, as in Camunda. The
 * definition id is `key:version:uuid`. Malformed BPMN is refused before anything is written.
 */
export async function deployBpmn(
  db: Db,
  tenantId: number,
  input: DeployInput,
): Promise<DeployResult> {
  const parsed = await parseBpmn(input.xml);
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ version: processDefinitions.version })
      .from(processDefinitions)
      .where(and(eq(processDefinitions.tenantId, tenantId), eq(processDefinitions.key, parsed.key)))
      .orderBy(desc(processDefinitions.version))
      .limit(1)
      .for('update');
    if (input.skipUnchanged) {
      const unchanged = await unchangedDeployment(tx, tenantId, parsed.key, input);
      if (unchanged) return unchanged;
    }
    const version = (latest?.version ?? 0) + 1;
    const [deployment] = await tx
      .insert(deployments)
      .values({ id: randomUUID(), tenantId, name: input.name, source: input.source ?? null })
      .returning();
    const definitions = await tx
      .insert(processDefinitions)
      .values({
        id: `${parsed.key}:${version}:${randomUUID()}`,
        tenantId,
        key: parsed.key,
        version,
        name: parsed.name,
        deploymentId: deployment.id,
        resourceName: input.resourceName,
        xml: input.xml,
        suspended: input.suspended ?? false,
        versionTag: parsed.versionTag,
        model: parsed.model,
        tempFlowId: input.tempFlowId ?? null,
      })
      .returning();
    return { deploymentId: deployment.id, deploymentTime: deployment.deploymentTime, definitions };
  });
}

/** Deletes instances with all their runtime and history rows. */
export async function deleteInstanceRows(tx: Tx, instanceIds: string[]) {
  if (!instanceIds.length) return;
  await tx.delete(externalTasks).where(inArray(externalTasks.processInstanceId, instanceIds));
  await tx.delete(externalTaskLogs).where(inArray(externalTaskLogs.processInstanceId, instanceIds));
  await tx.delete(incidents).where(inArray(incidents.processInstanceId, instanceIds));
  await tx.delete(timerJobs).where(inArray(timerJobs.processInstanceId, instanceIds));
  await tx
    .delete(messageSubscriptions)
    .where(inArray(messageSubscriptions.processInstanceId, instanceIds));
  await tx.delete(variables).where(inArray(variables.processInstanceId, instanceIds));
  await tx
    .delete(activityInstances)
    .where(inArray(activityInstances.processInstanceId, instanceIds));
  await tx.delete(processInstances).where(inArray(processInstances.id, instanceIds));
}

export async function definitionOf(db: Db | Tx, tenantId: number, definitionId: string) {
  const [row] = await db
    .select()
    .from(processDefinitions)
    .where(and(eq(processDefinitions.id, definitionId), eq(processDefinitions.tenantId, tenantId)));
  if (!row) throw engineNotFound(`No process definition with id ${definitionId}`);
  return row;
}

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
import { scheduleTimerStarts } from './timer-starts';
import type { DeployInput, DeployResult } from './types';

/**
 * Camunda's duplicate filtering: the newest version of the key, when it came from a deployment
 * of the same name and source with the same resource, byte for byte. Returns that deployment.
 */
async function unchangedDeployment(tx: Tx, tenantId: number, key: string, input: DeployInput) {
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
  return same ? deployment : null;
}

/** The newest version of `key`, its row locked until the deploy commits. */
async function latestVersion(tx: Tx, tenantId: number, key: string) {
  const [latest] = await tx
    .select({ version: processDefinitions.version })
    .from(processDefinitions)
    .where(and(eq(processDefinitions.tenantId, tenantId), eq(processDefinitions.key, key)))
    .orderBy(desc(processDefinitions.version))
    .limit(1)
    .for('update');
  return latest?.version ?? 0;
}

/**
 * Deploys a BPMN file as Camunda does: each executable process is a definition, and each
 * deploy of a key makes the next version of that key. A file with no executable process makes
 * a deployment with no definition. The definition id is `key:version:uuid`. A file the engine
 * cannot run is refused before anything is written. With duplicate filtering, a file whose
 * every process is unchanged deploys nothing and answers the earlier deployment (Camunda
 * filters by resource: a changed file redeploys all its processes).
 */
export async function deployBpmn(
  db: Db,
  tenantId: number,
  input: DeployInput,
): Promise<DeployResult> {
  const { processes } = await parseBpmn(input.xml);
  return db.transaction(async (tx) => {
    const versions = new Map<string, number>();
    for (const { key } of processes) versions.set(key, await latestVersion(tx, tenantId, key));
    if (input.skipUnchanged && processes.length) {
      const unchanged = await Promise.all(
        processes.map(({ key }) => unchangedDeployment(tx, tenantId, key, input)),
      );
      const [first] = unchanged;
      if (first && unchanged.every((deployment) => deployment?.id === first.id)) {
        return { deploymentId: first.id, deploymentTime: first.deploymentTime, definitions: [] };
      }
    }
    const [deployment] = await tx
      .insert(deployments)
      .values({ id: randomUUID(), tenantId, name: input.name, source: input.source ?? null })
      .returning();
    const definitions = processes.length
      ? await tx
          .insert(processDefinitions)
          .values(
            processes.map((parsed) => {
              const version = (versions.get(parsed.key) ?? 0) + 1;
              return {
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
              };
            }),
          )
          .returning()
      : [];
    // Each new version takes over its key's timer start events (timer-starts.ts).
    for (const definition of definitions) await scheduleTimerStarts(tx, definition);
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

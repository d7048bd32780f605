import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/guard';
import { managedBp } from '../../auth/tenancy';
import { tempFlows } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ProcessEngine } from '../../engine';
import { conflict, notFound } from '../../http/envelope';
import { processBindings } from '../connectors/process-bindings';
import { flowName, syncDeployedFlag } from './temp-flow-service';

/** The tenant's deployed flows, by key and newest version first; `key` filters by process key. */
export const listDeployedFlows = (engine: ProcessEngine, tenantId: number, key?: string) =>
  engine.query.definitions.deployedFlows(tenantId, key);

/** GET /api/getFlowByBp/{bpId}: the deployed flows of the caller's tenant or a BP it manages. */
export async function flowsOfBp(
  db: Db,
  engine: ProcessEngine,
  caller: Caller,
  bpId: number,
  key?: string,
) {
  await managedBp(db, caller, bpId);
  return listDeployedFlows(engine, bpId, key);
}

/** A definition of the tenant with its deployment, or 404 (also for another tenant's id). */
async function tenantDefinition(engine: ProcessEngine, tenantId: number, id: string) {
  const row = await engine.query.definitions.withDeployment(tenantId, id);
  if (!row) throw notFound(`No deployed flow with id ${id}`);
  return row;
}

/** GET /api/flow/detail: the definition, its draft's name and its tasks with their bindings. */
export async function flowDetail(db: Db, engine: ProcessEngine, tenantId: number, id: string) {
  const { definition, deployment } = await tenantDefinition(engine, tenantId, id);
  const [draft] =
    definition.tempFlowId === null
      ? []
      : await db
          .select({ name: tempFlows.name })
          .from(tempFlows)
          .where(and(eq(tempFlows.id, definition.tempFlowId), eq(tempFlows.tenantId, tenantId)));
  const bindings = await processBindings(db, tenantId, definition.key);
  return {
    id: definition.id,
    key: definition.key,
    version: definition.version,
    name: definition.name,
    xml: definition.xml,
    suspended: definition.suspended,
    resourceName: definition.resourceName,
    deploymentId: deployment.id,
    deploymentName: deployment.name,
    deployTime: deployment.deploymentTime,
    tempFlowId: definition.tempFlowId,
    tempFlowName: draft?.name ?? null,
    tasks: definition.model.externalTasks.map((task) => ({
      activityId: task.activityId,
      name: task.name,
      topic: task.topic,
      binding: bindings.get(task.topic) ?? null,
    })),
  };
}

/** PUT /api/flow/detail: renames the draft the definition was deployed from (see schema.ts). */
export async function renameFlowDraft(
  db: Db,
  engine: ProcessEngine,
  tenantId: number,
  form: { id: string; name?: string | null },
) {
  const name = flowName(form.name);
  const { definition } = await tenantDefinition(engine, tenantId, form.id);
  const renamed =
    definition.tempFlowId === null
      ? []
      : await db
          .update(tempFlows)
          .set({ name, modifyTime: new Date() })
          .where(and(eq(tempFlows.id, definition.tempFlowId), eq(tempFlows.tenantId, tenantId)))
          .returning({ id: tempFlows.id });
  if (!renamed.length) {
    throw conflict(
      `The flow ${form.id} was not deployed from a draft, so it has no name to change`,
    );
  }
  return flowDetail(db, engine, tenantId, form.id);
}

/** DELETE /api/deployedFlow: removes the definition with its instances; its draft is undeployed. */
export async function deleteDeployedFlow(
  db: Db,
  engine: ProcessEngine,
  tenantId: number,
  id: string,
) {
  const { definition } = await tenantDefinition(engine, tenantId, id);
  await engine.deleteDefinition(tenantId, id, true);
  await syncDeployedFlag(db, tenantId, definition.tempFlowId);
}

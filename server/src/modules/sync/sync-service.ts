import { and, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/guard';
import { processInstances, variables } from '../../db/schema';
import type { Db } from '../../db/types';
import { parseStored, toTyped } from '../../engine/runtime/variables';
import type { InstanceRow, ProcessEngine, VariableMap } from '../../engine/types';
import { ApiError, badRequest, notFound } from '../../http/envelope';
import type { SyncFlowInput } from './schema';

const instances = processInstances;
const running = (tenantId: number) =>
  and(eq(instances.tenantId, tenantId), eq(instances.sync, true), eq(instances.state, 'ACTIVE'));

/** GET /api/runningSyncFlow: the tenant's sync instances still running, newest first. */
export async function runningSyncFlows(db: Db, tenantId: number) {
  const rows = await db
    .select({
      id: instances.id,
      definitionId: instances.definitionId,
      definitionKey: instances.definitionKey,
      businessKey: instances.businessKey,
      startTime: instances.startTime,
    })
    .from(instances)
    .where(running(tenantId))
    .orderBy(desc(instances.startTime), desc(instances.id));
  return rows.map((row) => ({ ...row, startTime: row.startTime.toISOString() }));
}

/** POST /api/stopRunningSyncFlow: cancels one, as Camunda's delete with skips does. */
export async function stopSyncFlow(
  db: Db,
  engine: ProcessEngine,
  caller: Caller,
  instanceId: string | undefined,
) {
  if (!instanceId) throw badRequest('instanceId is required');
  const [row] = await db
    .select({ id: instances.id })
    .from(instances)
    .where(and(running(caller.bpId), eq(instances.id, instanceId)));
  if (!row) throw notFound(`No running sync flow with id ${instanceId}`);
  await engine.cancel(caller.bpId, instanceId, {
    skipCustomListeners: true,
    skipIoMappings: true,
    reason: `Stopped by ${caller.username}`,
  });
}

/** The variables of an instance that ended while it was being started. */
async function storedVariables(db: Db, instanceId: string): Promise<VariableMap> {
  const rows = await db
    .select({ name: variables.name, type: variables.type, value: variables.value })
    .from(variables)
    .where(eq(variables.processInstanceId, instanceId));
  return Object.fromEntries(
    rows.map((row) => [row.name, toTyped(parseStored(row.type, row.value))]),
  );
}

/** Resolves with the end variables, or 'timeout' once `ms` have passed. */
async function endOrTimeout(
  db: Db,
  engine: ProcessEngine,
  instance: InstanceRow,
  ms: number,
): Promise<VariableMap | 'timeout'> {
  if (instance.state === 'COMPLETED') return storedVariables(db, instance.id);
  const ended = engine.waitForEnd(instance.id);
  // After a timeout nobody awaits the wait any more; its later rejection is not an error.
  ended.catch(() => undefined);
  // A worker may have ended the instance between start and the wait: the row tells.
  const [row] = await db
    .select({ state: instances.state })
    .from(instances)
    .where(eq(instances.id, instance.id));
  if (row?.state === 'COMPLETED') return storedVariables(db, instance.id);
  if (row?.state !== 'ACTIVE' && row?.state !== 'SUSPENDED') {
    throw new ApiError(409, `The sync flow ${instance.id} ended without completing`);
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([ended, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * POST /api/syncFlow/{key}: starts the latest version of the key as a sync instance and waits
 * for its end. On timeout the answer is 504 and the instance keeps running: it stays in
 * runningSyncFlow, where it can be stopped.
 */
export async function runSyncFlow(
  db: Db,
  engine: ProcessEngine,
  tenantId: number,
  key: string,
  input: SyncFlowInput,
) {
  const definitionId = await engine.latestDefinitionId(tenantId, key).catch((error: unknown) => {
    // The engine's 404 speaks Camunda's words; this route has its own.
    if (error instanceof ApiError && error.status === 404) {
      throw notFound(`No process definition with key ${key}`);
    }
    throw error;
  });
  const instance = await engine.start(tenantId, definitionId, {
    sync: true,
    variables: input.variables,
    businessKey: input.businessKey,
  });
  let outcome: VariableMap | 'timeout';
  try {
    outcome = await endOrTimeout(db, engine, instance, input.timeoutMs);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(409, `The sync flow ${instance.id} ended without completing: ${reason}`);
  }
  if (outcome === 'timeout') {
    throw new ApiError(
      504,
      `The sync flow ${instance.id} of ${key} did not end within ${input.timeoutMs} ms; ` +
        'it keeps running and can be stopped from the running sync flows',
    );
  }
  return {
    id: instance.id,
    definitionId: instance.definitionId,
    definitionKey: instance.definitionKey,
    businessKey: instance.businessKey,
    variables: outcome,
  };
}

import type { Caller } from '../../auth/guard';
import { EngineError, type InstanceRow, type ProcessEngine, type VariableMap } from '../../engine';
import { ApiError, badRequest, notFound } from '../../http/envelope';
import type { SyncFlowInput } from './schema';

/** GET /api/runningSyncFlow: the tenant's sync instances still running, newest first. */
export async function runningSyncFlows(engine: ProcessEngine, tenantId: number) {
  const rows = await engine.query.sync.running(tenantId);
  return rows.map((row) => ({ ...row, startTime: row.startTime.toISOString() }));
}

/** POST /api/stopRunningSyncFlow: cancels one, as Camunda's delete with skips does. */
export async function stopSyncFlow(
  engine: ProcessEngine,
  caller: Caller,
  instanceId: string | undefined,
) {
  if (!instanceId) throw badRequest('instanceId is required');
  if (!(await engine.query.sync.isRunning(caller.bpId, instanceId)))
    throw notFound(`No running sync flow with id ${instanceId}`);
  await engine.cancel(caller.bpId, instanceId, {
    skipCustomListeners: true,
    skipIoMappings: true,
    reason: `Stopped by ${caller.username}`,
  });
}

/** Resolves with the end variables, or 'timeout' once `ms` have passed. */
async function endOrTimeout(
  engine: ProcessEngine,
  instance: InstanceRow,
  ms: number,
): Promise<VariableMap | 'timeout'> {
  if (instance.state === 'COMPLETED') return engine.query.sync.variables(instance.id);
  // The engine failed during the start: it waits at an incident, not for a worker.
  if (instance.incidents > 0) {
    throw new ApiError(
      409,
      `The sync flow ${instance.id} stopped with an incident; it can be stopped from the running sync flows`,
    );
  }
  const ended = engine.waitForEnd(instance.id);
  // After a timeout nobody awaits the wait any more; its later rejection is not an error.
  ended.catch(() => undefined);
  // A worker may have ended the instance between start and the wait: the row tells.
  const state = await engine.query.sync.state(instance.id);
  if (state === 'COMPLETED') return engine.query.sync.variables(instance.id);
  if (state !== 'ACTIVE' && state !== 'SUSPENDED') {
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
  engine: ProcessEngine,
  tenantId: number,
  key: string,
  input: SyncFlowInput,
) {
  const definitionId = await engine.latestDefinitionId(tenantId, key).catch((error: unknown) => {
    // The engine's 404 speaks Camunda's words; this route has its own.
    if (error instanceof EngineError && error.kind === 'not-found') {
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
    outcome = await endOrTimeout(engine, instance, input.timeoutMs);
  } catch (error) {
    if (error instanceof ApiError || error instanceof EngineError) throw error;
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

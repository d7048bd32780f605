import type { FastifyBaseLogger } from 'fastify';
import { retriesLeft, type LockedExternalTask, type ProcessEngine } from '../../../engine';
import type { Binding, BindingCache } from './binding-cache';
import { ConnectorFailure, runConnector, type RunResult } from './run-connector';
import type { createRunLog } from './run-log';
import type { ScriptHost } from '../script-runs';
import { TenantGate } from './tenant-gate';
import { toPlainValues, toVariableMap, type PlainValues } from './variables';

/** The engine calls the worker makes: all it needs, so a unit test can stand in for them. */
export type WorkerEngine = Pick<
  ProcessEngine,
  'fetchAndLock' | 'complete' | 'handleFailure' | 'unlock' | 'onTasksAvailable' | 'log'
>;

export interface TaskRunnerDeps {
  engine: WorkerEngine;
  cache: BindingCache;
  runLog: ReturnType<typeof createRunLog>;
  logger: FastifyBaseLogger;
  workerId: string;
  retryTimeoutMs: number;
  /** Runs script connectors (package commands, compose); without it only the older kinds run. */
  scripts?: ScriptHost;
}

type Outcome = { ok: true; result: RunResult } | { ok: false; failure: ConnectorFailure };

/** Connectors that run in the script pool (a JSONata mapping, a package command, a compose). */
const inScriptPool = (connector: Binding['connector']) =>
  connector.type === 'mapping' ||
  connector.type === 'compose' ||
  (connector.type === 'command' && Boolean(connector.packageId));

async function outcomeOf(
  binding: Binding | undefined,
  task: LockedExternalTask,
  input: PlainValues,
  scripts: ScriptHost | undefined,
  gate: TenantGate | null,
): Promise<Outcome> {
  if (!binding) {
    const message = `No connector is bound to topic "${task.topicName}" of process "${task.processDefinitionKey}"`;
    return { ok: false, failure: new ConnectorFailure(message) };
  }
  try {
    // A run past the tenant's connector-run quota fails like a connector would, saying why.
    await scripts?.usage?.take(Number(task.tenantId), 'connectorRuns');
    const place = scripts && { host: scripts, credentialId: binding.credentialId };
    const run = () => runConnector(binding.connector, input, place);
    const result =
      gate && inScriptPool(binding.connector) ? await gate.run(task.tenantId, run) : await run();
    return { ok: true, result };
  } catch (error) {
    const failure =
      error instanceof ConnectorFailure
        ? error
        : new ConnectorFailure(error instanceof Error ? error.message : String(error));
    return { ok: false, failure };
  }
}

/**
 * Runs the connector bound to one locked task, records the run, then completes or fails it.
 * Resolves true when the task failed and will be retried after the retry timeout.
 */
export function createTaskRunner(deps: TaskRunnerDeps) {
  const { engine, cache, runLog, logger, workerId, retryTimeoutMs, scripts } = deps;
  const share = scripts?.pool.size;
  const gate = share ? new TenantGate(share.tenantRunning + share.tenantQueued) : null;

  return async function runTask(task: LockedExternalTask): Promise<boolean> {
    const started = performance.now();
    const tenantId = Number(task.tenantId);
    const lookup = (snapshot: Awaited<ReturnType<BindingCache['get']>>) =>
      snapshot.find(tenantId, task.processDefinitionKey, task.topicName);
    // The cache may predate a binding made by another server on the same database.
    const binding = lookup(await cache.get()) ?? lookup(await cache.refresh());
    const input = toPlainValues(task.variables);
    const outcome = await outcomeOf(binding, task, input, scripts, gate);
    const durationMs = Math.round(performance.now() - started);
    const name = binding?.connector.name ?? '';
    const retries = Math.max((task.retries ?? 3) - 1, 0);

    runLog.add({
      tenantId,
      processInstanceId: task.processInstanceId,
      definitionKey: task.processDefinitionKey,
      activityId: task.activityId,
      topic: task.topicName,
      connectorId: binding?.connector.id ?? null,
      connectorName: name,
      status: outcome.ok ? 'success' : 'failed',
      input: JSON.stringify(input),
      output: outcome.ok ? outcome.result.output : outcome.failure.output,
      message: outcome.ok ? null : outcome.failure.message,
      durationMs,
    });
    // Written before the engine hears of the outcome: the engine's lines about what the
    // outcome made it do (the next step, a retry, an incident) then come after this one, in
    // the order of ids and of times, however busy the log's writer is.
    await engine.log(tenantId, {
      level: outcome.ok ? 'info' : 'error',
      source: 'connector-worker',
      processInstanceId: task.processInstanceId,
      activityId: task.activityId,
      message: outcome.ok
        ? `Connector "${name}" ran for topic "${task.topicName}" in ${durationMs} ms`
        : `Connector "${name}" failed for topic "${task.topicName}": ${outcome.failure.message} (${retriesLeft(retries)})`,
    });

    try {
      if (outcome.ok) {
        const variables = toVariableMap(outcome.result.variables);
        await engine.complete('all', task.id, { workerId, variables });
      } else {
        await engine.handleFailure('all', task.id, {
          workerId,
          errorMessage: outcome.failure.message,
          errorDetails: outcome.failure.details,
          retries,
          retryTimeout: retryTimeoutMs,
        });
      }
    } catch (error) {
      // The instance may have been cancelled or the lock lost while the connector ran.
      logger.warn({ err: error, taskId: task.id }, 'connector worker could not report a task');
      return false;
    }
    return !outcome.ok && retries > 0;
  };
}

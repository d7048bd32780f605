import type { DryRunResult, EventTransformResult } from '@console/shared/contract';
import type { Static } from 'typebox';
import jsonata from 'jsonata';
import type { DbOrTx } from '../../db/types';
import { ApiError, badRequest } from '../../http/envelope';
import { checkValues } from '../packages/param-values';
import { commandScript } from '../packages/service';
import { ScriptError } from '../scripts/compile';
import { tenantConnector } from './connector-service';
import type { DryRunBody, EventTransformBody } from './kinds-schema';
import { runComposeConnector, runJob, type ScriptHost } from './script-runs';
import { jsonataMessage } from './worker/run-connector';

const DEFAULT_TIMEOUT_MS = 30_000;
const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const problemOf = (error: unknown) =>
  error instanceof ScriptError
    ? { message: error.message, line: error.line, column: error.column }
    : { message: error instanceof Error ? error.message : String(error), line: 0, column: 0 };

/**
 * What a dry run runs: the script given, else the connector's or the command's own; a command's
 * parameters are checked and completed (defaults) against its paramsMeta, as at save.
 */
async function jobOf(db: DbOrTx, tenantId: number, body: Static<typeof DryRunBody>) {
  const connector = body.connectorId
    ? await tenantConnector(db, tenantId, body.connectorId)
    : undefined;
  const packageId = body.packageId ?? connector?.packageId;
  const commandId = body.commandId ?? connector?.commandId;
  const command =
    packageId && commandId ? await commandScript(db, tenantId, packageId, commandId) : undefined;
  const params = body.parameters
    ? command
      ? checkValues(command.paramsMeta, body.parameters)
      : body.parameters
    : (connector?.parameters ?? {});
  return { connector, script: body.script ?? command?.script, params };
}

/** POST /api/script/dryRun: runs once, as the worker would, and writes nothing to history. */
export async function dryRun(
  host: ScriptHost,
  tenantId: number,
  body: Static<typeof DryRunBody>,
): Promise<DryRunResult> {
  const { connector, script, params } = await jobOf(host.db, tenantId, body);
  const input = body.input ?? {};
  const credentialId = body.credentialId ?? null;
  const timeoutMs = body.timeout ?? Math.min(connector?.timeoutMs ?? DEFAULT_TIMEOUT_MS, 60_000);
  const started = performance.now();
  try {
    if (!script && connector?.type === 'compose') {
      const result = await runComposeConnector(
        host,
        { ...connector, timeoutMs },
        input,
        credentialId,
      );
      const { output, steps } = JSON.parse(result.output) as {
        output: unknown;
        steps: { logs: string[] }[];
      };
      return {
        ok: true,
        output,
        logs: steps.flatMap((s) => s.logs),
        durationMs: performance.now() - started,
        error: null,
      };
    }
    if (!script) throw badRequest('Give a script, a package command or a command connector to run');
    const run = await runJob(host, { tenantId, script, params, input, credentialId, timeoutMs });
    return { ok: true, output: run.value, logs: run.logs, durationMs: run.durationMs, error: null };
  } catch (error) {
    // A refused call (an unknown credential or connector) is the caller's error, not the run's.
    if (error instanceof ApiError) throw error;
    return {
      ok: false,
      output: null,
      logs: [],
      durationMs: performance.now() - started,
      error: problemOf(error),
    };
  }
}

/** POST /api/eventConnector/transform: the event connector's script over a sample event. */
export async function transformEvent(
  host: ScriptHost,
  tenantId: number,
  body: Static<typeof EventTransformBody>,
): Promise<EventTransformResult> {
  const connector = body.connectorId
    ? await tenantConnector(host.db, tenantId, body.connectorId, 'event')
    : undefined;
  const script = body.script ?? (connector?.parameters.script as string | undefined);
  if (!script) throw badRequest('Give a script or an event connector');
  const messageName =
    body.messageName ?? (connector?.parameters.messageName as string | undefined) ?? null;
  try {
    const run = await runJob(host, {
      tenantId,
      script,
      params: {},
      input: body.sample ?? {},
      credentialId: null,
      timeoutMs: connector?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    if (!isMap(run.value)) throw badRequest('An event connector must answer a map of variables');
    return {
      variables: run.value,
      messageName: messageName || null,
      logs: run.logs,
      durationMs: run.durationMs,
    };
  } catch (error) {
    if (error instanceof ScriptError) throw badRequest(error.message);
    throw error;
  }
}

/** POST /api/mappingConnector/preview: the JSONata expression over sample variables. */
export async function previewMapping(expression: string, sample: unknown) {
  try {
    const output: unknown = await jsonata(expression, { timeout: 2000, stack: 1000 }).evaluate(
      sample ?? {},
    );
    return {
      output: output === undefined ? null : (JSON.parse(JSON.stringify(output)) as unknown),
    };
  } catch (error) {
    throw badRequest(`The JSONata expression failed: ${jsonataMessage(error)}`);
  }
}

import type { DryRunResult, EventTransformResult } from '@console/shared/contract';
import type { Static } from 'typebox';
import { ApiError, badRequest } from '../../http/envelope';
import { commandScript } from '../packages/service';
import { ScriptError } from '../scripts/compile';
import { runMappingInPool } from '../scripts/sandbox';
import { tenantConnector } from './connector-service';
import { paramsForRun, paramsToSave } from './param-secrets';
import type { DryRunBody, EventTransformBody } from './kinds-schema';
import { runComposeConnector, runJob, type ScriptHost } from './script-runs';

const DEFAULT_TIMEOUT_MS = 30_000;
const PREVIEW_TIMEOUT_MS = 2000;
const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const problemOf = (error: unknown) =>
  error instanceof ScriptError
    ? { message: error.message, line: error.line, column: error.column }
    : { message: error instanceof Error ? error.message : String(error), line: 0, column: 0 };

/**
 * What a dry run runs: the script given, else the connector's or the command's own. A command's
 * parameters are checked and completed (defaults) against its paramsMeta, as at save, a secret
 * left out being the connector's own; saved secrets are opened, and masked in the answer.
 */
async function jobOf(host: ScriptHost, tenantId: number, body: Static<typeof DryRunBody>) {
  const connector = body.connectorId
    ? await tenantConnector(host.db, tenantId, body.connectorId)
    : undefined;
  const packageId = body.packageId ?? connector?.packageId;
  const commandId = body.commandId ?? connector?.commandId;
  const command =
    packageId && commandId
      ? await commandScript(host.db, tenantId, packageId, commandId)
      : undefined;
  const script = body.script ?? command?.script;
  // Parameters sent for a bare script are the caller's own, used as they are (never opened).
  if (body.parameters && !command) return { connector, script, params: body.parameters };
  const sameCommand = connector?.packageId === packageId && connector?.commandId === commandId;
  const fields = command?.paramsMeta ?? [];
  const saved = body.parameters
    ? paramsToSave(host.sealer, fields, body.parameters, sameCommand ? connector?.parameters : {})
    : (connector?.parameters ?? {});
  return { connector, script, ...paramsForRun(host.sealer, saved, fields) };
}

/** POST /api/script/dryRun: runs once, as the worker would, and writes nothing to history. */
export async function dryRun(
  host: ScriptHost,
  tenantId: number,
  body: Static<typeof DryRunBody>,
): Promise<DryRunResult> {
  const { connector, script, ...params } = await jobOf(host, tenantId, body);
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
    const run = await runJob(host, { tenantId, script, ...params, input, credentialId, timeoutMs });
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

/** POST /api/mappingConnector/preview: the JSONata expression over sample variables, in the pool. */
export async function previewMapping(
  host: ScriptHost,
  tenantId: number,
  expression: string,
  sample: unknown,
) {
  try {
    const output = await runMappingInPool(expression, sample ?? {}, PREVIEW_TIMEOUT_MS, {
      tenant: String(tenantId),
      pool: host.pool,
    });
    return { output: output ?? null };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest(`The JSONata expression failed: ${(error as Error).message}`);
  }
}

import type { Db } from '../../db/types';
import type { EgressPolicy } from '../../http/egress';
import { createMask, credentialSecrets, maskError, maskRun } from '../credentials/mask';
import { credentialForRun } from '../credentials/service';
import type { Sealer } from '../credentials/seal';
import type { FileStore } from '../files/store';
import { commandScript } from '../packages/service';
import { ioOps, type RunCredential } from '../scripts/io-ops';
import { runScript, type ScriptRun } from '../scripts/sandbox';
import type { ScriptPool } from '../scripts/script-pool';
import type { UsageGate } from '../billing/quota';
import type { ComposeStep } from '@console/shared/contract';
import { paramsForRun } from './param-secrets';
import { ConnectorFailure, type ConnectorRow, type RunResult } from './worker/connector-failure';
import type { PlainValues } from './worker/variables';

/**
 * What a script run needs from the server: the database, the sealer, the file store, and the
 * egress policy for what its scripts (and the legacy command connectors) reach out to.
 */
export interface ScriptHost {
  db: Db;
  sealer: Sealer;
  files: FileStore;
  egress: EgressPolicy;
  /** The threads tenant code runs in, off the main thread, with each tenant's share. */
  pool: ScriptPool;
  /** Counts script and connector runs and refuses them past the tenant's quota (issue 24). */
  usage?: UsageGate;
}

/** Heap a connector's script may use. */
export const SCRIPT_MEMORY_BYTES = 64 * 1024 * 1024;

export interface ScriptJob {
  tenantId: number;
  script: string;
  params: Record<string, unknown>;
  input: unknown;
  credentialId: number | null;
  timeoutMs: number;
  /** The params whose values are secret (a command's Secret fields). */
  secretParams?: readonly string[];
}

/** The secrets a run may not give back: its credential's and its secret params' values. */
function secretsOf(job: ScriptJob, credential: RunCredential | null) {
  const params = (job.secretParams ?? []).map((name) => job.params[name]);
  return [
    ...credentialSecrets(credential),
    ...params.filter((value): value is string => typeof value === 'string'),
  ];
}

/**
 * Runs one script with its tenant's file store and its bound credential (opened only now).
 * Every run passes here: its answer, its log lines and its error come out with the secrets
 * it was given masked, before anything stores or answers them (docs/scripts.md).
 */
export async function runJob(host: ScriptHost, job: ScriptJob): Promise<ScriptRun> {
  await host.usage?.take(job.tenantId, 'scriptRuns');
  const credential = job.credentialId
    ? await credentialForRun(host.db, host.sealer, job.tenantId, job.credentialId)
    : null;
  const mask = createMask(secretsOf(job, credential));
  try {
    const run = await runScript(
      job.script,
      { input: job.input, params: job.params, credential: credential?.values ?? null },
      {
        limits: { timeoutMs: job.timeoutMs, memoryBytes: SCRIPT_MEMORY_BYTES },
        io: ioOps({
          db: host.db,
          tenantId: job.tenantId,
          credential,
          files: host.files,
          egress: host.egress,
        }),
        tenant: String(job.tenantId),
        pool: host.pool,
      },
    );
    return maskRun(run, mask);
  } catch (error) {
    throw maskError(error, mask);
  }
}

const isMap = (value: unknown): value is PlainValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A command's or step's script over the input, its saved parameters' secrets opened (and
 * masked); its map answer becomes variables.
 */
async function runStep(
  host: ScriptHost,
  tenantId: number,
  packageId: string,
  commandId: string,
  params: Record<string, unknown>,
  input: PlainValues,
  credentialId: number | null,
  timeoutMs: number,
) {
  const command = await commandScript(host.db, tenantId, packageId, commandId);
  const run = await runJob(host, {
    tenantId,
    script: command.script,
    ...paramsForRun(host.sealer, params, command.paramsMeta),
    input,
    credentialId,
    timeoutMs,
  });
  return { ...run, variables: isMap(run.value) ? run.value : {} };
}

/** A command connector made from a package command; the task runner reports its errors. */
export async function runPackageConnector(
  host: ScriptHost,
  row: ConnectorRow,
  input: PlainValues,
  credentialId: number | null,
): Promise<RunResult> {
  const run = await runStep(
    host,
    row.tenantId,
    row.packageId!,
    row.commandId!,
    row.parameters,
    input,
    credentialId,
    row.timeoutMs,
  );
  return {
    variables: run.variables,
    output: JSON.stringify({ output: run.value, logs: run.logs }),
  };
}

/** A compose connector: its steps in order, each seeing the variables the ones before set. */
export async function runComposeConnector(
  host: ScriptHost,
  row: ConnectorRow,
  input: PlainValues,
  credentialId: number | null,
): Promise<RunResult> {
  const steps = (row.parameters.steps ?? []) as ComposeStep[];
  const deadline = Date.now() + row.timeoutMs;
  let values: PlainValues = { ...input };
  let produced: PlainValues = {};
  const log: { step: number; command: string; durationMs: number; logs: string[] }[] = [];
  for (const [at, step] of steps.entries()) {
    const { packageId, connectorId } = step.packageCommandInfo;
    const command = `${packageId}/${connectorId}`;
    const left = deadline - Date.now();
    if (left <= 0)
      throw new ConnectorFailure(
        `The compose connector ran longer than ${row.timeoutMs} ms (before step ${at + 1}, ${command})`,
      );
    try {
      const run = await runStep(
        host,
        row.tenantId,
        packageId,
        connectorId,
        step.commandConnector.parameters,
        values,
        credentialId,
        left,
      );
      log.push({ step: at + 1, command, durationMs: Math.round(run.durationMs), logs: run.logs });
      values = { ...values, ...run.variables };
      produced = { ...produced, ...run.variables };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ConnectorFailure(
        `Step ${at + 1} (${command}): ${message}`,
        message,
        JSON.stringify({ steps: log }),
      );
    }
  }
  return { variables: produced, output: JSON.stringify({ output: produced, steps: log }) };
}

import type { Db } from '../../db/types';
import { credentialForRun } from '../credentials/service';
import type { Sealer } from '../credentials/seal';
import type { FileStore } from '../files/store';
import { commandScript } from '../packages/service';
import { ioOps } from '../scripts/io-ops';
import { runScript, type ScriptRun } from '../scripts/sandbox';
import type { ComposeStep } from '@console/shared/contract';
import { ConnectorFailure, type ConnectorRow, type RunResult } from './worker/connector-failure';
import type { PlainValues } from './worker/variables';

/** What a script run needs from the server: the database, the sealer, the file store. */
export interface ScriptHost {
  db: Db;
  sealer: Sealer;
  files: FileStore;
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
}

/** Runs one script with its tenant's file store and its bound credential (opened only now). */
export async function runJob(host: ScriptHost, job: ScriptJob): Promise<ScriptRun> {
  const credential = job.credentialId
    ? await credentialForRun(host.db, host.sealer, job.tenantId, job.credentialId)
    : null;
  return runScript(
    job.script,
    { input: job.input, params: job.params, credential: credential?.values ?? null },
    {
      limits: { timeoutMs: job.timeoutMs, memoryBytes: SCRIPT_MEMORY_BYTES },
      io: ioOps({ tenantId: job.tenantId, credential, files: host.files }),
    },
  );
}

const isMap = (value: unknown): value is PlainValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A command's or step's script over the input; its map answer becomes variables. */
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
    params,
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

import type { CommandRun } from '@console/shared/contract';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { commandRuns, commands } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest } from '../../http/envelope';
import { paramsForRun } from '../connectors/param-secrets';
import { runComposeConnector, runJob, type ScriptHost } from '../connectors/script-runs';
import { ConnectorFailure, runConnector } from '../connectors/worker/run-connector';
import { commandScript } from '../packages/service';
import {
  isPackageCommand,
  runnableConnector,
  tenantCommand,
  type CommandRow,
} from './command-view';
import type { FileLogInput } from './schema';

type RunRow = typeof commandRuns.$inferSelect;
type Cause = RunRow['cause'];

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A run as answers show it: what caused it, when, and what came of it. */
export const runView = (row: RunRow): CommandRun => ({
  id: row.id,
  commandId: row.commandId,
  cause: row.cause,
  slot: iso(row.slot),
  startedAt: row.startedAt.toISOString(),
  endedAt: iso(row.endedAt),
  durationMs: row.endedAt ? row.endedAt.getTime() - row.startedAt.getTime() : null,
  ok: row.ok,
  output: row.output ?? null,
  logs: row.logs,
  error: row.error,
});

interface Outcome {
  ok: boolean;
  output: unknown;
  logs: string[];
  error: string | null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The log lines of a compose run's steps, in order. */
function stepLogs(text: string | null): string[] {
  try {
    const { steps } = JSON.parse(text ?? '') as { steps?: { logs?: string[] }[] };
    return (steps ?? []).flatMap((step) => step.logs ?? []);
  } catch {
    return [];
  }
}

function jsonOrText(text: string) {
  try {
    return text.trim() ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/**
 * Runs the command's connector as the worker would, with no credential: a package command
 * with the command's parameters (secrets opened for the run only, masked in what it gives
 * back), a compose or HTTP connector over the command's parameters as its variables.
 */
async function execute(host: ScriptHost, command: CommandRow): Promise<Outcome> {
  const { tenantId } = command;
  try {
    const connector = await runnableConnector(host.db, tenantId, command.connectorId);
    if (isPackageCommand(connector)) {
      const { script, paramsMeta } = await commandScript(
        host.db,
        tenantId,
        connector.packageId,
        connector.commandId,
      );
      const run = await runJob(host, {
        tenantId,
        script,
        ...paramsForRun(host.sealer, command.parameters, paramsMeta),
        input: {},
        credentialId: null,
        timeoutMs: connector.timeoutMs,
      });
      return { ok: true, output: run.value ?? null, logs: run.logs, error: null };
    }
    if (connector.type === 'compose') {
      const result = await runComposeConnector(host, connector, command.parameters, null);
      const { output } = JSON.parse(result.output) as { output: unknown };
      return { ok: true, output, logs: stepLogs(result.output), error: null };
    }
    const result = await runConnector(connector, command.parameters, { host, credentialId: null });
    return { ok: true, output: jsonOrText(result.output), logs: [], error: null };
  } catch (error) {
    const logs = error instanceof ConnectorFailure ? stepLogs(error.output) : [];
    return { ok: false, output: null, logs, error: messageOf(error).slice(0, 4000) };
  }
}

/**
 * Opens a run. A scheduled run claims its slot: the unique index on (command, slot) lets one
 * process have it, and the others get null.
 */
export async function openRun(db: Db, command: CommandRow, cause: Cause, slot: Date | null) {
  const [row] = await db
    .insert(commandRuns)
    .values({ tenantId: command.tenantId, commandId: command.id, cause, slot })
    .onConflictDoNothing({ target: [commandRuns.commandId, commandRuns.slot] })
    .returning();
  return row ?? null;
}

/** Runs the command for an open run and records what came of it. */
export async function finishRun(host: ScriptHost, command: CommandRow, run: RunRow) {
  const outcome = await execute(host, command);
  const ended = { endedAt: new Date(), ...outcome };
  const [row] = await host.db
    .update(commandRuns)
    .set(ended)
    .where(eq(commandRuns.id, run.id))
    .returning();
  await host.db
    .update(commands)
    .set({ lastRunAt: run.startedAt })
    .where(eq(commands.id, command.id));
  // A command deleted while it ran took its runs with it: answer what the run did anyway.
  return runView(row ?? { ...run, ...ended });
}

/** POST /api/command/run: runs a command now and answers the run when it has ended. */
export async function runNow(host: ScriptHost, tenantId: number, id: number) {
  const command = await tenantCommand(host.db, tenantId, id);
  const run = await openRun(host.db, command, 'manual', null);
  if (!run) throw new Error('A manual run claims no slot and cannot be refused');
  return finishRun(host, command, run);
}

async function newestRuns(db: Db, tenantId: number, limit: number, ...filters: SQL[]) {
  const rows = await db
    .select()
    .from(commandRuns)
    .where(and(eq(commandRuns.tenantId, tenantId), ...filters))
    .orderBy(desc(commandRuns.startedAt), desc(commandRuns.id))
    .limit(limit);
  return rows.map(runView);
}

/** GET /api/command/runs: a command's latest runs, newest first. */
export async function recentRuns(db: Db, tenantId: number, commandId: number, limit: number) {
  await tenantCommand(db, tenantId, commandId);
  return newestRuns(db, tenantId, limit, eq(commandRuns.commandId, commandId));
}

/** GET /api/fileLog: a command's runs that started on a UTC day, newest first. */
export async function runsOfDay(db: Db, tenantId: number, query: FileLogInput) {
  const day = new Date(`${query.date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== query.date) {
    throw badRequest('querystring.date must be a valid YYYY-MM-DD date');
  }
  await tenantCommand(db, tenantId, query.commandId);
  return newestRuns(
    db,
    tenantId,
    query.limit,
    eq(commandRuns.commandId, query.commandId),
    gte(commandRuns.startedAt, day),
    lt(commandRuns.startedAt, new Date(day.getTime() + 86_400_000)),
  );
}

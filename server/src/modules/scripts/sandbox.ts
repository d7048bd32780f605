import { ScriptError } from './compile';
import type { RunLimits, ScriptRun, ScriptValues } from './sandbox-context';
import type { HostOp } from './pure-ops';
import { defaultScriptPool, type ScriptPool } from './script-pool';

export type { HostOp } from './pure-ops';
export type { RunLimits, ScriptRun, ScriptValues } from './sandbox-context';

export const DEFAULT_LIMITS: RunLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024 };

/**
 * How long past its own time limit a job may run before its thread is ended: QuickJS stops a
 * script at its limit by itself; this catches what it cannot interrupt (a regular expression
 * that backtracks, a platform function of the thread's that does not return).
 */
export const HARD_LIMIT_GRACE_MS = 500;

export interface RunOptions {
  limits?: RunLimits;
  /** The functions that reach out (http, files, sql, mail, sftp), by op name; none by default. */
  io?: Record<string, HostOp>;
  /** Whose run it is: its share of the pool's threads, and its own QuickJS contexts. */
  tenant?: string;
  pool?: ScriptPool;
}

/**
 * Runs a script in QuickJS (WebAssembly) in one of the pool's threads, never on the server's
 * main thread: no `process`, no `require`, no I/O but the functions handed in (run here, on
 * the main thread, for the thread that asks), with a time and a memory limit. A failure is a
 * ScriptError at the statement that was running.
 */
export async function runScript(
  source: string,
  values: ScriptValues = {},
  {
    limits = DEFAULT_LIMITS,
    io = {},
    tenant = 'default',
    pool = defaultScriptPool(),
  }: RunOptions = {},
): Promise<ScriptRun> {
  const overrun = (ms: number) =>
    new ScriptError(
      `The script ran longer than ${limits.timeoutMs} ms (stopped at ${Math.round(ms)} ms)`,
      0,
      0,
    );
  return (await pool.run(
    tenant,
    { type: 'script', tenant, source, values, limits },
    { io, hardMs: limits.timeoutMs + HARD_LIMIT_GRACE_MS, overrun },
  )) as ScriptRun;
}

/**
 * A JSONata expression over its input, in the pool (its regular expressions run in a thread
 * that is ended when it overruns). The answer is refused past RUN_CAPS.outputChars (run-caps.ts).
 */
export async function runMappingInPool(
  expression: string,
  input: unknown,
  timeoutMs: number,
  { tenant = 'default', pool = defaultScriptPool() }: Pick<RunOptions, 'tenant' | 'pool'> = {},
): Promise<unknown> {
  const overrun = (ms: number) =>
    new Error(`The expression ran longer than ${timeoutMs} ms (stopped at ${Math.round(ms)} ms)`);
  return pool.run(
    tenant,
    { type: 'mapping', expression, input, timeoutMs },
    { hardMs: timeoutMs + HARD_LIMIT_GRACE_MS, overrun },
  );
}

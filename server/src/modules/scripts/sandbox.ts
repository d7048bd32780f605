import { getQuickJS } from 'quickjs-emscripten';
import { returnAsyncContext, takeAsyncContext } from './async-modules';
import { compileScript } from './compile';
import { NAMES_IO } from './prelude';
import type { HostOp } from './pure-ops';
import {
  PreparedContext,
  type RunLimits,
  type ScriptRun,
  type ScriptValues,
} from './sandbox-context';

export type { HostOp } from './pure-ops';
export type { RunLimits, ScriptRun, ScriptValues } from './sandbox-context';

export const DEFAULT_LIMITS: RunLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024 };

export interface RunOptions {
  limits?: RunLimits;
  /** The functions that reach out (http, files, sql, mail, sftp), by op name; none by default. */
  io?: Record<string, HostOp>;
}

const COMPILED_KEPT = 500;
const compiled = new Map<string, { body: string; io: boolean }>();

/** A script's JavaScript, compiled once while it is among the last few hundred run. */
function compiledOnce(source: string) {
  let found = compiled.get(source);
  if (found === undefined) {
    const body = compileScript(source);
    found = { body, io: NAMES_IO.test(body) };
    if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value!);
    compiled.set(source, found);
  }
  return found;
}

/**
 * The prepared context of the scripts that need no I/O, in one synchronous runtime, run after
 * run; after a run stopped at a limit both are replaced.
 */
let syncContext: PreparedContext | undefined;

async function takeSyncContext() {
  syncContext ??= new PreparedContext((await getQuickJS()).newRuntime(), false);
  return syncContext;
}

/**
 * Runs a script in QuickJS (WebAssembly): no `process`, no `require`, no I/O but the functions
 * handed in, with a time and a memory limit. A script that names http, files, sql, mail or sftp
 * runs in an asyncified runtime, where those calls wait for the host. A failure is a
 * ScriptError at the statement that was running.
 */
export async function runScript(
  source: string,
  values: ScriptValues = {},
  { limits = DEFAULT_LIMITS, io = {} }: RunOptions = {},
): Promise<ScriptRun> {
  const { body, io: needsIo } = compiledOnce(source);
  const context = needsIo ? await takeAsyncContext() : await takeSyncContext();
  let healthy = false;
  try {
    const outcome = await context.run(body, values, limits, io);
    healthy = outcome.healthy;
    if (outcome.error) throw outcome.error;
    return outcome.run!;
  } finally {
    if (needsIo) returnAsyncContext(context, healthy);
    else if (!healthy && context === syncContext) {
      syncContext = undefined;
      context.dispose();
      context.runtime.dispose();
    }
  }
}

import {
  getQuickJS,
  shouldInterruptAfterDeadline,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
} from 'quickjs-emscripten';
import { returnAsyncRuntime, takeAsyncRuntime } from './async-modules';
import { compileScript, ScriptError } from './compile';
import { IO_PRELUDE, NAMES_IO, PRELUDE } from './prelude';
import { PURE_OPS, answerOf, answerOfAsync, type HostOp } from './pure-ops';

export type { HostOp } from './pure-ops';

export interface RunLimits {
  /** Wall time the script may take, waits for the host's I/O included. */
  timeoutMs: number;
  /** Heap the script may allocate. */
  memoryBytes: number;
}

export const DEFAULT_LIMITS: RunLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024 };

/** The values a script sees: `input`, `params` and `credential` (all through JSON). */
export interface ScriptValues {
  input?: unknown;
  params?: Record<string, unknown>;
  credential?: Record<string, unknown> | null;
}

export interface RunOptions {
  limits?: RunLimits;
  /** The functions that reach out (http, files, sql, mail, sftp), by op name; none by default. */
  io?: Record<string, HostOp>;
}

export interface ScriptRun {
  /** The script's return value, through JSON. */
  value: unknown;
  logs: string[];
  durationMs: number;
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
 * One QuickJS runtime serves the scripts that need no I/O, run after run, each in a fresh context
 * (its own globals); after a run that failed it is replaced, so nothing a script left stays.
 */
let sharedRuntime: QuickJSRuntime | undefined;

/**
 * Runs a script in QuickJS (WebAssembly): no `process`, no `require`, no I/O but the functions
 * handed in, with a time and a memory limit. A script that names http, files, sql, mail or sftp
 * runs in an asyncified module, where those calls wait for the host. A failure is a ScriptError
 * at the statement that was running.
 */
export async function runScript(
  source: string,
  values: ScriptValues = {},
  { limits = DEFAULT_LIMITS, io = {} }: RunOptions = {},
): Promise<ScriptRun> {
  const { body, io: needsIo } = compiledOnce(source);
  const program = `${PRELUDE}${needsIo ? IO_PRELUDE : ''}
const input = JSON.parse(${literal(values.input ?? {})});
const params = JSON.parse(${literal(values.params ?? {})});
const credential = JSON.parse(${literal(values.credential ?? null)});
JSON.stringify({ value: (() => {\n${body}\n})() ?? null });`;
  const deadline = Date.now() + limits.timeoutMs;
  if (!needsIo) {
    const runtime = (sharedRuntime ??= (await getQuickJS()).newRuntime());
    const { run, healthy } = await evaluate(runtime, program, limits, deadline, null);
    if (!healthy) {
      runtime.dispose();
      sharedRuntime = undefined;
    }
    return run();
  }
  const runtime = await takeAsyncRuntime();
  let healthy = false;
  try {
    const outcome = await evaluate(runtime, program, limits, deadline, io);
    healthy = outcome.healthy;
    return outcome.run();
  } finally {
    returnAsyncRuntime(runtime, healthy);
  }
}

const literal = (value: unknown) => JSON.stringify(JSON.stringify(value));

/** Evaluates the program in a new context of the runtime; `run` answers or throws its error. */
async function evaluate(
  runtime: QuickJSRuntime,
  program: string,
  limits: RunLimits,
  deadline: number,
  io: Record<string, HostOp> | null,
) {
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
  const started = performance.now();
  const vm = runtime.newContext();
  const logs: string[] = [];
  try {
    define(vm, '__log', (line) => void logs.push(vm.getString(line)));
    define(vm, '__hostPure', (op, args) =>
      vm.newString(answerOf(() => callOp(PURE_OPS, vm.getString(op), vm.getString(args)))),
    );
    if (io) defineHostIo(vm, io, deadline);
    const result = io
      ? await (vm as unknown as AsyncEval).evalCodeAsync(program, 'script.js')
      : vm.evalCode(program, 'script.js');
    const durationMs = performance.now() - started;
    if (result.error) {
      const failure = vm.dump(result.error) as { message?: string } | string;
      result.error.dispose();
      const [line, column] = (vm.getProp(vm.global, '__where').consume(vm.dump) as number[]) ?? [
        0, 0,
      ];
      const text = failureText(failure, limits, durationMs);
      const error = new ScriptError(text, line, column);
      // A script that threw leaves the runtime as it was; one stopped at a limit may not.
      const limitHit = text !== failureMessage(failure);
      return {
        healthy: !limitHit,
        run: (): ScriptRun => {
          throw error;
        },
      };
    }
    const text = vm.getString(result.value);
    result.value.dispose();
    const value = (JSON.parse(text) as { value: unknown }).value;
    return { healthy: true, run: (): ScriptRun => ({ value, logs, durationMs }) };
  } finally {
    vm.dispose();
  }
}

// The asyncified context's methods (QuickJSAsyncContext); typed here to keep evaluate shared.
interface AsyncEval {
  evalCodeAsync(
    code: string,
    filename: string,
  ): ReturnType<QuickJSContext['evalCode']> extends infer R ? Promise<R> : never;
  newAsyncifiedFunction(
    name: string,
    fn: (...args: QuickJSHandle[]) => Promise<QuickJSHandle>,
  ): QuickJSHandle;
}

function define(
  vm: QuickJSContext,
  name: string,
  fn: (...args: QuickJSHandle[]) => QuickJSHandle | void,
) {
  vm.newFunction(name, fn).consume((handle) => vm.setProp(vm.global, name, handle));
}

function defineHostIo(vm: QuickJSContext, io: Record<string, HostOp>, deadline: number) {
  const handle = (vm as unknown as AsyncEval).newAsyncifiedFunction('__host', async (op, args) => {
    const name = vm.getString(op);
    const text = vm.getString(args);
    const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
    const answer = await answerOfAsync(() => callOp(io, name, text, signal));
    return vm.newString(answer);
  });
  handle.consume((fn) => vm.setProp(vm.global, '__host', fn));
}

/** Runs an op with the script's JSON arguments; an op that is not offered is an error. */
function callOp(ops: Record<string, HostOp>, name: string, args: string, signal?: AbortSignal) {
  const op = Object.hasOwn(ops, name) ? ops[name] : undefined;
  if (!op) throw new Error(`${name} is not available here`);
  return op(JSON.parse(args) as unknown[], signal ?? AbortSignal.timeout(60_000));
}

const failureMessage = (failure: { message?: string } | string) =>
  typeof failure === 'string' ? failure : (failure?.message ?? String(failure));

function failureText(failure: { message?: string } | string, limits: RunLimits, ms: number) {
  const message = failureMessage(failure);
  if (/interrupted/i.test(message))
    return `The script ran longer than ${limits.timeoutMs} ms (stopped at ${Math.round(ms)} ms)`;
  if (/out of memory/i.test(message))
    return `The script used more than ${limits.memoryBytes} bytes of memory`;
  return message;
}

import { getQuickJS, shouldInterruptAfterDeadline, type QuickJSRuntime } from 'quickjs-emscripten';
import { compileScript, ScriptError } from './compile';
import { PRELUDE } from './prelude';

export interface RunLimits {
  /** Wall time the script may take. */
  timeoutMs: number;
  /** Heap the script may allocate. */
  memoryBytes: number;
}

export const DEFAULT_LIMITS: RunLimits = { timeoutMs: 1000, memoryBytes: 32 * 1024 * 1024 };

export interface RunResult {
  /** The script's return value, through JSON. */
  value: unknown;
  logs: string[];
  durationMs: number;
}

const COMPILED_KEPT = 500;
const compiled = new Map<string, string>();

/** A script's JavaScript, compiled once while it is among the last few hundred run. */
function compiledOnce(source: string) {
  let body = compiled.get(source);
  if (body === undefined) {
    body = compileScript(source);
    if (compiled.size >= COMPILED_KEPT) compiled.delete(compiled.keys().next().value!);
    compiled.set(source, body);
  }
  return body;
}

/**
 * One QuickJS runtime serves run after run, each in a fresh context (its own globals); after a
 * run that failed (a limit hit, an error) it is replaced, so nothing a script left behind stays.
 */
let shared: QuickJSRuntime | undefined;

/**
 * Runs a script in a fresh QuickJS (WebAssembly) context: no `process`, no `require`, no I/O
 * but the functions the prelude defines, with a time and a memory limit. `input` is handed in
 * as JSON. A failure is a ScriptError at the statement that was running.
 */
export async function runScript(
  source: string,
  input: unknown = {},
  limits: RunLimits = DEFAULT_LIMITS,
): Promise<RunResult> {
  const body = compiledOnce(source);
  const runtime = (shared ??= (await getQuickJS()).newRuntime());
  let healthy = false;
  runtime.setMemoryLimit(limits.memoryBytes);
  runtime.setMaxStackSize(512 * 1024);
  const started = performance.now();
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + limits.timeoutMs));
  const vm = runtime.newContext();
  const logs: string[] = [];
  try {
    const logFunction = vm.newFunction('__log', (line) => {
      logs.push(vm.getString(line));
    });
    vm.setProp(vm.global, '__log', logFunction);
    logFunction.dispose();
    const program = `${PRELUDE}
const input = JSON.parse(${JSON.stringify(JSON.stringify(input ?? {}))});
JSON.stringify({ value: (() => {\n${body}\n})() ?? null });`;
    const result = vm.evalCode(program, 'script.js');
    const durationMs = performance.now() - started;
    if (result.error) {
      const failure = vm.dump(result.error) as { message?: string } | string;
      result.error.dispose();
      const where = vm.getProp(vm.global, '__where');
      const [line, column] = (vm.dump(where) as number[] | undefined) ?? [0, 0];
      where.dispose();
      throw new ScriptError(failureText(failure, limits, durationMs), line, column);
    }
    const text = vm.getString(result.value);
    result.value.dispose();
    healthy = true;
    return { value: (JSON.parse(text) as { value: unknown }).value, logs, durationMs };
  } finally {
    vm.dispose();
    if (!healthy) {
      runtime.dispose();
      shared = undefined;
    }
  }
}

function failureText(failure: { message?: string } | string, limits: RunLimits, ms: number) {
  const message = typeof failure === 'string' ? failure : (failure?.message ?? String(failure));
  if (/interrupted/i.test(message))
    return `The script ran longer than ${limits.timeoutMs} ms (stopped at ${Math.round(ms)} ms)`;
  if (/out of memory/i.test(message))
    return `The script used more than ${limits.memoryBytes} bytes of memory`;
  return message;
}

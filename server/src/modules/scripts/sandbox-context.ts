import {
  shouldInterruptAfterDeadline,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
} from 'quickjs-emscripten';
import { ScriptError } from './compile';
import { HARDEN, IO_PRELUDE, PRELUDE } from './prelude';
import { PURE_OPS, answerOf, type HostOp } from './pure-ops';
import { RunLog } from './run-log';

export interface RunLimits {
  /** Wall time the script may take, waits for the host's I/O included. */
  timeoutMs: number;
  /** Heap the script may allocate. */
  memoryBytes: number;
}

/** The values a script sees: `input`, `params` and `credential` (all through JSON). */
export interface ScriptValues {
  input?: unknown;
  params?: Record<string, unknown>;
  credential?: Record<string, unknown> | null;
}

export interface ScriptRun {
  /** The script's return value, through JSON. */
  value: unknown;
  logs: string[];
  durationMs: number;
}

/**
 * How a run reaches the platform's functions that reach out (http, files…): the op's name and
 * its arguments as JSON, answered with { value } or { error } as JSON. In a script thread this
 * asks the server's main thread, which holds the run's tenant, credential and file store.
 */
export type HostIo = (op: string, args: string) => Promise<string>;

// The asyncified context's methods (QuickJSAsyncContext), typed here to keep one class.
interface AsyncEval {
  evalCodeAsync(code: string, filename: string): Promise<ReturnType<QuickJSContext['evalCode']>>;
  newAsyncifiedFunction(
    name: string,
    fn: (...args: QuickJSHandle[]) => Promise<QuickJSHandle>,
  ): QuickJSHandle;
}

const NEVER_ABORTED = new AbortController().signal;
const literal = (value: unknown) => JSON.stringify(JSON.stringify(value ?? null));
const failureMessage = (failure: { message?: string } | string) =>
  typeof failure === 'string' ? failure : (failure?.message ?? String(failure));

/**
 * A QuickJS context made ready once (the prelude evaluated, everything reachable frozen, see
 * HARDEN) and then used run after run by one tenant only (tenant-contexts.ts): each run is a
 * strict function of its own, with every global name shadowed, so a script keeps nothing from
 * the one before. Evaluating the prelude anew for every run cost 0.8 ms.
 */
export class PreparedContext {
  private readonly vm: QuickJSContext;
  /** The parameter list that shadows every name of the global object in a script's body. */
  private readonly shadowed: string;
  /** The run under way: where its log lines go, how its I/O reaches the host. */
  private current: { log: RunLog; io: HostIo } | null = null;

  constructor(
    readonly runtime: QuickJSRuntime,
    private readonly withIo: boolean,
  ) {
    const vm = (this.vm = runtime.newContext());
    this.define('__log', (line) => void this.current?.log.add(vm.getString(line)));
    this.define('__hostPure', (op, args) =>
      vm.newString(
        answerOf(() => callOp(PURE_OPS, vm.getString(op), vm.getString(args), NEVER_ABORTED)),
      ),
    );
    if (withIo) this.defineHostIo();
    // The runtime keeps the last run's deadline and heap limit: the prelude must not meet them.
    runtime.removeInterruptHandler();
    runtime.setMemoryLimit(-1);
    const setup = vm.evalCode(`${PRELUDE}${withIo ? IO_PRELUDE : ''}${HARDEN}`, 'prelude.js');
    vm.unwrapResult(setup).dispose();
    this.shadowed = vm.unwrapResult(vm.evalCode('__SHADOWED')).consume(vm.getString);
  }

  /** Runs compiled code; `healthy` is false when a limit stopped it (the runtime may be spent). */
  async run(body: string, values: ScriptValues, limits: RunLimits, io: HostIo) {
    const { vm, runtime } = this;
    const deadline = Date.now() + limits.timeoutMs;
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(512 * 1024);
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
    const log = new RunLog();
    this.current = { log, io };
    // Sloppy outside (a parameter may be named eval), strict inside: the body sees no global.
    const make = `((${this.shadowed}) => (input, params, credential) => {\n'use strict';\n${body}\n})`;
    const program = `__run(${make}, ${literal(values.input ?? {})}, ${literal(values.params ?? {})}, ${literal(values.credential)})`;
    const started = performance.now();
    try {
      const result = this.withIo
        ? await (vm as unknown as AsyncEval).evalCodeAsync(program, 'script.js')
        : vm.evalCode(program, 'script.js');
      const durationMs = performance.now() - started;
      if (result.error) {
        const failure = vm.dump(result.error) as { message?: string } | string;
        result.error.dispose();
        const [line, column] = this.position();
        const text = failureText(failure, limits, durationMs);
        // A script that threw leaves the context as it was; one stopped at a limit may not.
        return {
          healthy: text === failureMessage(failure),
          error: new ScriptError(text, line, column),
        };
      }
      const value = (JSON.parse(vm.getString(result.value)) as { value: unknown }).value;
      result.value.dispose();
      return { healthy: true, run: { value, logs: log.lines(), durationMs } satisfies ScriptRun };
    } finally {
      this.current = null;
    }
  }

  dispose() {
    this.vm.dispose();
  }

  /** Where the script was when it failed; read with the limits lifted (it may have hit one). */
  private position(): [number, number] {
    this.runtime.removeInterruptHandler();
    this.runtime.setMemoryLimit(-1);
    const read = this.vm.evalCode('__pos.slice()');
    if (read.error) {
      read.error.dispose();
      return [0, 0];
    }
    return read.value.consume(this.vm.dump) as [number, number];
  }

  private define(name: string, fn: (...args: QuickJSHandle[]) => QuickJSHandle | void) {
    this.vm
      .newFunction(name, fn)
      .consume((handle) => this.vm.setProp(this.vm.global, name, handle));
  }

  private defineHostIo() {
    const vm = this.vm;
    const handle = (vm as unknown as AsyncEval).newAsyncifiedFunction(
      '__host',
      async (op, args) => {
        const run = this.current;
        const name = vm.getString(op);
        const text = vm.getString(args);
        if (!run) return vm.newString(JSON.stringify({ error: 'No run is under way' }));
        return vm.newString(await run.io(name, text));
      },
    );
    handle.consume((fn) => vm.setProp(vm.global, '__host', fn));
  }
}

/** Runs an op with the script's JSON arguments; an op that is not offered is an error. */
export function callOp(
  ops: Record<string, HostOp>,
  name: string,
  args: string,
  signal: AbortSignal,
) {
  const op = Object.hasOwn(ops, name) ? ops[name] : undefined;
  if (!op) throw new Error(`${name} is not available here`);
  return op(JSON.parse(args) as unknown[], signal);
}

function failureText(failure: { message?: string } | string, limits: RunLimits, ms: number) {
  const message = failureMessage(failure);
  if (/interrupted/i.test(message))
    return `The script ran longer than ${limits.timeoutMs} ms (stopped at ${Math.round(ms)} ms)`;
  // QuickJS joins strings lazily: doubling one can reach its length cap before the heap limit.
  if (/out of memory|string too long/i.test(message))
    return `The script used more than ${limits.memoryBytes} bytes of memory`;
  return message;
}

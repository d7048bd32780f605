import { newQuickJSAsyncWASMModule, type QuickJSRuntime } from 'quickjs-emscripten';
import { PreparedContext } from './sandbox-context';

/**
 * Prepared contexts in asyncified runtimes, each in a module of its own, for scripts that wait
 * on the host (http, files, sql…). A module can wait on one call at a time, so each serves one
 * run at a time; at most POOL_SIZE exist, and a run beyond that waits for one to be returned.
 * A runtime is never disposed: quickjs-emscripten 0.32.0's asyncified build throws
 * "QuickJSRuntime … not found when trying to free HostRef" when one that has host functions
 * is; one that hit a limit is dropped whole, with its module, for the garbage collector.
 */
const POOL_SIZE = 4;
const idle: PreparedContext[] = [];
const waiting: ((context: PreparedContext) => void)[] = [];
let made = 0;

async function make() {
  const module = await newQuickJSAsyncWASMModule();
  // The asyncified runtime has the same methods; its context adds the async ones.
  return new PreparedContext(module.newRuntime() as unknown as QuickJSRuntime, true);
}

export async function takeAsyncContext(): Promise<PreparedContext> {
  const ready = idle.pop();
  if (ready) return ready;
  if (made < POOL_SIZE) {
    made += 1;
    return make().catch((error: unknown) => {
      made -= 1;
      throw error;
    });
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Gives a context back; one that hit a limit is dropped (and replaced for a waiting run). */
export function returnAsyncContext(context: PreparedContext, healthy: boolean) {
  if (!healthy) {
    made -= 1;
    const next = waiting.shift();
    if (next) void takeAsyncContext().then(next);
    return;
  }
  const next = waiting.shift();
  if (next) next(context);
  else idle.push(context);
}

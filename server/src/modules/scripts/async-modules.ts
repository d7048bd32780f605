import { newQuickJSAsyncWASMModule, type QuickJSAsyncRuntime } from 'quickjs-emscripten';

/**
 * Asyncified QuickJS runtimes, each in a module of its own, for scripts that wait on the host
 * (http, files, sql…). A module can wait on one call at a time, so each serves one run at a
 * time (a fresh context per run); at most POOL_SIZE exist, and a run beyond that waits.
 * A runtime is never disposed: quickjs-emscripten 0.32.0's asyncified build throws
 * "QuickJSRuntime … not found when trying to free HostRef" when one that ran host functions
 * is; one that failed is dropped whole, with its module, for the garbage collector.
 */
const POOL_SIZE = 4;
const idle: QuickJSAsyncRuntime[] = [];
const waiting: ((runtime: QuickJSAsyncRuntime) => void)[] = [];
let made = 0;

export async function takeAsyncRuntime(): Promise<QuickJSAsyncRuntime> {
  const ready = idle.pop();
  if (ready) return ready;
  if (made < POOL_SIZE) {
    made += 1;
    return newQuickJSAsyncWASMModule()
      .then((module) => module.newRuntime())
      .catch((error: unknown) => {
        made -= 1;
        throw error;
      });
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Gives a runtime back; one that hit a limit is dropped (and replaced for a waiting run). */
export function returnAsyncRuntime(runtime: QuickJSAsyncRuntime, healthy: boolean) {
  if (!healthy) {
    made -= 1;
    const next = waiting.shift();
    if (next) void takeAsyncRuntime().then(next);
    return;
  }
  const next = waiting.shift();
  if (next) next(runtime);
  else idle.push(runtime);
}

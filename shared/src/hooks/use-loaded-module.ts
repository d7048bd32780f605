import { useEffect, useReducer } from 'react';

type Loader<T> = () => Promise<T>;

interface Loading<T> {
  promise: Promise<void>;
  value?: T;
  failure?: { error: unknown };
}

const loads = new WeakMap<Loader<unknown>, Loading<unknown>>();

function loadingOf<T>(load: Loader<T>, start: (load: Loader<T>) => Promise<T>): Loading<T> {
  let loading = loads.get(load) as Loading<T> | undefined;
  if (!loading) {
    const entry: Loading<T> = {
      promise: start(load).then(
        (value) => {
          entry.value = value;
        },
        (error: unknown) => {
          entry.failure = { error };
        },
      ),
    };
    loading = entry;
    loads.set(load, entry);
  }
  return loading;
}

/** Starts loading a module ahead of the component that will use it (see useLoadedModule). */
export function preloadModule<T>(
  load: Loader<T>,
  start: (load: Loader<T>) => Promise<T> = (l) => l(),
) {
  return loadingOf(load, start).promise;
}

/**
 * A dynamically imported module without Suspense: undefined while it loads (the caller shows
 * its own placeholder), the module once loaded, at once on every later mount. React.lazy
 * suspends on each first render, and React then holds the content back until 300 ms after its
 * fallback showed (its fallback throttle): a page and its chart each paid that on every
 * opening. A failed load is thrown to the nearest error boundary and then forgotten, so that
 * a remount (Retry) loads again. `start` runs the loader (the host retries a chunk that failed).
 */
export function useLoadedModule<T>(
  load: Loader<T>,
  start: (load: Loader<T>) => Promise<T> = (l) => l(),
): T | undefined {
  const loading = loadingOf(load, start);
  const [, settled] = useReducer((count: number) => count + 1, 0);
  const pending = loading.value === undefined && !loading.failure;
  useEffect(() => {
    if (!pending) return undefined;
    let live = true;
    void loading.promise.then(() => live && settled());
    return () => {
      live = false;
    };
  }, [loading, pending]);
  if (loading.failure) {
    // Forgotten after this task, not now: React renders a failed tree once more at once (to
    // recover), and that render must meet the same failure rather than load again.
    setTimeout(() => {
      if (loads.get(load) === loading) loads.delete(load);
    }, 0);
    throw loading.failure.error;
  }
  return loading.value;
}

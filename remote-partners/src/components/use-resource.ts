import { useCallback, useEffect, useState } from 'react';

interface Settled<T> {
  loader: () => Promise<T>;
  version: number;
  data?: T;
  error?: unknown;
}

export interface Resource<T> {
  /** The last data of this loader; kept while it reloads or after a failed reload. */
  data: T | undefined;
  /** Why the latest load failed, if it did. */
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for a screen. `loader` must be stable (module function, useCallback or useMemo);
 * a new loader starts over, `null` loads nothing. Answers of a replaced loader are ignored.
 */
export function useResource<T>(loader: (() => Promise<T>) | null): Resource<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!loader) return;
    let live = true;
    loader().then(
      (data) => {
        if (live) setSettled({ loader, version, data });
      },
      (error: unknown) => {
        if (!live) return;
        setSettled((previous) => ({
          loader,
          version,
          data: previous?.loader === loader ? previous.data : undefined,
          error,
        }));
      },
    );
    return () => {
      live = false;
    };
  }, [loader, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const current = settled?.loader === loader ? settled : null;
  return {
    data: current?.data,
    error: current?.version === version ? current.error : undefined,
    loading: loader !== null && current?.version !== version,
    reload,
  };
}

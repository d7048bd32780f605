import { useCallback, useEffect, useState } from 'react';

interface Settled<T> {
  loader: () => Promise<T>;
  version: number;
  data?: T;
  error?: unknown;
}

export interface Resource<T> {
  /** The last data that arrived (see `keepPrevious`); kept while reloading or after a failure. */
  data: T | undefined;
  /** Why the latest load failed, if it did. */
  error: unknown;
  /** The latest load has failed (and is not running again). */
  failed: boolean;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for a screen. `loader` must be stable (module function, useCallback or useMemo); a
 * new loader starts over and `null` loads nothing. Answers of a replaced loader are ignored.
 * With `keepPrevious`, the data of the replaced loader stays until the new one answers (a table
 * whose filters change does not blink); without it, a new loader starts with no data.
 */
export function useResource<T>(
  loader: (() => Promise<T>) | null,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
): Resource<T> {
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
          data: previous?.loader === loader || keepPrevious ? previous?.data : undefined,
          error,
        }));
      },
    );
    return () => {
      live = false;
    };
  }, [loader, version, keepPrevious]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const current = settled?.loader === loader ? settled : null;
  const loading = loader !== null && current?.version !== version;
  const error = current?.version === version ? current.error : undefined;
  return {
    data: keepPrevious ? settled?.data : current?.data,
    error,
    failed: !loading && error !== undefined,
    loading,
    reload,
  };
}

import { useCallback, useEffect, useState } from 'react';

interface Settled<T> {
  load: () => Promise<T>;
  attempt: number;
  data?: T;
  failed: boolean;
}

export interface Loaded<T> {
  /** The last data that arrived; kept while a newer request runs so the table does not blink. */
  data: T | undefined;
  loading: boolean;
  failed: boolean;
  reload: () => void;
}

/**
 * Runs `load` when it changes (memoise it with useCallback on its parameters) and on reload.
 * Loading is derived from which request settled last, so no state is set inside the effect.
 */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>();

  useEffect(() => {
    let live = true;
    load().then(
      (data) => {
        if (live) setSettled({ load, attempt, data, failed: false });
      },
      () => {
        if (live) setSettled({ load, attempt, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = settled?.load !== load || settled.attempt !== attempt;
  return {
    data: settled?.data,
    loading,
    failed: !loading && Boolean(settled?.failed),
    reload,
  };
}

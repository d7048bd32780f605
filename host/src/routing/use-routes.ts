import { useMemo } from 'react';
import { allRoutes, useRemotes } from '../remotes/store';

/** Every route the console knows right now: the host's and the loaded remotes'. */
export function useConsoleRoutes() {
  const modules = useRemotes((state) => state.modules);
  return useMemo(() => allRoutes(modules), [modules]);
}

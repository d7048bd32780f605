import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { areaOf } from '../routing/areas';
import { useRemotes } from './store';

/**
 * The rule for taking a release (issue 26; the README states it): the host reads /remotes.json
 * again each time a route of another area is entered — not on each navigation inside one area —
 * and, when the version it would now choose for that area is not the one loaded, loads the page
 * again at that route (store.enterArea). So a rollback or a promotion reaches an open console at
 * its next change of area, with no push from the server.
 */
export function useAreaEntry() {
  const { pathname, search, hash } = useLocation();
  const known = useRemotes((state) => state.catalog !== null);
  const remote = useRemotes((state) => areaOf(pathname, state.areas)?.remote ?? null);
  // undefined: no area seen yet (the first page is loaded from a catalog read just now).
  const last = useRef<string | null | undefined>(undefined);
  const path = useRef('');

  // Declared first, so it runs first: the entry below reads the path of this render.
  useEffect(() => {
    path.current = pathname + search + hash;
  });

  useEffect(() => {
    if (!known) return;
    const from = last.current;
    last.current = remote;
    if (from === undefined || remote === null || remote === from) return;
    void useRemotes.getState().enterArea(remote, path.current);
  }, [known, remote]);
}

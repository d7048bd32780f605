import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before a move to another page of the console drops unsaved changes: the menus, links,
 * back and forward (the browser's own question covers a reload or a closed tab). Moves within
 * the page (a new query, as after the first save) pass. `ask` gets what to do on either answer.
 */
export function useLeaveGuard(
  isDirty: () => boolean,
  ask: (answer: { leave: () => void; stay: () => void }) => void,
) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );
  const latestAsk = useRef(ask);
  useEffect(() => {
    latestAsk.current = ask;
  });
  const { state, proceed, reset } = blocker;
  useEffect(() => {
    if (state === 'blocked' && proceed && reset) latestAsk.current({ leave: proceed, stay: reset });
  }, [state, proceed, reset]);
}

import { useSyncExternalStore } from 'react';

/** The operating system's "reduce motion" setting, as the browser reports it. */
const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCE_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the user asked for less motion. The console then turns antd's animations off (menus,
 * selects, drawers and dialogs open at once), and follows the setting when it changes.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCE_MOTION).matches,
    () => false,
  );
}

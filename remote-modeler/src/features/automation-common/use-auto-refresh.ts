import { useEffect } from 'react';

/** How often a monitor page and its events drawer read the server again (issue 23 §4). */
export const AUTO_REFRESH_MS = 5000;

/**
 * Calls `reload` every few seconds while `enabled` and while the browser shows the page: a
 * hidden tab does not poll. Callers keep their data while reloading, so nothing blinks.
 */
export function useAutoRefresh(reload: () => void, enabled = true, every = AUTO_REFRESH_MS) {
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') reload();
    }, every);
    return () => clearInterval(timer);
  }, [reload, enabled, every]);
}

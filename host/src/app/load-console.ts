/**
 * The console behind the login page: antd, the frame, the router and the remotes' loader. The
 * login page does without all of it (issue 9 §6), so it is a chunk of its own, fetched after
 * sign-in or, once the user starts typing, at idle.
 */
let loading: Promise<typeof import('./app')> | undefined;

export const loadConsole = () => (loading ??= import('./app'));

/** Fetches the console when the browser is idle; later calls do nothing. */
export function prefetchConsole() {
  if (loading) return;
  const whenIdle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  whenIdle(() => void loadConsole());
}

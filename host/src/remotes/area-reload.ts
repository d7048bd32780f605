/**
 * What the federation runtime of this page has loaded, and the full navigation that swaps it.
 * The runtime cannot unload a remote: its chunks, its shared modules and its global stay in the
 * page. So a different version of an area already loaded (a rollback, a candidate for another
 * user) is taken by loading the page again, never side by side with the first.
 */

/** Per remote, the version (or, when the catalog names none, the manifest URL) loaded here. */
const inRuntime = new Map<string, string>();

/** How a choice is told apart from another: its version, else its manifest URL. */
export const versionKey = (load: { version?: string; entry: string }) => load.version ?? load.entry;

export const rememberLoaded = (remote: string, key: string) => inRuntime.set(remote, key);

/** The version of `remote` this page's runtime holds, if any (kept across sign-outs). */
export const loadedVersion = (remote: string) => inRuntime.get(remote);

/** For tests: a fresh page. */
export const forgetLoaded = () => inRuntime.clear();

const GUARD_KEY = 'console.areaReload';
/** A second reload for the same answer within this time is a loop, not a new release. */
export const RELOAD_GUARD_MS = 10_000;

/** The browser's navigation, as an object so tests can replace it (jsdom does not navigate). */
export const browser = {
  assign: (path: string) => window.location.assign(path),
};

interface LastReload {
  answer: string;
  at: number;
}

function lastReload(): LastReload | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? 'null') as LastReload | null;
    return stored && typeof stored.answer === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Loads `path` again from the server so that `remote` comes in its version `wanted`. Refuses
 * (false) when it did so for the same answer a moment ago: the new page still found another
 * version loaded, so reloading again would only loop.
 */
export function reloadForVersion(remote: string, wanted: string, path: string): boolean {
  const answer = `${remote}@${wanted}`;
  const last = lastReload();
  if (last?.answer === answer && Date.now() - last.at < RELOAD_GUARD_MS) {
    console.warn(`${remote}: not reloading again for ${wanted}; keeping ${loadedVersion(remote)}`);
    return false;
  }
  sessionStorage.setItem(GUARD_KEY, JSON.stringify({ answer, at: Date.now() }));
  console.warn(`${remote}: ${loadedVersion(remote)} is loaded, ${wanted} is served: reloading`);
  browser.assign(path);
  return true;
}

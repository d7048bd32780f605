import type { RemoteModule } from '@console/shared';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from './catalog';
import { fallbackPlugin, isUnavailable } from './fallback-plugin';

/** Delays before the second and third attempt: a remote restarting gets a moment. */
const BACKOFF_MS = [300, 1000];

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`The remote "${remote}" could not be loaded: ${String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

let pluginRegistered = false;

const isRemoteModule = (value: unknown): value is RemoteModule =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as RemoteModule).routes) &&
  typeof (value as RemoteModule).namespace === 'string';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `<name>/routes`, retrying with back-off. Each attempt re-registers the remote with
 * `force`, which drops the runtime's cached manifest and entry so a retry really refetches.
 */
export async function loadRouteModule(entry: RemoteEntry): Promise<RemoteModule> {
  if (!pluginRegistered) {
    registerPlugins([fallbackPlugin()]);
    pluginRegistered = true;
  }
  let cause: unknown;
  for (let attempt = 0; attempt <= BACKOFF_MS.length; attempt++) {
    if (attempt > 0) await delay(BACKOFF_MS[attempt - 1]);
    registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
    try {
      const loaded = await loadRemote<{ default: unknown }>(`${entry.name}/routes`);
      const candidate = loaded?.default;
      if (isRemoteModule(candidate)) return candidate;
      cause = isUnavailable(candidate) ? candidate.error : 'it does not export a RemoteModule';
    } catch (error) {
      cause = error;
    }
  }
  throw new RemoteLoadError(entry.name, cause);
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const UNAVAILABLE = '__consoleRemoteUnavailable';

/** What `loadRemote` resolves to when the manifest, the entry or the module failed. */
export interface UnavailableModule {
  [UNAVAILABLE]: true;
  error: unknown;
}

export const isUnavailable = (value: unknown): value is UnavailableModule =>
  typeof value === 'object' && value !== null && UNAVAILABLE in value;

/**
 * Turns a failed remote load into a fallback module instead of an exception thrown somewhere
 * inside the federation runtime, so the host can retry and then show the area's fallback page.
 */
export const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'console-remote-fallback',
  errorLoadRemote({ lifecycle, error }) {
    if (lifecycle !== 'onLoad') return undefined;
    const fallback: UnavailableModule = { [UNAVAILABLE]: true, error };
    return { default: fallback };
  },
});

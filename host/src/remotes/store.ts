import { addNamespace, type RemoteModule, type RouteDescriptor } from '@console/shared';
import { create } from 'zustand';
import { AREAS } from '../routing/areas';
import { HOST_ROUTES } from '../routing/host-routes';
import { fetchRemoteCatalog, type RemoteEntry } from './catalog';
import { loadRouteModule } from './loader';

/** absent: not deployed (not in /remotes.json); failed: deployed but could not be loaded. */
export type RemoteStatus = 'loading' | 'ready' | 'failed' | 'absent';

interface RemotesState {
  catalog: RemoteEntry[] | null;
  status: Record<string, RemoteStatus>;
  modules: Record<string, RemoteModule>;
  /** Loads, in parallel, the remotes of every area the role may use. */
  loadForRole: (role: string) => Promise<void>;
  retry: (name: string) => Promise<void>;
  reset: () => void;
}

export const useRemotes = create<RemotesState>()((set, get) => {
  const loadOne = async (entry: RemoteEntry) => {
    set((state) => ({ status: { ...state.status, [entry.name]: 'loading' } }));
    try {
      const module = await loadRouteModule(entry);
      addNamespace(module.namespace, module.translations);
      set((state) => ({
        modules: { ...state.modules, [entry.name]: module },
        status: { ...state.status, [entry.name]: 'ready' },
      }));
    } catch (error) {
      console.error(error);
      set((state) => ({ status: { ...state.status, [entry.name]: 'failed' } }));
    }
  };

  const catalog = async () => {
    const known = get().catalog;
    if (known) return known;
    const fetched = await fetchRemoteCatalog();
    set({ catalog: fetched });
    return fetched;
  };

  return {
    catalog: null,
    status: {},
    modules: {},
    loadForRole: async (role) => {
      const names = AREAS.filter((area) => area.roles.includes(role as never)).map((a) => a.remote);
      const pending = names.filter((name) => !get().status[name]);
      // Mark them loading at once, so their paths show a spinner rather than "not found".
      set((state) => ({
        status: { ...state.status, ...Object.fromEntries(pending.map((n) => [n, 'loading'])) },
      }));
      let entries: RemoteEntry[];
      try {
        entries = await catalog();
      } catch {
        set((state) => ({
          status: { ...state.status, ...Object.fromEntries(pending.map((n) => [n, 'failed'])) },
        }));
        return;
      }
      const wanted = pending;
      set((state) => ({
        status: {
          ...state.status,
          ...Object.fromEntries(
            wanted.map((name) => [
              name,
              entries.some((e) => e.name === name) ? 'loading' : 'absent',
            ]),
          ),
        },
      }));
      await Promise.all(
        entries.filter((entry) => wanted.includes(entry.name)).map((entry) => loadOne(entry)),
      );
    },
    retry: async (name) => {
      set({ catalog: null });
      const entry = (await catalog().catch(() => [] as RemoteEntry[])).find((e) => e.name === name);
      if (entry) await loadOne(entry);
      else set((state) => ({ status: { ...state.status, [name]: 'failed' } }));
    },
    reset: () => set({ status: {}, modules: {} }),
  };
});

/** The host's routes and those of every loaded remote. */
export function allRoutes(modules: Record<string, RemoteModule>): RouteDescriptor[] {
  return [...HOST_ROUTES, ...Object.values(modules).flatMap((module) => module.routes)];
}

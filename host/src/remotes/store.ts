import {
  addNamespace,
  rolesBeyondArea,
  underPrefix,
  type RemoteModule,
  type RouteDescriptor,
} from '@console/shared';
import { create } from 'zustand';
import { areasOf, type AreaDescriptor } from '../routing/areas';
import { HOST_ROUTES } from '../routing/host-routes';
import { fetchRemoteCatalog, type RemoteEntry } from './catalog';
import { loadRouteModule } from './loader';

/** failed: deployed (in /remotes.json) but could not be loaded. */
export type RemoteStatus = 'loading' | 'ready' | 'failed';

interface RemotesState {
  catalog: RemoteEntry[] | null;
  /** The areas the deployed remotes declare (from the catalog). */
  areas: AreaDescriptor[];
  /** True until the catalog has been read once: an unknown path waits rather than 404s. */
  catalogPending: boolean;
  status: Record<string, RemoteStatus>;
  modules: Record<string, RemoteModule>;
  /** Loads, in parallel, the remotes of every area the role may use. */
  loadForRole: (role: string) => Promise<void>;
  retry: (name: string) => Promise<void>;
  reset: () => void;
}

/**
 * A remote's routes as its area allows them: a route outside the area's prefixes is dropped and
 * one that names roles beyond the area's keeps only the area's (a route may only narrow them).
 */
export function withinArea(module: RemoteModule, area: AreaDescriptor): RemoteModule {
  const routes = module.routes.flatMap((route) => {
    if (!area.prefixes.some((prefix) => underPrefix(route.path, prefix))) {
      console.error(`${module.name}: ${route.path} is outside its area; ignored`);
      return [];
    }
    if (!rolesBeyondArea(route.roles, area).length) return [route];
    console.error(`${module.name}: ${route.path} widens its area's roles; narrowed`);
    return [{ ...route, roles: route.roles.filter((role) => area.roles.includes(role)) }];
  });
  return { ...module, routes };
}

export const useRemotes = create<RemotesState>()((set, get) => {
  const loadOne = async (entry: RemoteEntry) => {
    const area = get().areas.find((candidate) => candidate.remote === entry.name);
    if (!area) return;
    set((state) => ({ status: { ...state.status, [entry.name]: 'loading' } }));
    try {
      const module = withinArea(await loadRouteModule(entry), area);
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
    try {
      const fetched = await fetchRemoteCatalog();
      set({ catalog: fetched, areas: areasOf(fetched) });
      return fetched;
    } finally {
      set({ catalogPending: false });
    }
  };

  return {
    catalog: null,
    areas: [],
    catalogPending: true,
    status: {},
    modules: {},
    loadForRole: async (role) => {
      let entries: RemoteEntry[];
      try {
        entries = await catalog();
      } catch {
        return;
      }
      const names = get()
        .areas.filter((area) => area.roles.includes(role as never))
        .map((area) => area.remote);
      const pending = names.filter((name) => !get().status[name]);
      set((state) => ({
        status: { ...state.status, ...Object.fromEntries(pending.map((n) => [n, 'loading'])) },
      }));
      await Promise.all(
        entries.filter((entry) => pending.includes(entry.name)).map((entry) => loadOne(entry)),
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

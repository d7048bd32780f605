import {
  addNamespace,
  rolesBeyondArea,
  underPrefix,
  type RemoteModule,
  type RouteDescriptor,
} from '@console/shared';
import { create } from 'zustand';
import { areaOf, areasOf, type AreaDescriptor } from '../routing/areas';
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
  /**
   * Loads the remote whose area holds `path` before the role is known, alongside the user
   * info: the first page no longer waits for one and then the other. Only code is fetched;
   * the guard still decides from the role whether the page opens.
   */
  loadForPath: (path: string) => Promise<void>;
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

  // One request at a time: the path's remote and the role's remotes ask for it together.
  let fetching: Promise<RemoteEntry[]> | null = null;
  const catalog = async () => {
    const known = get().catalog;
    if (known) return known;
    fetching ??= fetchRemoteCatalog()
      .then((fetched) => {
        set({ catalog: fetched, areas: areasOf(fetched) });
        return fetched;
      })
      .finally(() => {
        fetching = null;
        set({ catalogPending: false });
      });
    return fetching;
  };

  /**
   * Loads the remotes `pick` names from the catalog's areas, those not asked for before. A
   * catalog that cannot be fetched leaves them unloaded: the shell shows its own error.
   */
  const loadPicked = async (pick: (areas: AreaDescriptor[]) => string[]) => {
    let entries: RemoteEntry[];
    try {
      entries = await catalog();
    } catch {
      return;
    }
    const pending = pick(get().areas).filter((name) => !get().status[name]);
    set((state) => ({
      status: { ...state.status, ...Object.fromEntries(pending.map((n) => [n, 'loading'])) },
    }));
    await Promise.all(
      entries.filter((entry) => pending.includes(entry.name)).map((entry) => loadOne(entry)),
    );
  };

  return {
    catalog: null,
    areas: [],
    catalogPending: true,
    status: {},
    modules: {},
    loadForRole: (role) =>
      loadPicked((areas) =>
        areas.filter((area) => area.roles.includes(role as never)).map((area) => area.remote),
      ),
    loadForPath: (path) =>
      loadPicked((areas) => {
        const area = areaOf(path, areas);
        return area ? [area.remote] : [];
      }),
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

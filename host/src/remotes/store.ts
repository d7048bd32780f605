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
import { loadedVersion, rememberLoaded, reloadForVersion, versionKey } from './area-reload';
import { reportLoad } from './load-reports';
import { loadRouteModule } from './loader';
import { chooseVersion, describeChoice, type VersionChoice } from './version-choice';

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
  /** Per area, the version chosen for this host and the one passed over (footer, fallback). */
  versions: Record<string, VersionChoice>;
  /** Loads, in parallel, the remotes of every area the role may use. */
  loadForRole: (role: string) => Promise<void>;
  /**
   * Loads the remote whose area holds `path` before the role is known, alongside the user
   * info: the first page no longer waits for one and then the other. Only code is fetched;
   * the guard still decides from the role whether the page opens.
   */
  loadForPath: (path: string) => Promise<void>;
  retry: (name: string) => Promise<void>;
  /**
   * A route of another area than the last one was entered (at `path`): reads the catalog again
   * and, when the version this caller now gets is not the one loaded, loads the page again.
   */
  enterArea: (name: string, path: string) => Promise<void>;
  /** Forgets the catalog, the loaded areas and the choices: another caller, another answer. */
  reset: () => void;
}

const HOST_CONTRACT = __CONTRACT_VERSION__;

const here = () => window.location.pathname + window.location.search + window.location.hash;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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
  const setStatus = (name: string, status: RemoteStatus) =>
    set((state) => ({ status: { ...state.status, [name]: status } }));

  /**
   * Loads the version of the remote that fits this host (version-choice.ts), reports how it
   * went, and loads the whole page again instead when the runtime holds another version.
   */
  const loadOne = async (entry: RemoteEntry) => {
    const { name } = entry;
    const area = get().areas.find((candidate) => candidate.remote === name);
    if (!area) return;
    const choice = chooseVersion(entry, HOST_CONTRACT);
    if (choice.skipped) console.warn(describeChoice(name, choice));
    set((state) => ({ versions: { ...state.versions, [name]: choice } }));
    if (!choice.load) return setStatus(name, 'failed');
    setStatus(name, 'loading');
    const wanted = versionKey(choice.load);
    const held = loadedVersion(name);
    if (held !== undefined && held !== wanted && reloadForVersion(name, wanted, here())) return;
    try {
      const module = withinArea(await loadRouteModule({ name, entry: choice.load.entry }), area);
      rememberLoaded(name, wanted);
      addNamespace(module.namespace, module.translations);
      set((state) => ({ modules: { ...state.modules, [name]: module } }));
      setStatus(name, 'ready');
      reportLoad(name, choice.load.version);
    } catch (error) {
      console.error(error);
      reportLoad(name, choice.load.version, error);
      setStatus(name, 'failed');
    }
  };

  // One request at a time: the path's remote and the role's remotes ask for it together. A
  // reset starts a new generation: an answer for the previous caller is then dropped.
  let fetching: Promise<RemoteEntry[]> | null = null;
  let generation = 0;
  const catalog = async () => {
    const known = get().catalog;
    if (known) return known;
    const asked = generation;
    fetching ??= fetchRemoteCatalog()
      .then((fetched) => {
        if (asked === generation) set({ catalog: fetched, areas: areasOf(fetched) });
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
    versions: {},
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
    enterArea: async (name, path) => {
      const known = get().catalog;
      if (!known) return; // not read yet: the first load reads it fresh
      const asked = generation;
      const fresh = await fetchRemoteCatalog({ silent: true }).catch(() => null);
      if (!fresh || asked !== generation) return;
      if (!sameJson(fresh, known)) set({ catalog: fresh, areas: areasOf(fresh) });
      const entry = fresh.find((candidate) => candidate.name === name);
      if (!entry) return;
      const choice = chooseVersion(entry, HOST_CONTRACT);
      const held = loadedVersion(name);
      if (held !== undefined) {
        const wanted = choice.load ? versionKey(choice.load) : 'none';
        if (wanted !== held) reloadForVersion(name, wanted, path);
        return;
      }
      // Not loaded in this page: deployed since, or no version fitted before and one does now.
      const before = get();
      if (!before.status[name] || (!before.versions[name]?.load && choice.load)) {
        await loadOne(entry);
      }
    },
    reset: () => {
      generation++;
      fetching = null;
      set({ catalog: null, status: {}, modules: {}, versions: {} });
    },
  };
});

/** The host's routes and those of every loaded remote. */
export function allRoutes(modules: Record<string, RemoteModule>): RouteDescriptor[] {
  return [...HOST_ROUTES, ...Object.values(modules).flatMap((module) => module.routes)];
}

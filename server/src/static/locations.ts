import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_ROOT, type ServerConfig } from '../config';

export interface StaticLocations {
  host: string;
  /** Remote name → its flat folder (a build directly inside, the layout before issue 26). */
  remotes: Record<string, string>;
}

/** What locates the builds: the deploy folder, and the data folder when there is none. */
export type BuildsConfig = Pick<ServerConfig, 'staticRoot' | 'dataDir'>;

/** The folders directly inside `dir`; none when it does not exist. Files there are no remotes. */
const foldersIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/**
 * Where the builds are: a deploy folder laid out as `host/` and `remotes/<name>/`, or, by
 * default, the workspace's own `host/dist` and `remote-<name>/dist`.
 */
export function staticLocations(staticRoot: string | undefined): StaticLocations {
  if (staticRoot) {
    const remotesDir = path.join(staticRoot, 'remotes');
    return {
      host: path.join(staticRoot, 'host'),
      remotes: Object.fromEntries(
        foldersIn(remotesDir).map((name) => [name, path.join(remotesDir, name)]),
      ),
    };
  }
  const names = readdirSync(WORKSPACE_ROOT)
    .filter((entry) => entry.startsWith('remote-'))
    .map((entry) => entry.slice('remote-'.length));
  return {
    host: path.join(WORKSPACE_ROOT, 'host/dist'),
    remotes: Object.fromEntries(
      names.map((name) => [name, path.join(WORKSPACE_ROOT, `remote-${name}`, 'dist')]),
    ),
  };
}

/**
 * The remotes root (issue 26): deployed versions live in `<root>/<name>/<version>/`. The deploy
 * folder's `remotes/` when there is one, else `<DATA_DIR>/remotes/` (the workspace's own
 * `remote-<name>/dist` folders then are one more, flat, version each).
 */
export const remotesRoot = (config: BuildsConfig) =>
  config.staticRoot
    ? path.join(config.staticRoot, 'remotes')
    : path.join(config.dataDir, 'remotes');

/** Where one remote's builds may be: its flat folder, and the folder of its version folders. */
export interface RemoteFolders {
  flat: string | null;
  versions: string;
}

/** Every remote that has a folder, by name (sorted), whether or not a build is in it yet. */
export function remoteFolders(config: BuildsConfig): Map<string, RemoteFolders> {
  const flat = staticLocations(config.staticRoot).remotes;
  const root = remotesRoot(config);
  const names = [...new Set([...Object.keys(flat), ...foldersIn(root)])].sort();
  return new Map(
    names.map((name) => [name, { flat: flat[name] ?? null, versions: path.join(root, name) }]),
  );
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_ROOT } from '../config';

export interface StaticLocations {
  host: string;
  /** Remote name → folder of its build. */
  remotes: Record<string, string>;
}

/**
 * Where the builds are: a deploy folder laid out as `host/` and `remotes/<name>/`, or, by
 * default, the workspace's own `host/dist` and `remote-<name>/dist`.
 */
export function staticLocations(staticRoot: string | undefined): StaticLocations {
  if (staticRoot) {
    const remotesDir = path.join(staticRoot, 'remotes');
    // Only folders: a stray file there (a README, .DS_Store) is not a remote.
    const names = existsSync(remotesDir)
      ? readdirSync(remotesDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [];
    return {
      host: path.join(staticRoot, 'host'),
      remotes: Object.fromEntries(names.map((name) => [name, path.join(remotesDir, name)])),
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

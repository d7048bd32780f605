import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { remoteFolders, staticLocations, type BuildsConfig } from '../../static/locations';

/** `<package version>[+<build label>]`: a version folder's name (contract of issue 26). */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
/** The version of a flat build whose area.json names none (built before versions existed). */
export const UNVERSIONED = '0.0.0';

/** One build of a remote on disk. */
export interface DeployedVersion {
  remote: string;
  version: string;
  /** The `@console/shared` range it was built against; null for a build that records none. */
  contract: string | null;
  /** Its area.json (null when it has none); the host checks the shape. */
  area: unknown;
  /** Its manifest's URL. */
  entry: string;
  folder: string;
  /** When it was deployed: its manifest's mtime. */
  deployedAt: Date;
  /** Directly in the remote's folder (or the workspace's dist), not in a version folder. */
  flat: boolean;
}

const MANIFEST = 'mf-manifest.json';

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

const stringField = (value: unknown, key: string): string | null => {
  const field = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : null;
  return typeof field === 'string' ? field : null;
};

/** The build in `folder`, or null when it has no manifest (not built, or a copy under way). */
async function buildIn(
  remote: string,
  folder: string,
  version: string | null,
): Promise<DeployedVersion | null> {
  const manifest = await stat(path.join(folder, MANIFEST)).catch(() => null);
  if (!manifest?.isFile()) return null;
  const area = await readJson(path.join(folder, 'area.json'));
  const declared = stringField(area, 'version');
  const flatVersion = declared && VERSION_PATTERN.test(declared) ? declared : UNVERSIONED;
  return {
    remote,
    version: version ?? flatVersion,
    contract: stringField(area, 'contract'),
    area,
    entry: version ? `/remotes/${remote}/${version}/${MANIFEST}` : `/remotes/${remote}/${MANIFEST}`,
    folder,
    deployedAt: manifest.mtime,
    flat: version === null,
  };
}

/** The names of a remote's version folders (a deploy's `.<version>.tmp-<pid>` is not one). */
async function versionNames(dir: string) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
    .map((entry) => entry.name);
}

/** Newest first: semver precedence (build labels aside), then the later deploy. */
export const newestFirst = (a: DeployedVersion, b: DeployedVersion) =>
  semver.compare(b.version, a.version) || b.deployedAt.getTime() - a.deployedAt.getTime();

/** A remote's builds on disk, newest first; a version folder wins over a flat build of its version. */
async function versionsOf(remote: string, flat: string | null, versionsDir: string) {
  const versioned = await Promise.all(
    (await versionNames(versionsDir)).map((name) =>
      buildIn(remote, path.join(versionsDir, name), name),
    ),
  );
  const found = versioned.filter((build): build is DeployedVersion => build !== null);
  const flatBuild = flat ? await buildIn(remote, flat, null) : null;
  if (flatBuild && !found.some((build) => build.version === flatBuild.version)) {
    found.push(flatBuild);
  }
  return found.sort(newestFirst);
}

/**
 * Every deployed remote with its versions, newest first, by name. Read from disk at each call,
 * so that a version deployed into the running console is seen at its next request.
 */
export async function deployedVersions(
  config: BuildsConfig,
): Promise<Map<string, DeployedVersion[]>> {
  const remotes = [...remoteFolders(config)];
  const listed = await Promise.all(
    remotes.map(
      async ([name, folders]) =>
        [name, await versionsOf(name, folders.flat, folders.versions)] as const,
    ),
  );
  return new Map(listed.filter(([, versions]) => versions.length > 0));
}

/** The `@console/shared` version the host was built with (its contract.json); null without one. */
export async function hostContract(config: Pick<BuildsConfig, 'staticRoot'>) {
  const host = staticLocations(config.staticRoot).host;
  return stringField(await readJson(path.join(host, 'contract.json')), 'contract');
}

/**
 * Whether the host can run a version: it records no range (an older build), the host's
 * contract is unknown (the host checks again as it loads), or the host's contract satisfies it.
 */
export const fitsHost = (version: Pick<DeployedVersion, 'contract'>, host: string | null) =>
  version.contract === null || host === null || semver.satisfies(host, version.contract);

/** The newest version the host can run, or null when none fits. */
export const newestFitting = (versions: readonly DeployedVersion[], host: string | null) =>
  versions.find((version) => fitsHost(version, host)) ?? null;

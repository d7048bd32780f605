/**
 * `pnpm release deploy <remote>`: copies a remote's build into the remotes root as
 * `<remote>/<version>/`, beside the versions already there. Local file work: the running
 * server reads the folder at its next request (modules/releases/deployed.ts).
 */
import { existsSync } from 'node:fs';
import { cp, readFile, readdir, rename, rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { WORKSPACE_ROOT } from '../config';
import { VERSION_PATTERN } from '../modules/releases/deployed';
import { remotesRoot, type BuildsConfig } from '../static/locations';
import { ReleaseRefusal } from './release-args';

async function readAreaVersion(from: string, remote: string) {
  const file = path.join(from, 'area.json');
  if (!existsSync(file) || !existsSync(path.join(from, 'mf-manifest.json'))) {
    throw new ReleaseRefusal(
      `${from} is not a remote's build (no area.json and mf-manifest.json): build it with pnpm --filter @console/remote-${remote} build`,
    );
  }
  let area: { remote?: unknown; version?: unknown };
  try {
    area = JSON.parse(await readFile(file, 'utf8')) as typeof area;
  } catch {
    throw new ReleaseRefusal(`${file} is not JSON`);
  }
  if (area.remote !== remote) {
    throw new ReleaseRefusal(`${from} is the build of ${String(area.remote)}, not ${remote}`);
  }
  if (typeof area.version !== 'string' || !VERSION_PATTERN.test(area.version)) {
    throw new ReleaseRefusal(`${file} names no version: build the remote again`);
  }
  return area.version;
}

/** Every file under a folder, by its path inside it. */
async function filesOf(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Whether two builds hold the same files with the same bytes. */
async function sameFiles(a: string, b: string) {
  const [filesA, filesB] = await Promise.all([filesOf(a), filesOf(b)]);
  if (filesA.join('\n') !== filesB.join('\n')) return false;
  for (const file of filesA) {
    const [bytesA, bytesB] = await Promise.all([
      readFile(path.join(a, file)),
      readFile(path.join(b, file)),
    ]);
    if (!bytesA.equals(bytesB)) return false;
  }
  return true;
}

export interface DeployResult {
  remote: string;
  version: string;
  folder: string;
  /** The same build was there already: nothing was copied. */
  already: boolean;
}

/**
 * Copies the build next to the deployed versions. A version folder is never overwritten: the
 * copy goes to a hidden temporary name and is renamed into place whole, so the server never
 * serves a half-copied version, and a different build under a deployed version is refused.
 */
export async function deployBuild(
  config: BuildsConfig,
  remote: string,
  fromOption: string | undefined,
  cwd: string,
): Promise<DeployResult> {
  const from = fromOption
    ? path.resolve(cwd, fromOption)
    : path.join(WORKSPACE_ROOT, `remote-${remote}`, 'dist');
  const version = await readAreaVersion(from, remote);
  const remoteFolder = path.join(remotesRoot(config), remote);
  const folder = path.join(remoteFolder, version);
  const refuseOther = () =>
    new ReleaseRefusal(
      `${remote} ${version} is already deployed in ${folder} with other files; a deployed version is never replaced: build with another BUILD_LABEL`,
    );
  if (existsSync(folder)) {
    if (await sameFiles(from, folder)) return { remote, version, folder, already: true };
    throw refuseOther();
  }
  await mkdir(remoteFolder, { recursive: true });
  const temporary = path.join(remoteFolder, `.${version}.tmp-${process.pid}`);
  try {
    await cp(from, temporary, { recursive: true, errorOnExist: true, force: false });
    // Another deploy of the same version may have finished meanwhile: rename would replace
    // an empty folder only, so check again right before it.
    if (existsSync(folder)) {
      if (await sameFiles(temporary, folder)) return { remote, version, folder, already: true };
      throw refuseOther();
    }
    await rename(temporary, folder);
  } finally {
    await rm(temporary, { recursive: true, force: true });
  }
  return { remote, version, folder, already: false };
}

import type { RemoteEntry } from '@console/shared/contract';
import type { Db } from '../../db/types';
import type { BuildsConfig } from '../../static/locations';
import { servedVersion, type AudienceMember } from './audience';
import { deployedVersions, hostContract, newestFitting, type DeployedVersion } from './deployed';
import { releaseRecords, type ReleaseRow } from './records';

/**
 * The build a caller gets: the version its audience is given, else (that version is no longer
 * on disk) the current one, else the newest the host can run, else the newest.
 */
function pick(
  versions: readonly DeployedVersion[],
  record: ReleaseRow | undefined,
  caller: AudienceMember | null,
  host: string | null,
) {
  const onDisk = (version: string) => versions.find((each) => each.version === version);
  if (record) {
    const served = servedVersion(record, caller);
    const build = onDisk(served.version);
    if (build) return { build, channel: served.channel };
    const current = onDisk(record.currentVersion);
    if (current) return { build: current, channel: 'current' as const };
  }
  return { build: newestFitting(versions, host) ?? versions[0], channel: 'current' as const };
}

/**
 * /remotes.json for one caller (issue 26 §1): each deployed remote with the version the caller
 * gets, and every deployed version (newest first) for the host to fall back on when the one it
 * is given needs a newer `@console/shared` than it has.
 */
export async function remotesFor(
  db: Db,
  config: BuildsConfig,
  caller: AudienceMember | null,
): Promise<RemoteEntry[]> {
  const [deployed, host] = await Promise.all([deployedVersions(config), hostContract(config)]);
  const records = await releaseRecords(db, deployed, host);
  return [...deployed].map(([name, versions]) => {
    const { build, channel } = pick(versions, records.get(name), caller, host);
    return {
      name,
      entry: build.entry,
      area: build.area,
      version: build.version,
      contract: build.contract,
      channel,
      versions: versions.map(({ version, entry, contract }) => ({ version, entry, contract })),
    };
  });
}

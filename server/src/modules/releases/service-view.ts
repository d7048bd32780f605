import type { AreaRelease, ReleasesView, VersionStats } from '@console/shared/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import { remoteLoads } from '../../db/schema';
import type { Db } from '../../db/types';
import { deployedVersions, fitsHost, hostContract, type DeployedVersion } from './deployed';
import { releaseRecords, type ReleaseRow } from './records';
import { tenantNames, type ReleaseConfig } from './service-access';

const HOUR_MS = 3_600_000;

/** What the disk and the database say about every area, read afresh for each request. */
export async function releaseState(db: Db, config: ReleaseConfig) {
  const deployed = await deployedVersions(config);
  const host = await hostContract(config);
  const records = await releaseRecords(db, deployed, host);
  return { deployed, host, records };
}

type LoadCounts = Map<string, { loads: number; failures: number }>;
const countKey = (remote: string, version: string) => `${remote}\n${version}`;

/** Loads and failed loads per remote version reported in the last hour. */
async function loadCounts(db: Db, remote?: string): Promise<LoadCounts> {
  const rows = await db
    .select({
      remote: remoteLoads.remote,
      version: remoteLoads.version,
      loads: sql<number>`count(*) filter (where ${remoteLoads.ok})`.mapWith(Number),
      failures: sql<number>`count(*) filter (where not ${remoteLoads.ok})`.mapWith(Number),
    })
    .from(remoteLoads)
    .where(
      and(
        gt(remoteLoads.at, new Date(Date.now() - HOUR_MS)),
        remote === undefined ? undefined : eq(remoteLoads.remote, remote),
      ),
    )
    .groupBy(remoteLoads.remote, remoteLoads.version);
  return new Map(rows.map((row) => [countKey(row.remote, row.version), row]));
}

function areaRelease(
  row: ReleaseRow,
  versions: readonly DeployedVersion[],
  host: string | null,
  counts: LoadCounts,
  names: ReadonlyMap<number, string>,
): AreaRelease {
  const serving = (version: string): VersionStats['serving'] => {
    if (version === row.currentVersion) return 'current';
    return version === row.candidateVersion ? 'candidate' : null;
  };
  return {
    remote: row.remote,
    current: row.currentVersion,
    previous: row.previousVersion,
    candidate: row.candidateVersion
      ? {
          version: row.candidateVersion,
          // A BP deleted since keeps its place in the audience, named by its id.
          tenants: row.candidateTenants.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
          percent: row.candidatePercent,
          since: (row.candidateSince ?? row.updatedAt).toISOString(),
        }
      : null,
    withdrawn:
      row.withdrawnVersion && row.withdrawnAt
        ? {
            version: row.withdrawnVersion,
            reason: row.withdrawnReason ?? '',
            at: row.withdrawnAt.toISOString(),
          }
        : null,
    versions: versions.map((deployed) => ({
      version: deployed.version,
      contract: deployed.contract,
      fits: fitsHost(deployed, host),
      deployedAt: deployed.deployedAt.toISOString(),
      loads: counts.get(countKey(row.remote, deployed.version))?.loads ?? 0,
      failures: counts.get(countKey(row.remote, deployed.version))?.failures ?? 0,
      serving: serving(deployed.version),
    })),
  };
}

/** GET /api/releases: every deployed area, its versions and who gets which. */
export async function releasesView(db: Db, config: ReleaseConfig): Promise<ReleasesView> {
  const { deployed, host, records } = await releaseState(db, config);
  const [counts, names] = await Promise.all([loadCounts(db), tenantNames(db)]);
  const areas = [...deployed].flatMap(([remote, versions]) => {
    const row = records.get(remote);
    return row ? [areaRelease(row, versions, host, counts, names)] : [];
  });
  return {
    hostContract: host,
    failureUsers: config.releaseFailureUsers,
    tenants: [...names].map(([id, name]) => ({ id, name })),
    areas: areas.sort((a, b) => a.remote.localeCompare(b.remote)),
  };
}

/** One area as a change leaves it. */
export async function areaView(
  db: Db,
  row: ReleaseRow,
  versions: readonly DeployedVersion[],
  host: string | null,
) {
  const [counts, names] = await Promise.all([
    loadCounts(db, row.remote),
    tenantNames(db, row.candidateTenants),
  ]);
  return areaRelease(row, versions, host, counts, names);
}

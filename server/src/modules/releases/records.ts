import type { Db } from '../../db/types';
import { remoteReleases } from '../../db/schema';
import { newestFitting, type DeployedVersion } from './deployed';

/** A remote's release record: current, previous, candidate and its audience. */
export type ReleaseRow = typeof remoteReleases.$inferSelect;

/**
 * Every release record, by remote. A remote seen on disk for the first time gets one, with the
 * newest version the host can run as current (else the newest): a console upgraded to issue 26,
 * or a new area, starts where it was without anyone releasing anything. Two requests that see
 * it at once both insert; the second does nothing.
 */
export async function releaseRecords(
  db: Db,
  deployed: ReadonlyMap<string, readonly DeployedVersion[]>,
  hostContract: string | null,
): Promise<Map<string, ReleaseRow>> {
  const read = async () =>
    new Map((await db.select().from(remoteReleases)).map((row) => [row.remote, row]));
  const records = await read();
  const unrecorded = [...deployed].filter(
    ([remote, versions]) => !records.has(remote) && versions.length,
  );
  if (!unrecorded.length) return records;
  await db
    .insert(remoteReleases)
    .values(
      unrecorded.map(([remote, versions]) => ({
        remote,
        currentVersion: (newestFitting(versions, hostContract) ?? versions[0]).version,
      })),
    )
    .onConflictDoNothing();
  return read();
}

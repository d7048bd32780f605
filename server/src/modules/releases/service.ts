import type { AreaRelease, ReleaseRequest } from '@console/shared/contract';
import { eq } from 'drizzle-orm';
import { writeAudit, type Actor, type AuditAction } from '../../auth/audit';
import { remoteReleases } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { fitsHost, type DeployedVersion } from './deployed';
import type { ReleaseRow } from './records';
import {
  assertReleaseManager,
  audienceTenants,
  platformTenant,
  type ReleaseConfig,
} from './service-access';
import { areaView, releaseState } from './service-view';

/** What a change writes to a remote's record, and what the audit log says of it. */
interface Change {
  set: Partial<typeof remoteReleases.$inferInsert>;
  action: AuditAction;
  detail: Record<string, unknown>;
}

/** A remote's versions on disk, and how one is looked up and checked against the host. */
interface Area {
  remote: string;
  host: string | null;
  /** The deployed version named `version`, fit for the host; refused otherwise. */
  runnable: (version: string) => DeployedVersion;
}

export const NO_CANDIDATE = {
  candidateVersion: null,
  candidateTenants: [],
  candidatePercent: null,
  candidateSince: null,
} satisfies Partial<ReleaseRow>;

function areaOf(remote: string, versions: readonly DeployedVersion[], host: string | null): Area {
  return {
    remote,
    host,
    runnable: (version) => {
      const deployed = versions.find((candidate) => candidate.version === version);
      if (!deployed) throw notFound(`${remote} has no version ${version} deployed`);
      if (!fitsHost(deployed, host)) {
        throw conflict(
          `${remote} ${version} needs @console/shared ${deployed.contract}; the host has ${host}`,
        );
      }
      return deployed;
    },
  };
}

/**
 * One change of one remote's record, by a platform sys user: the record is locked, `decide`
 * refuses (throws) or says what to write, and the change and its audit entry are written
 * together. A refusal changes nothing.
 */
async function changeRelease(
  db: Db,
  config: ReleaseConfig,
  actor: Actor,
  remote: string,
  decide: (row: ReleaseRow, area: Area, tx: DbOrTx) => Change | Promise<Change>,
): Promise<AreaRelease> {
  await assertReleaseManager(db, actor.caller, config);
  const { deployed, host } = await releaseState(db, config);
  const versions = deployed.get(remote);
  if (!versions) throw notFound(`No remote named ${remote} is deployed`);
  const targetBpId = await platformTenant(db, config);
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, remote))
      .for('update');
    // Recorded by releaseState, unless the area vanished from disk in between.
    if (!row) throw notFound(`No remote named ${remote} is deployed`);
    const change = await decide(row, areaOf(remote, versions, host), tx);
    const [next] = await tx
      .update(remoteReleases)
      .set({ ...change.set, updatedAt: new Date() })
      .where(eq(remoteReleases.remote, remote))
      .returning();
    await writeAudit(tx, actor, [
      { action: change.action, targetUsername: '', targetBpId, detail: change.detail },
    ]);
    return next;
  });
  return areaView(db, changed, versions, host);
}

const PERCENT_RULE = 'The percentage must be a whole number from 0 to 100';

/**
 * POST /api/releases/:remote: without an audience the version becomes current (the old one
 * becomes the previous, for a rollback); with tenants and/or a percentage it becomes the
 * candidate, in place of any other.
 */
export async function releaseVersion(
  db: Db,
  config: ReleaseConfig,
  actor: Actor,
  remote: string,
  request: ReleaseRequest,
) {
  const { version, percent } = request;
  const asCandidate = percent !== undefined || Boolean(request.tenants?.length);
  return changeRelease(db, config, actor, remote, async (row, area, tx) => {
    if (percent !== undefined && !(Number.isInteger(percent) && percent >= 0 && percent <= 100)) {
      throw badRequest(PERCENT_RULE);
    }
    area.runnable(version);
    // A candidate the same as the current version would change no one's console.
    if (version === row.currentVersion) throw conflict(`${remote} ${version} is already current`);
    if (!asCandidate) {
      const clears = row.candidateVersion === version ? NO_CANDIDATE : {};
      return {
        set: { currentVersion: version, previousVersion: row.currentVersion, ...clears },
        action: 'release.current',
        detail: { remote, version, from: row.currentVersion },
      };
    }
    const tenants = await audienceTenants(tx, request.tenants ?? []);
    return {
      set: {
        candidateVersion: version,
        candidateTenants: tenants,
        candidatePercent: percent ?? null,
        candidateSince: new Date(),
      },
      action: 'release.start',
      detail: { remote, version, tenants, percent: percent ?? null },
    };
  });
}

/** POST /api/releases/:remote/promote: the candidate becomes everyone's. */
export const promoteCandidate = (db: Db, config: ReleaseConfig, actor: Actor, remote: string) =>
  changeRelease(db, config, actor, remote, (row, area) => {
    if (!row.candidateVersion) throw conflict(`${remote} has no candidate to promote`);
    const version = area.runnable(row.candidateVersion).version;
    return {
      set: { currentVersion: version, previousVersion: row.currentVersion, ...NO_CANDIDATE },
      action: 'release.promote',
      detail: { remote, version, from: row.currentVersion },
    };
  });

/**
 * POST /api/releases/:remote/rollback: the previous version is everyone's again, and the one
 * rolled back from becomes the previous (a second rollback undoes the first). A candidate
 * keeps its audience: it is withdrawn on its own.
 */
export const rollBack = (db: Db, config: ReleaseConfig, actor: Actor, remote: string) =>
  changeRelease(db, config, actor, remote, (row, area) => {
    if (!row.previousVersion) throw conflict(`${remote} has no previous version to roll back to`);
    const version = area.runnable(row.previousVersion).version;
    return {
      set: { currentVersion: version, previousVersion: row.currentVersion },
      action: 'release.rollback',
      detail: { remote, version, from: row.currentVersion },
    };
  });

/** The record's fields once its candidate is stopped, and why. */
export const withdrawal = (version: string, reason: string) => ({
  ...NO_CANDIDATE,
  withdrawnVersion: version,
  withdrawnReason: reason,
  withdrawnAt: new Date(),
});

/** POST /api/releases/:remote/withdraw: no one gets the candidate any more. */
export const withdrawCandidate = (db: Db, config: ReleaseConfig, actor: Actor, remote: string) =>
  changeRelease(db, config, actor, remote, (row) => {
    if (!row.candidateVersion) throw conflict(`${remote} has no candidate to withdraw`);
    const reason = `Withdrawn by ${actor.caller.username}`;
    const version = row.candidateVersion;
    return {
      set: withdrawal(version, reason),
      action: 'release.withdraw',
      detail: { remote, version, reason },
    };
  });

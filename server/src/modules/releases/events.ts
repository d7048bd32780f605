import type { LoadReport } from '@console/shared/contract';
import { and, countDistinct, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit, type Actor } from '../../auth/audit';
import type { Caller } from '../../auth/caller';
import type { ClusterBus } from '../../cluster/bus';
import { remoteLoads, remoteReleases } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError, badRequest } from '../../http/envelope';
import { deployedVersions } from './deployed';
import type { ReleaseRow } from './records';
import { platformTenant, type ReleaseConfig } from './service-access';
import { withdrawal } from './service';

const HOUR_MS = 3_600_000;
/** Reports are kept a week: the page counts the last hour, the rest is for a look back. */
const KEEP_MS = 7 * 24 * HOUR_MS;
/** Old reports are deleted after this many new ones, or when the last pruning is this old. */
const PRUNE_EVERY = 1000;
const PRUNE_AFTER_MS = HOUR_MS;
/**
 * Reports one user may send a minute. A page load reports one per remote it loads (five at
 * most today), so this leaves room for a dozen reloads a minute while a script posting
 * reports cannot fill the table.
 */
export const REPORTS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

/** The server itself, as the audit log names it when it withdraws a candidate. */
const serverActor = (platformTenantId: number): Actor => ({
  caller: {
    userId: 0,
    username: 'console-server',
    email: '',
    bpId: platformTenantId,
    platform: true,
    roles: [],
    jti: '',
    expiresAt: new Date(0),
  },
  address: '',
});

/**
 * The host's reports of each remote load (issue 26 §2). A candidate that users of several
 * accounts fail to load is withdrawn: counting distinct users, not failures, keeps one broken
 * browser (or one user sending reports) from stopping a rollout for everyone.
 */
export function loadEvents(db: Db, config: ReleaseConfig, log: FastifyBaseLogger, bus: ClusterBus) {
  let sincePruning = 0;
  let prunedAt = 0;
  /**
   * The versions on disk, read at most once a second: every page load sends a report per
   * remote, and each would otherwise walk every remote's folders to check one name. A report
   * names a version its host got from /remotes.json, so a second's delay after a deploy is moot;
   * a release through any server process drops it at once (its version was just deployed).
   */
  let onDisk: { at: number; versions: ReturnType<typeof deployedVersions> } | null = null;
  bus.subscribe('releases', () => {
    onDisk = null;
  });
  const deployedNow = () => {
    if (!onDisk || Date.now() - onDisk.at >= 1000) {
      onDisk = { at: Date.now(), versions: deployedVersions(config) };
    }
    return onDisk.versions;
  };
  /** Per user, the minute being counted and the reports in it. */
  const recent = new Map<number, { since: number; count: number }>();

  function countReport(userId: number) {
    const now = Date.now();
    // Users who reported over a minute ago start again; sweep them so the map stays small.
    if (recent.size > 10_000) {
      for (const [id, window] of recent) if (now - window.since >= MINUTE_MS) recent.delete(id);
    }
    const window = recent.get(userId);
    if (!window || now - window.since >= MINUTE_MS) {
      recent.set(userId, { since: now, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > REPORTS_PER_MINUTE) {
      throw new ApiError(429, 'Too many load reports from this user; try again in a minute');
    }
  }

  async function pruneNowAndThen() {
    sincePruning += 1;
    if (sincePruning < PRUNE_EVERY && Date.now() - prunedAt < PRUNE_AFTER_MS) return;
    sincePruning = 0;
    prunedAt = Date.now();
    await db.delete(remoteLoads).where(lt(remoteLoads.at, new Date(Date.now() - KEEP_MS)));
  }

  /** Distinct users who failed to load the candidate since it started, within the last hour. */
  async function failingUsers(row: ReleaseRow, version: string) {
    const hourAgo = Date.now() - HOUR_MS;
    const since = Math.max(hourAgo, row.candidateSince?.getTime() ?? hourAgo);
    const [{ users }] = await db
      .select({ users: countDistinct(remoteLoads.userId) })
      .from(remoteLoads)
      .where(
        and(
          eq(remoteLoads.remote, row.remote),
          eq(remoteLoads.version, version),
          eq(remoteLoads.ok, false),
          gt(remoteLoads.at, new Date(since)),
        ),
      );
    return users;
  }

  async function withdrawIfFailing(remote: string, version: string, lastError: string) {
    const [row] = await db.select().from(remoteReleases).where(eq(remoteReleases.remote, remote));
    if (row?.candidateVersion !== version) return;
    const users = await failingUsers(row, version);
    if (users < config.releaseFailureUsers) return;
    const reason = `Withdrawn automatically: ${users} users could not load it in the last hour (last error: ${lastError})`;
    const platformTenantId = await platformTenant(db, config);
    const withdrawn = await db.transaction(async (tx) => {
      // Only if it is still the candidate: two failures at once withdraw it once.
      const [changed] = await tx
        .update(remoteReleases)
        .set({ ...withdrawal(version, reason), updatedAt: new Date() })
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.candidateVersion, version)))
        .returning({ remote: remoteReleases.remote });
      if (!changed) return false;
      await writeAudit(tx, serverActor(platformTenantId), [
        {
          action: 'release.withdraw',
          targetUsername: '',
          targetBpId: platformTenantId,
          detail: { remote, version, reason },
        },
      ]);
      return true;
    });
    if (withdrawn)
      log.warn({ remote, version, users }, `Candidate ${remote} ${version}: ${reason}`);
  }

  /** POST /api/releases/events: one load of a deployed remote version, by a signed-in user. */
  return async function report(caller: Caller, event: LoadReport) {
    countReport(caller.userId);
    const versions = (await deployedNow()).get(event.remote);
    if (!versions) throw badRequest(`No remote named ${event.remote} is deployed`);
    if (!versions.some((deployed) => deployed.version === event.version)) {
      throw badRequest(`${event.remote} has no version ${event.version} deployed`);
    }
    await db.insert(remoteLoads).values({
      remote: event.remote,
      version: event.version,
      ok: event.ok,
      userId: caller.userId,
      tenantId: caller.bpId,
      message: event.message ?? null,
    });
    await pruneNowAndThen();
    if (!event.ok) {
      await withdrawIfFailing(event.remote, event.version, event.message || 'none given');
    }
  };
}

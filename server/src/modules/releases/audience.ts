import { createHash } from 'node:crypto';
import type { ReleaseRow } from './records';

/**
 * A user's bucket for a remote, 0–99: the first four bytes of sha256(`<remote>:<userId>`) as
 * an unsigned integer, modulo 100. The same user gets the same bucket on every call and every
 * server (a percentage rollout keeps each user on one version across visits), and the remote in
 * the hash keeps one area's early adopters from being every area's.
 */
export function percentBucket(remote: string, userId: number): number {
  return createHash('sha256').update(`${remote}:${userId}`).digest().readUInt32BE(0) % 100;
}

/** Who asks: a signed-in user (its id and tenant), or null before sign-in. */
export interface AudienceMember {
  userId: number;
  bpId: number;
}

export type Channel = 'current' | 'candidate';

type AudienceRecord = Pick<
  ReleaseRow,
  'remote' | 'currentVersion' | 'candidateVersion' | 'candidateTenants' | 'candidatePercent'
>;

/** Whether a signed-in caller is in the candidate's audience: its tenant, or its bucket. */
export function inCandidateAudience(record: AudienceRecord, caller: AudienceMember) {
  if (record.candidateTenants.includes(caller.bpId)) return true;
  return (
    record.candidatePercent !== null &&
    percentBucket(record.remote, caller.userId) < record.candidatePercent
  );
}

/** The version a caller gets: the candidate for its audience, the current one for the rest. */
export function servedVersion(
  record: AudienceRecord,
  caller: AudienceMember | null,
): { version: string; channel: Channel } {
  if (record.candidateVersion && caller && inCandidateAudience(record, caller)) {
    return { version: record.candidateVersion, channel: 'candidate' };
  }
  return { version: record.currentVersion, channel: 'current' };
}

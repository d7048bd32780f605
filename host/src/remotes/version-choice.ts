import type { RemoteEntry } from '@console/shared/contract';
// The one function needed rather than the whole package, to keep the host's bundle small.
import satisfies from 'semver/functions/satisfies';

/** A version of a remote the host may load: its manifest URL, and its version when known. */
export interface LoadableVersion {
  /** Absent for an entry of a REMOTES_JSON file that names none. */
  version?: string;
  entry: string;
}

/** The version /remotes.json named for this caller, passed over because it needs more. */
export interface SkippedVersion {
  version: string;
  /** The @console/shared range it was built against. */
  contract: string;
  /** This host's contract version. */
  host: string;
}

export interface VersionChoice {
  /** What to load; null when no deployed version fits this host. */
  load: LoadableVersion | null;
  skipped: SkippedVersion | null;
}

/** A version with no recorded contract (an old build, a REMOTES_JSON entry) fits any host. */
export const fits = (contract: string | null | undefined, hostContract: string) =>
  contract == null || satisfies(hostContract, contract);

/**
 * The version of a remote to load: the one the catalog names for this caller when it fits the
 * host's contract, else the newest of the others that fits (`versions` comes newest first),
 * else none — the area's fallback page then says why.
 */
export function chooseVersion(entry: RemoteEntry, hostContract: string): VersionChoice {
  if (fits(entry.contract, hostContract)) {
    return { load: { version: entry.version, entry: entry.entry }, skipped: null };
  }
  const skipped: SkippedVersion = {
    version: entry.version ?? entry.entry,
    contract: entry.contract ?? '',
    host: hostContract,
  };
  const fallback = (entry.versions ?? []).find(
    (candidate) => candidate.version !== entry.version && fits(candidate.contract, hostContract),
  );
  const load = fallback ? { version: fallback.version, entry: fallback.entry } : null;
  return { load, skipped };
}

/** Why a version was passed over, in words (the console log; the screen has its own text). */
export const skipReason = ({ version, contract, host }: SkippedVersion) =>
  `${version} needs @console/shared ${contract}; this host has ${host}`;

/** The line the footer and the console log give an area, e.g. `partners 0.1.0+v1 (…)`. */
export function describeChoice(remote: string, choice: VersionChoice): string {
  const loaded = choice.load ? choice.load.version : 'none';
  const reason = choice.skipped ? ` (${skipReason(choice.skipped)})` : '';
  return [remote, loaded].filter(Boolean).join(' ') + reason;
}

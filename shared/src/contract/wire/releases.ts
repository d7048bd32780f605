/** Releases of one area: the /remotes.json entries and the release API (issue 26). */

export interface RemoteVersionRef {
  version: string;
  entry: string;
  contract: string | null;
}

/** One entry of /remotes.json. Optional fields: a REMOTES_JSON file may omit them. */
export interface RemoteEntry {
  name: string;
  entry: string;
  area?: unknown;
  version?: string;
  contract?: string | null;
  channel?: 'current' | 'candidate';
  /** Every deployed version of the remote, newest first (the host's fallbacks). */
  versions?: RemoteVersionRef[];
}

export interface ReleaseTenant {
  id: number;
  name: string;
}

export interface VersionStats {
  version: string;
  contract: string | null;
  fits: boolean;
  deployedAt: string;
  /** Loads and failed loads reported in the last hour. */
  loads: number;
  failures: number;
  serving: 'current' | 'candidate' | null;
}

export interface AreaRelease {
  remote: string;
  current: string;
  previous: string | null;
  candidate: {
    version: string;
    tenants: ReleaseTenant[];
    percent: number | null;
    since: string;
  } | null;
  withdrawn: { version: string; reason: string; at: string } | null;
  /** Deployed versions, newest first. */
  versions: VersionStats[];
}

export interface ReleasesView {
  hostContract: string | null;
  failureUsers: number;
  /** Every BP, for the audience picker. */
  tenants: ReleaseTenant[];
  areas: AreaRelease[];
}

export interface ReleaseRequest {
  version: string;
  tenants?: Array<number | string>;
  percent?: number;
}

export interface LoadReport {
  remote: string;
  version: string;
  ok: boolean;
  message?: string;
}

export const RELEASE_MESSAGE_MAX = 500;

/**
 * The market (issue 24 §1, /account/market): the platform's connector packages in their
 * versions, and which of them, at which version, each tenant has installed. A connector can
 * only be made from (and run) a command of an installed package, at its installed version.
 */
import type { ParamMeta } from './connectivity';

export const MARKET_URLS = {
  /** GET: the catalogue, with this tenant's installed versions. */
  packages: '/api/market/packages',
} as const;

/** POST …/install, POST …/upgrade, DELETE … (no action): one package of the catalogue. */
export const marketPackageUrl = (packageId: string, action?: 'install' | 'upgrade') =>
  `${MARKET_URLS.packages}/${encodeURIComponent(packageId)}${action ? `/${action}` : ''}`;

/** A package id: what the path names; the catalogue's ids all keep it. */
export const MARKET_PACKAGE_ID_PATTERN = '^[a-z][a-z0-9-]{0,63}$';
/** A version: major.minor.patch. */
export const MARKET_VERSION_PATTERN = '^\\d{1,4}\\.\\d{1,4}\\.\\d{1,4}$';

/** One command of one version of a package, without its script. */
export interface MarketCommand {
  id: string;
  name: string;
  description: string;
  paramsMeta: ParamMeta[];
}

export interface MarketVersion {
  version: string;
  /** The day it was released, YYYY-MM-DD. */
  releasedAt: string;
  /** What this version brought. */
  changelog: string;
  commands: MarketCommand[];
}

/** A tenant's installation of a package. */
export interface MarketInstall {
  version: string;
  installedAt: string;
  /** A user name, or "platform" for the packages a tenant is given when it starts. */
  installedBy: string;
  /** The last install or upgrade. */
  changedAt: string;
  changedBy: string;
}

/** What moving from one version to another does to the commands and to the connectors. */
export interface MarketChanges {
  from: string;
  to: string;
  /** Command ids the target version adds… */
  added: string[];
  /** … changes (form, script or text): the connectors running them follow at their next run… */
  changed: string[];
  /** … and no longer has: an upgrade is refused while a connector runs one of them. */
  removed: string[];
  /** The connectors that run a changed command. */
  following: string[];
  /** The connectors that run a removed command. */
  blocking: string[];
}

/** GET /api/market/packages: one package of the catalogue. */
export interface MarketPackage {
  id: string;
  name: string;
  description: string;
  latestVersion: string;
  /** The version every new tenant starts with; null: installed only when a tenant asks. */
  defaultVersion: string | null;
  /** Oldest first. */
  versions: MarketVersion[];
  installed: MarketInstall | null;
  /** This tenant's connectors (and compose steps) by the command they run, when installed. */
  usedBy: Record<string, string[]>;
  /** Moving from the installed version to the latest, when a newer one exists. */
  upgrade: MarketChanges | null;
}

/** POST …/install: the latest version unless one is named. */
export interface MarketInstallBody {
  version?: string;
}

/** POST …/upgrade: a version newer than the installed one. */
export interface MarketUpgradeBody {
  version: string;
}

/** POST …/upgrade answers the package as it is now and what the upgrade changed. */
export interface MarketUpgradeResult {
  package: MarketPackage;
  changes: MarketChanges;
}

/** -1, 0 or 1 as `a` is older than, the same as or newer than `b` (both major.minor.patch). */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('.').map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let at = 0; at < Math.max(left.length, right.length); at += 1) {
    const diff = (left[at] ?? 0) - (right[at] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

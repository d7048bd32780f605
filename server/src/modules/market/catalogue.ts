import type { CommandScript, MarketVersion } from '@console/shared/contract';
import { BUILTIN_PACKAGES } from '../packages/builtin';
import { GRAPHQL_COMMAND, TEXT_PACKAGE } from './catalogue-additions';

/** A command as the catalogue holds it: with its script. */
export type CatalogueCommand = Omit<CommandScript, 'packageId' | 'builtIn'>;

export interface CatalogueVersion extends Omit<MarketVersion, 'commands'> {
  commands: readonly CatalogueCommand[];
}

export interface CatalogueEntry {
  id: string;
  name: string;
  description: string;
  /**
   * The version every new tenant is given (the platform raises it when new tenants should
   * start on a newer one); absent: a tenant has it only once it installs it.
   */
  defaultVersion?: string;
  /** Oldest first. */
  versions: readonly CatalogueVersion[];
}

/** The version every tenant had before the market: the platform's packages of issue 13. */
export const FIRST_VERSION = '1.0.0';
const FIRST_RELEASE = '2026-06-01';

const first = (changelog: string, commands: readonly CatalogueCommand[]): CatalogueVersion => ({
  version: FIRST_VERSION,
  releasedAt: FIRST_RELEASE,
  changelog,
  commands,
});

/**
 * The platform's packages in every version it offers (issue 24 §1). Version 1.0.0 of the
 * built-in ones is exactly what tenants had before (packages/builtin.ts); a newer version is
 * what an upgrade moves a tenant to. A version is never changed once released: a fix is a
 * new version, so that what a tenant runs changes only when it upgrades.
 */
export const CATALOGUE: readonly CatalogueEntry[] = [
  ...BUILTIN_PACKAGES.map(({ commands, ...entry }) => ({
    ...entry,
    defaultVersion: FIRST_VERSION,
    versions: [
      first('The first release', commands),
      ...(entry.id === 'http'
        ? [
            {
              version: '1.1.0',
              releasedAt: '2026-11-20',
              changelog: 'Adds GraphQL queries',
              commands: [...commands, GRAPHQL_COMMAND],
            },
          ]
        : []),
    ],
  })),
  {
    id: TEXT_PACKAGE.id,
    name: TEXT_PACKAGE.name,
    description: TEXT_PACKAGE.description,
    versions: [
      first('The first release', TEXT_PACKAGE.v1),
      {
        version: '1.1.0',
        releasedAt: '2026-11-20',
        changelog: 'Adds Split, and Trim to Change case',
        commands: TEXT_PACKAGE.v1_1,
      },
    ],
  },
];

export const catalogueEntry = (packageId: string) => CATALOGUE.find((p) => p.id === packageId);

export const versionOf = (entry: CatalogueEntry, version: string) =>
  entry.versions.find((v) => v.version === version);

export const latestOf = (entry: CatalogueEntry) => entry.versions[entry.versions.length - 1];

import { and, eq } from 'drizzle-orm';
import { bp, marketInstalls } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { CATALOGUE, catalogueEntry, versionOf, type CatalogueCommand } from './catalogue';

export type InstallRow = typeof marketInstalls.$inferSelect;

/** Who installs the default packages of a new tenant. */
export const PLATFORM = 'platform';

const rowsOf = (db: DbOrTx, tenantId: number) =>
  db.select().from(marketInstalls).where(eq(marketInstalls.tenantId, tenantId));

/** The default packages at their default version, installed when the tenant was made. */
async function defaultRows(db: DbOrTx, tenantId: number): Promise<InstallRow[]> {
  const [tenant] = await db.select({ at: bp.createTime }).from(bp).where(eq(bp.id, tenantId));
  const at = tenant?.at ?? new Date();
  return CATALOGUE.flatMap(({ id, defaultVersion }) =>
    defaultVersion ? [{ id, version: defaultVersion }] : [],
  ).map(({ id, version }) => ({
    tenantId,
    packageId: id,
    version,
    installedAt: at,
    installedBy: PLATFORM,
    changedAt: at,
    changedBy: PLATFORM,
  }));
}

/**
 * The tenant's rows, removed packages included. A tenant with none at all has never changed
 * its packages: it has the default ones (tenants are made in several places: partners, seeds,
 * tests; the tenants that existed before the market got the same from the migration,
 * drizzle/0013_market.sql). Reading writes nothing: the first change writes them (lockedRow).
 */
export async function installRows(db: DbOrTx, tenantId: number): Promise<InstallRow[]> {
  const rows = await rowsOf(db, tenantId);
  return rows.length ? rows : defaultRows(db, tenantId);
}

/** One package of the tenant, as a connector sees it: its commands at the installed version. */
export interface InstalledPackage {
  id: string;
  name: string;
  description: string;
  version: string;
  commands: readonly CatalogueCommand[];
}

/** The catalogue's packages the tenant has installed, in the catalogue's order. */
export async function installedPackages(db: DbOrTx, tenantId: number): Promise<InstalledPackage[]> {
  const versions = new Map(
    (await installRows(db, tenantId)).map((row) => [row.packageId, row.version]),
  );
  return CATALOGUE.flatMap((entry) => {
    const installed = versions.get(entry.id);
    const release = installed ? versionOf(entry, installed) : undefined;
    if (!release) return [];
    const { id, name, description } = entry;
    return [{ id, name, description, version: release.version, commands: release.commands }];
  });
}

/** One installed package, or undefined (not in the catalogue, or not installed). */
export async function installedPackage(db: DbOrTx, tenantId: number, packageId: string) {
  if (!catalogueEntry(packageId)) return undefined;
  return (await installedPackages(db, tenantId)).find((p) => p.id === packageId);
}

/**
 * The row of one package, locked for a change in a transaction; a tenant's first change
 * writes its default rows first, so that they stay what they were.
 */
export async function lockedRow(
  tx: DbOrTx,
  tenantId: number,
  packageId: string,
): Promise<InstallRow | undefined> {
  if (!(await rowsOf(tx, tenantId)).length) {
    await tx
      .insert(marketInstalls)
      .values(await defaultRows(tx, tenantId))
      .onConflictDoNothing();
  }
  const [row] = await tx
    .select()
    .from(marketInstalls)
    .where(and(eq(marketInstalls.tenantId, tenantId), eq(marketInstalls.packageId, packageId)))
    .for('update');
  return row;
}

/** Why a package of the catalogue cannot be used: it is not installed (undefined for others). */
export const notInstalled = (packageId: string) => {
  const entry = catalogueEntry(packageId);
  return entry
    ? `The package "${entry.name}" is not installed in this tenant; an administrator can install it from the market`
    : undefined;
};

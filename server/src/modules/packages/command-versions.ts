import type { CommandVersion } from '@console/shared/contract';
import { and, desc, eq } from 'drizzle-orm';
import { packageCommands, packageCommandVersions } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { commandUsersByPackage } from './command-users';

type CommandRow = typeof packageCommands.$inferSelect;

/** One command of a tenant, in the versions table. */
const versionsOf = (tenantId: number, packageId: string, commandId: string) =>
  and(
    eq(packageCommandVersions.tenantId, tenantId),
    eq(packageCommandVersions.packageId, packageId),
    eq(packageCommandVersions.commandId, commandId),
  );

/**
 * Keeps a saved state of a command as its version. `savedBy` is '' for a state saved before
 * versions were kept (the first edit of such a command records it, saver unknown).
 */
export async function keepVersion(db: DbOrTx, row: CommandRow, savedBy: string) {
  await db
    .insert(packageCommandVersions)
    .values({
      tenantId: row.tenantId,
      packageId: row.packageId,
      commandId: row.commandId,
      version: row.version,
      name: row.name,
      description: row.description,
      script: row.script,
      paramsMeta: row.paramsMeta,
      savedBy,
      savedAt: row.modifyTime,
    })
    .onConflictDoNothing();
}

/** GET /api/packageCommandVersions: the saved versions of a command, newest first. */
export async function commandVersions(
  db: DbOrTx,
  tenantId: number,
  packageId: string,
  commandId: string,
): Promise<CommandVersion[]> {
  const rows = await db
    .select()
    .from(packageCommandVersions)
    .where(versionsOf(tenantId, packageId, commandId))
    .orderBy(desc(packageCommandVersions.version));
  return rows.map((row) => ({
    version: row.version,
    name: row.name,
    description: row.description,
    script: row.script,
    paramsMeta: row.paramsMeta,
    savedBy: row.savedBy,
    savedAt: row.savedAt.toISOString(),
  }));
}

export const dropVersions = (db: DbOrTx, tenantId: number, packageId: string, commandId: string) =>
  db.delete(packageCommandVersions).where(versionsOf(tenantId, packageId, commandId));

/**
 * The names of the tenant's connectors that run the command: command connectors made from it
 * and compose connectors with a step of it ("name (step 2)"). They all run its newest version.
 */
export async function commandUsers(
  db: DbOrTx,
  tenantId: number,
  packageId: string,
  commandId: string,
): Promise<string[]> {
  return (await commandUsersByPackage(db, tenantId))(packageId)[commandId] ?? [];
}

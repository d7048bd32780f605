import type { MarketChanges, MarketPackage, MarketUpgradeResult } from '@console/shared/contract';
import { compareVersions } from '@console/shared/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../auth/audit';
import { marketInstalls, packageCommands } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { versionChanges } from './changes';
import {
  CATALOGUE,
  catalogueEntry,
  latestOf,
  versionOf,
  type CatalogueEntry,
  type CatalogueVersion,
} from './catalogue';
import { installRows, lockedRow, type InstallRow } from './installs';
import { allUsers, commandUsersByPackage, type CommandUsers } from '../packages/command-users';

function packageView(entry: CatalogueEntry, row: InstallRow | undefined, users: CommandUsers) {
  const installed = row?.version ? versionOf(entry, row.version) : undefined;
  const latest = latestOf(entry);
  const view: MarketPackage = {
    id: entry.id,
    name: entry.name,
    description: entry.description,
    latestVersion: latest.version,
    defaultVersion: entry.defaultVersion ?? null,
    versions: entry.versions.map(({ commands, ...version }) => ({
      ...version,
      commands: commands.map(({ script: _script, ...command }) => command),
    })),
    installed:
      row?.version && installed
        ? {
            version: row.version,
            installedAt: row.installedAt.toISOString(),
            installedBy: row.installedBy,
            changedAt: row.changedAt.toISOString(),
            changedBy: row.changedBy,
          }
        : null,
    usedBy: installed ? users : {},
    upgrade:
      installed && compareVersions(latest.version, installed.version) > 0
        ? versionChanges(installed, latest, users)
        : null,
  };
  return view;
}

/** GET /api/market/packages: the catalogue, with what the tenant installed and runs. */
export async function marketCatalogue(db: DbOrTx, tenantId: number): Promise<MarketPackage[]> {
  const [rows, usersOf] = await Promise.all([
    installRows(db, tenantId),
    commandUsersByPackage(db, tenantId),
  ]);
  const byId = new Map(rows.map((row) => [row.packageId, row]));
  return CATALOGUE.map((entry) => packageView(entry, byId.get(entry.id), usersOf(entry.id)));
}

/** The catalogue's package named by the path, or 404. */
function entryOf(packageId: string) {
  const entry = catalogueEntry(packageId);
  if (!entry) throw notFound(`The market has no package "${packageId}"`);
  return entry;
}

function releaseOf(entry: CatalogueEntry, version: string) {
  const release = versionOf(entry, version);
  if (!release) throw notFound(`The package "${entry.name}" has no version ${version}`);
  return release;
}

/** The one package as it is now, for the answer of a change. */
async function viewNow(db: DbOrTx, tenantId: number, entry: CatalogueEntry) {
  const [row] = await db
    .select()
    .from(marketInstalls)
    .where(and(eq(marketInstalls.tenantId, tenantId), eq(marketInstalls.packageId, entry.id)));
  return packageView(entry, row, (await commandUsersByPackage(db, tenantId))(entry.id));
}

const audit = (
  tx: DbOrTx,
  actor: Actor,
  tenantId: number,
  action: 'install' | 'upgrade' | 'remove',
  detail: Record<string, unknown>,
) =>
  writeAudit(tx, actor, [
    { action: `package.${action}`, targetUsername: '', targetBpId: tenantId, detail },
  ]);

/** POST /api/market/packages/:name/install: the latest version unless one is named. */
export async function installPackage(
  db: Db,
  actor: Actor,
  tenantId: number,
  packageId: string,
  version?: string,
): Promise<MarketPackage> {
  const entry = entryOf(packageId);
  const release = version ? releaseOf(entry, version) : latestOf(entry);
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, tenantId, entry.id);
    if (row?.version) {
      throw conflict(
        `The package "${entry.name}" is installed already (version ${row.version}); upgrade it instead`,
      );
    }
    const [own] = await tx
      .select({ id: packageCommands.commandId })
      .from(packageCommands)
      .where(and(eq(packageCommands.tenantId, tenantId), eq(packageCommands.packageId, entry.id)))
      .limit(1);
    if (own) {
      throw conflict(`This tenant has commands of its own in a package "${entry.id}"`);
    }
    const by = actor.caller.username;
    const fields = { version: release.version, installedAt: new Date(), installedBy: by };
    const [written] = await tx
      .insert(marketInstalls)
      .values({ tenantId, packageId: entry.id, ...fields, changedAt: new Date(), changedBy: by })
      // A removed package's row is taken again; another install that came first is a 409.
      .onConflictDoUpdate({
        target: [marketInstalls.tenantId, marketInstalls.packageId],
        set: { ...fields, changedAt: new Date(), changedBy: by },
        setWhere: isNull(marketInstalls.version),
      })
      .returning();
    if (!written) throw conflict(`The package "${entry.name}" is installed already`);
    await audit(tx, actor, tenantId, 'install', { packageId: entry.id, version: release.version });
  });
  return viewNow(db, tenantId, entry);
}

/** Refuses an upgrade that would take away a command a connector runs. */
function checkBlocking(entry: CatalogueEntry, changes: MarketChanges) {
  if (!changes.blocking.length) return;
  throw conflict(
    `Version ${changes.to} of "${entry.name}" has no command ${changes.removed.join(', ')}, which these connectors run: ${changes.blocking.join(', ')}`,
  );
}

/**
 * POST /api/market/packages/:name/upgrade: to a newer version. The connectors that run its
 * commands follow at once (see versionChanges for what a changed command does to them).
 */
export async function upgradePackage(
  db: Db,
  actor: Actor,
  tenantId: number,
  packageId: string,
  version: string,
): Promise<MarketUpgradeResult> {
  const entry = entryOf(packageId);
  const target: CatalogueVersion = releaseOf(entry, version);
  const changes = await db.transaction(async (tx) => {
    const row = await lockedRow(tx, tenantId, entry.id);
    const current = row?.version ? versionOf(entry, row.version) : undefined;
    if (!current) throw conflict(`The package "${entry.name}" is not installed; install it first`);
    if (compareVersions(target.version, current.version) <= 0) {
      throw badRequest(
        `Version ${target.version} is not newer than the installed version ${current.version}`,
      );
    }
    const found = versionChanges(
      current,
      target,
      (await commandUsersByPackage(tx, tenantId))(entry.id),
    );
    checkBlocking(entry, found);
    await tx
      .update(marketInstalls)
      .set({ version: target.version, changedAt: new Date(), changedBy: actor.caller.username })
      .where(and(eq(marketInstalls.tenantId, tenantId), eq(marketInstalls.packageId, entry.id)));
    await audit(tx, actor, tenantId, 'upgrade', { packageId: entry.id, ...found });
    return found;
  });
  return { package: await viewNow(db, tenantId, entry), changes };
}

/** DELETE /api/market/packages/:name: refused while a connector runs one of its commands. */
export async function removePackage(
  db: Db,
  actor: Actor,
  tenantId: number,
  packageId: string,
): Promise<MarketPackage> {
  const entry = entryOf(packageId);
  await db.transaction(async (tx) => {
    const row = await lockedRow(tx, tenantId, entry.id);
    if (!row?.version) throw notFound(`The package "${entry.name}" is not installed`);
    const users = allUsers((await commandUsersByPackage(tx, tenantId))(entry.id));
    if (users.length) {
      throw conflict(
        `The package "${entry.name}" is used by these connectors: ${users.join(', ')}`,
      );
    }
    await tx
      .update(marketInstalls)
      .set({ version: null, changedAt: new Date(), changedBy: actor.caller.username })
      .where(and(eq(marketInstalls.tenantId, tenantId), eq(marketInstalls.packageId, entry.id)));
    await audit(tx, actor, tenantId, 'remove', { packageId: entry.id, version: row.version });
  });
  return viewNow(db, tenantId, entry);
}

import type {
  CommandPackage,
  CommandScript,
  PackageCommandBody,
  ParamMeta,
} from '@console/shared/contract';
import { CONNECTIVITY_MESSAGES } from '@console/shared/contract';
import { and, asc, eq } from 'drizzle-orm';
import { connectors, packageCommands } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { compileScript, ScriptError } from '../scripts/compile';
import { catalogueEntry } from '../market/catalogue';
import { installedPackage, installedPackages, notInstalled } from '../market/installs';
import { commandUsers, dropVersions, keepVersion } from './command-versions';
import { checkParamsMeta } from './param-values';

type Row = typeof packageCommands.$inferSelect;

/** One command of a tenant's own package (the table's key). */
const commandKey = (tenantId: number, packageId: string, commandId: string) =>
  and(
    eq(packageCommands.tenantId, tenantId),
    eq(packageCommands.packageId, packageId),
    eq(packageCommands.commandId, commandId),
  );

const rowView = (row: Row): CommandScript => ({
  packageId: row.packageId,
  id: row.commandId,
  name: row.name,
  description: row.description,
  paramsMeta: row.paramsMeta,
  script: row.script,
  builtIn: false,
  version: row.version,
});

/**
 * The platform's packages the tenant installed (modules/market: at the installed version), then
 * the tenant's own, each with its count of commands.
 */
export async function listPackages(db: DbOrTx, tenantId: number): Promise<CommandPackage[]> {
  const rows = await db
    .select({ packageId: packageCommands.packageId })
    .from(packageCommands)
    .where(eq(packageCommands.tenantId, tenantId));
  const counts = new Map<string, number>();
  for (const { packageId } of rows) counts.set(packageId, (counts.get(packageId) ?? 0) + 1);
  return [
    ...(await installedPackages(db, tenantId)).map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      builtIn: true,
      commandCount: p.commands.length,
    })),
    ...[...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, commandCount]) => ({
        id,
        name: id,
        description: 'Commands of this tenant',
        builtIn: false,
        commandCount,
      })),
  ];
}

/** The commands of a package, with their scripts; 404 for a package the tenant has not. */
export async function packageCommandList(
  db: DbOrTx,
  tenantId: number,
  packageId: string,
): Promise<CommandScript[]> {
  const builtIn = await installedPackage(db, tenantId, packageId);
  if (builtIn) return builtIn.commands.map((c) => ({ ...c, packageId, builtIn: true }));
  const rows = await db
    .select()
    .from(packageCommands)
    .where(and(eq(packageCommands.tenantId, tenantId), eq(packageCommands.packageId, packageId)))
    .orderBy(asc(packageCommands.commandId));
  if (!rows.length) throw notFound(notInstalled(packageId) ?? `No package "${packageId}"`);
  return rows.map(rowView);
}

/** One command with its script; SPEC §8's message when there is none. */
export async function commandScript(
  db: DbOrTx,
  tenantId: number,
  packageId: string,
  commandId: string,
): Promise<CommandScript> {
  const installed = await installedPackage(db, tenantId, packageId);
  const builtIn = installed?.commands.find((c) => c.id === commandId);
  if (builtIn) return { ...builtIn, packageId, builtIn: true };
  const [row] = await db
    .select()
    .from(packageCommands)
    .where(commandKey(tenantId, packageId, commandId));
  if (!row) {
    throw notFound((!installed && notInstalled(packageId)) || CONNECTIVITY_MESSAGES.noScript);
  }
  return rowView(row);
}

/** GET /api/connector/connectorScript: a tenant's own command also names who runs it. */
export async function commandScriptWithUsers(
  db: DbOrTx,
  tenantId: number,
  packageId: string,
  commandId: string,
): Promise<CommandScript> {
  const command = await commandScript(db, tenantId, packageId, commandId);
  if (command.builtIn) return command;
  return { ...command, usedBy: await commandUsers(db, tenantId, packageId, commandId) };
}

/**
 * The form of every command the tenant can use, read in one query: what a list of connectors
 * shows beside each one. An unknown command has no fields.
 */
export async function paramsMetaIndex(db: DbOrTx, tenantId: number) {
  const platform = new Map<string, ParamMeta[]>(
    (await installedPackages(db, tenantId)).flatMap((p) =>
      p.commands.map((c) => [`${p.id}\u0000${c.id}`, c.paramsMeta] as const),
    ),
  );
  const own = await db
    .select({
      packageId: packageCommands.packageId,
      commandId: packageCommands.commandId,
      paramsMeta: packageCommands.paramsMeta,
    })
    .from(packageCommands)
    .where(eq(packageCommands.tenantId, tenantId));
  const key = (packageId: string, commandId: string) => `${packageId}\u0000${commandId}`;
  const index = new Map(own.map((c) => [key(c.packageId, c.commandId), c.paramsMeta]));
  return (packageId: string, commandId: string): ParamMeta[] =>
    platform.get(key(packageId, commandId)) ?? index.get(key(packageId, commandId)) ?? [];
}

/** A syntax error is a 400 that names its line and column. */
export function checkSyntax(script: string) {
  try {
    compileScript(script);
  } catch (error) {
    if (error instanceof ScriptError) throw badRequest(error.message);
    throw error;
  }
}

function fieldsOf(body: PackageCommandBody) {
  if (catalogueEntry(body.packageId)) {
    throw badRequest(
      `The package "${body.packageId}" is the platform's own; choose another package id`,
    );
  }
  checkSyntax(body.script);
  return {
    name: body.name.trim(),
    description: body.description?.trim() ?? '',
    script: body.script,
    paramsMeta: checkParamsMeta(body.paramsMeta),
  };
}

/** POST /api/packageCommand: version 1 of a new command, kept with who saved it. */
export async function createPackageCommand(
  db: Db,
  tenantId: number,
  body: PackageCommandBody,
  savedBy: string,
) {
  const fields = fieldsOf(body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packageCommands)
      .values({ tenantId, packageId: body.packageId, commandId: body.id, ...fields })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(`The package "${body.packageId}" has a command "${body.id}" already`);
    await keepVersion(tx, row, savedBy);
    return { ...rowView(row), usedBy: [] };
  });
}

/**
 * PUT /api/packageCommand: the edit becomes the command's next version, kept beside the ones
 * before; every connector made from it runs the new one from its next run (issue 24: a fix
 * reaches every flow at once, and the edit dialog names them before the save).
 */
export async function updatePackageCommand(
  db: Db,
  tenantId: number,
  body: PackageCommandBody,
  savedBy: string,
) {
  const fields = fieldsOf(body);
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(packageCommands)
      .where(commandKey(tenantId, body.packageId, body.id))
      .for('update');
    if (!old) throw notFound(CONNECTIVITY_MESSAGES.noScript);
    if (body.version !== undefined && body.version !== old.version) {
      throw conflict(
        `The command was changed since you opened it (version ${old.version} now, you edited ${body.version}); reopen it`,
      );
    }
    // A command saved before versions were kept gets its old state kept first.
    await keepVersion(tx, old, '');
    const [row] = await tx
      .update(packageCommands)
      .set({ ...fields, version: old.version + 1, modifyTime: new Date() })
      .where(commandKey(tenantId, body.packageId, body.id))
      .returning();
    await keepVersion(tx, row, savedBy);
    return { ...rowView(row), usedBy: await commandUsers(tx, tenantId, body.packageId, body.id) };
  });
}

export async function deletePackageCommand(
  db: DbOrTx,
  tenantId: number,
  packageId: string,
  commandId: string,
) {
  // A connector made from the command would fail at its next run: it is named, not broken.
  const users = await db
    .select({ name: connectors.name })
    .from(connectors)
    .where(
      and(
        eq(connectors.tenantId, tenantId),
        eq(connectors.packageId, packageId),
        eq(connectors.commandId, commandId),
      ),
    )
    .orderBy(asc(connectors.name));
  if (users.length) {
    throw conflict(`The command is used by: ${users.map((u) => u.name).join(', ')}`);
  }
  const [row] = await db
    .delete(packageCommands)
    .where(commandKey(tenantId, packageId, commandId))
    .returning();
  if (!row) throw notFound(CONNECTIVITY_MESSAGES.noScript);
  await dropVersions(db, tenantId, packageId, commandId);
}

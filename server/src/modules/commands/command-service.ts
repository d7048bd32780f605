import { and, asc, count, eq, ilike, like } from 'drizzle-orm';
import { commands } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { checkTimezone } from '../automation/cron';
import type { ConnectorRow } from '../connectors/connector-service';
import { paramsToSave } from '../connectors/param-secrets';
import type { Sealer } from '../credentials/seal';
import { commandScript } from '../packages/service';
import { nameLike, savingName } from '../triggers/names';
import { offsetOf } from '../triggers/paging';
import { checkSchedule, nextFireAfter, optionalText } from '../triggers/schedule';
import {
  isPackageCommand,
  oneView,
  runnableConnector,
  tenantCommand,
  viewsOf,
  type CommandRow,
} from './command-view';
import type { CommandInput, CommandListInput } from './schema';

/** When the command runs on its own: a valid schedule, required while it is active. */
function scheduleFields(body: CommandInput, saved?: CommandRow) {
  const schedule = optionalText(body.schedule);
  const timezone = optionalText(body.timezone);
  checkTimezone('body.timezone', timezone);
  const cron = schedule ? checkSchedule('body', schedule, timezone) : null;
  const active = body.active ?? false;
  if (active && !cron) throw badRequest('body.schedule is required for an active command');
  // An edit that leaves the schedule as it was keeps a run that is due (or missed) now.
  const same = saved?.active && saved.schedule === schedule && saved.timezone === timezone;
  const nextRunAt =
    !cron || !active
      ? null
      : same && saved.nextRunAt
        ? saved.nextRunAt
        : nextFireAfter(cron, new Date());
  return { schedule, timezone, active, nextRunAt };
}

/**
 * The parameters a command keeps. A package command's are checked against its fields and its
 * Secret ones sealed; one left out keeps the saved value (the command's own while it runs the
 * same connector, else the connector's). A compose or HTTP connector's are the variables its
 * run starts with, kept as sent.
 */
async function parametersToSave(
  db: Db,
  sealer: Sealer,
  tenantId: number,
  connector: ConnectorRow,
  sent: Record<string, unknown>,
  saved?: CommandRow,
) {
  if (!isPackageCommand(connector)) return sent;
  const { paramsMeta } = await commandScript(
    db,
    tenantId,
    connector.packageId,
    connector.commandId,
  );
  const base = saved?.connectorId === connector.id ? saved.parameters : connector.parameters;
  return paramsToSave(sealer, paramsMeta, sent, base);
}

async function fieldsOf(
  db: Db,
  sealer: Sealer,
  tenantId: number,
  body: CommandInput,
  saved?: CommandRow,
) {
  const scheduled = scheduleFields(body, saved);
  const connector = await runnableConnector(db, tenantId, body.connectorId);
  const parameters = await parametersToSave(
    db,
    sealer,
    tenantId,
    connector,
    body.parameters ?? {},
    saved,
  );
  return {
    name: body.name.trim(),
    description: body.description?.trim() ?? '',
    connectorId: connector.id,
    parameters,
    ...scheduled,
  };
}

const duplicate = (name: string) => conflict(`A command named "${name}" already exists`);

async function assertUniqueName(db: Db, tenantId: number, name: string, except?: number) {
  const [clash] = await db
    .select({ id: commands.id })
    .from(commands)
    .where(and(eq(commands.tenantId, tenantId), eq(commands.name, name)));
  if (clash && clash.id !== except) throw duplicate(name);
}

export async function createCommand(db: Db, sealer: Sealer, tenantId: number, body: CommandInput) {
  const fields = await fieldsOf(db, sealer, tenantId, body);
  await assertUniqueName(db, tenantId, fields.name);
  const [row] = await savingName(
    () => duplicate(fields.name),
    () =>
      db
        .insert(commands)
        .values({ tenantId, ...fields })
        .returning(),
  );
  return oneView(db, tenantId, row);
}

export async function updateCommand(
  db: Db,
  sealer: Sealer,
  tenantId: number,
  body: CommandInput & { id: number },
) {
  const saved = await tenantCommand(db, tenantId, body.id);
  const fields = await fieldsOf(db, sealer, tenantId, body, saved);
  await assertUniqueName(db, tenantId, fields.name, saved.id);
  const [row] = await savingName(
    () => duplicate(fields.name),
    () =>
      db
        .update(commands)
        .set({ ...fields, modifyTime: new Date() })
        .where(eq(commands.id, saved.id))
        .returning(),
  );
  return oneView(db, tenantId, row);
}

/** Deletes a command and its runs. */
export async function deleteCommand(db: Db, tenantId: number, id: number) {
  const deleted = await db
    .delete(commands)
    .where(and(eq(commands.id, id), eq(commands.tenantId, tenantId)))
    .returning({ id: commands.id });
  if (!deleted.length) throw notFound(`No command with id ${id}`);
}

/**
 * A copy named "<name> (copy)", "(copy 2)"…, with the same connector and parameters (secrets
 * stay sealed), that does not run on its own until it is switched on.
 */
export async function duplicateCommand(db: Db, tenantId: number, id: number) {
  const row = await tenantCommand(db, tenantId, id);
  const taken = new Set(
    (
      await db
        .select({ name: commands.name })
        .from(commands)
        .where(and(eq(commands.tenantId, tenantId), like(commands.name, `${row.name} (copy%`)))
    ).map((found) => found.name),
  );
  let name = `${row.name} (copy)`;
  for (let n = 2; taken.has(name); n++) name = `${row.name} (copy ${n})`;
  const { description, connectorId, parameters, schedule, timezone } = row;
  const [copy] = await savingName(
    () => duplicate(name),
    () =>
      db
        .insert(commands)
        .values({ tenantId, name, description, connectorId, parameters, schedule, timezone })
        .returning(),
  );
  return oneView(db, tenantId, copy);
}

/** One page of the tenant's commands, by name. */
export async function listCommands(db: Db, tenantId: number, query: CommandListInput) {
  const where = and(
    eq(commands.tenantId, tenantId),
    query.name?.trim() ? ilike(commands.name, nameLike(query.name.trim())) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(commands).where(where);
  const rows = await db
    .select()
    .from(commands)
    .where(where)
    .orderBy(asc(commands.name), asc(commands.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const list = await viewsOf(db, tenantId, rows);
  return { list, total, page: query.page, pageSize: query.pageSize };
}

import type { Command, CommandParameters, ParamMeta } from '@console/shared/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { commands, connectors } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../http/envelope';
import { tenantConnector, type ConnectorRow } from '../connectors/connector-service';
import { hideSecrets } from '../connectors/param-secrets';
import { commandScript, paramsMetaIndex } from '../packages/service';

export type CommandRow = typeof commands.$inferSelect;
type MetaOf = (packageId: string, commandId: string) => readonly ParamMeta[];

/** A connector made from a package command: its parameters are that command's fields. */
export const isPackageCommand = (
  connector: ConnectorRow,
): connector is ConnectorRow & { packageId: string; commandId: string } =>
  connector.type === 'command' && Boolean(connector.packageId && connector.commandId);

const formOf = (connector: ConnectorRow | undefined, metaOf: MetaOf) =>
  connector && isPackageCommand(connector) ? metaOf(connector.packageId, connector.commandId) : [];

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * A command as answers show it (SPEC §3: id, bp, types — its connector's kind). A Secret
 * parameter's value is never shown: `secretsSet` names those that have one.
 */
export function commandView(
  row: CommandRow,
  connector: ConnectorRow | undefined,
  metaOf: MetaOf,
): Command {
  const { parameters, secretsSet } = hideSecrets(row.parameters, formOf(connector, metaOf));
  return {
    id: row.id,
    bp: row.tenantId,
    name: row.name,
    description: row.description,
    connectorId: row.connectorId,
    connectorName: connector?.name ?? null,
    types: connector?.type ?? null,
    parameters,
    secretsSet,
    schedule: row.schedule,
    timezone: row.timezone,
    active: row.active,
    lastRunAt: iso(row.lastRunAt),
    nextRunAt: iso(row.nextRunAt),
    modifyTime: row.modifyTime.toISOString(),
  };
}

/** A command of the tenant, or 404 (another tenant's id reveals nothing). */
export async function tenantCommand(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(commands)
    .where(and(eq(commands.id, id), eq(commands.tenantId, tenantId)));
  if (!row) throw notFound(`No command with id ${id}`);
  return row;
}

/** A connector a command may run: a command or a compose connector of the tenant. */
export async function runnableConnector(db: Db, tenantId: number, id: number) {
  const row = await tenantConnector(db, tenantId, id).catch(() => null);
  if (row?.type !== 'command' && row?.type !== 'compose') {
    throw notFound(`No command or compose connector with id ${id}`);
  }
  return row;
}

/** Answers of rows: each with its connector and its command's form. */
export async function viewsOf(db: Db, tenantId: number, rows: CommandRow[]) {
  const ids = [...new Set(rows.map((row) => row.connectorId))];
  const [found, metaOf] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(connectors)
          .where(and(eq(connectors.tenantId, tenantId), inArray(connectors.id, ids)))
      : Promise.resolve([]),
    paramsMetaIndex(db, tenantId),
  ]);
  const byId = new Map(found.map((row) => [row.id, row]));
  return rows.map((row) => commandView(row, byId.get(row.connectorId), metaOf));
}

export const oneView = async (db: Db, tenantId: number, row: CommandRow) =>
  (await viewsOf(db, tenantId, [row]))[0];

/**
 * GET /api/command_parameters: the form of a connector's command (its fields) with the
 * connector's own values (secrets answered as set). A compose or HTTP connector has no fields:
 * a command of one gives the variables its run starts with.
 */
export async function commandParameters(
  db: Db,
  tenantId: number,
  connectorId: number,
): Promise<CommandParameters> {
  const connector = await runnableConnector(db, tenantId, connectorId);
  const paramsMeta = isPackageCommand(connector)
    ? (await commandScript(db, tenantId, connector.packageId, connector.commandId)).paramsMeta
    : [];
  const shown = isPackageCommand(connector)
    ? hideSecrets(connector.parameters, paramsMeta)
    : { parameters: {}, secretsSet: [] };
  return { connectorId, types: connector.type, paramsMeta, ...shown };
}

import { and, asc, eq, ne } from 'drizzle-orm';
import jsonata from 'jsonata';
import { connectors } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { ParamMeta } from '@console/shared/contract';
import { publicParameters } from './param-secrets';
import { jsonataMessage } from '../scripts/mapping-run';
import { badRequest, conflict, notFound } from '../../http/envelope';
import type { CommandConnectorInput, ConnectorTypeName, MappingConnectorInput } from './schema';

export type ConnectorRow = typeof connectors.$inferSelect;

export interface Connector {
  id: number;
  name: string;
  type: ConnectorTypeName;
  description: string;
  /** Milliseconds. */
  timeout: number;
  /** Without the values of secrets (see ConnectorDetail's `secretsSet`). */
  parameters: Record<string, unknown>;
  modifyTime: string;
  category: string;
  connectorType: ConnectorTypeName;
  packageId: string | null;
  commandId: string | null;
  bp: number;
}
export type BriefConnector = Pick<Connector, 'id' | 'name' | 'type' | 'description' | 'modifyTime'>;

export const briefView = (row: ConnectorRow): BriefConnector => ({
  id: row.id,
  name: row.name,
  type: row.type,
  description: row.description,
  modifyTime: row.modifyTime.toISOString(),
});
/**
 * A connector as answers show it. A secret's value is never among its parameters: sealed ones
 * are known by their form, ones saved in clear before secrets were sealed by `paramsMetaOf`.
 */
export const connectorView = (
  row: ConnectorRow,
  paramsMetaOf?: (packageId: string, commandId: string) => readonly ParamMeta[],
): Connector => ({
  ...briefView(row),
  timeout: row.timeoutMs,
  parameters: publicParameters(row, paramsMetaOf).parameters,
  category: row.category,
  connectorType: row.type,
  packageId: row.packageId,
  commandId: row.commandId,
  bp: row.tenantId,
});

const TYPE_NAMES: Record<ConnectorTypeName, string> = {
  command: 'command connector',
  mapping: 'mapping connector',
  event: 'event connector',
  compose: 'compose connector',
};

/** A connector of the tenant and of the given type, or 404 (another tenant's id reveals nothing). */
export async function tenantConnector(
  db: DbOrTx,
  tenantId: number,
  id: number,
  type?: ConnectorTypeName,
): Promise<ConnectorRow> {
  const [row] = await db
    .select()
    .from(connectors)
    .where(
      and(
        eq(connectors.id, id),
        eq(connectors.tenantId, tenantId),
        type ? eq(connectors.type, type) : undefined,
      ),
    );
  if (!row) throw notFound(`No ${type ? TYPE_NAMES[type] : 'connector'} with id ${id}`);
  return row;
}

async function assertUniqueName(db: DbOrTx, tenantId: number, name: string, except?: number) {
  const [clash] = await db
    .select({ id: connectors.id })
    .from(connectors)
    .where(
      and(
        eq(connectors.tenantId, tenantId),
        eq(connectors.name, name),
        except ? ne(connectors.id, except) : undefined,
      ),
    );
  if (clash) throw conflict(`A connector named "${name}" already exists`);
}

function checkExpression(expression: string) {
  try {
    jsonata(expression);
  } catch (error) {
    throw badRequest(`The JSONata expression does not compile: ${jsonataMessage(error)}`);
  }
}

function checkCommand({ url, headers }: CommandConnectorInput['parameters']) {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) {
    throw badRequest('The url must be an http or https URL');
  }
  try {
    new Headers(headers);
  } catch {
    throw badRequest('The headers must be valid HTTP header names and values');
  }
}

export type Fields = Pick<ConnectorRow, 'name' | 'description' | 'timeoutMs' | 'parameters'> &
  Partial<Pick<ConnectorRow, 'category' | 'packageId' | 'commandId'>>;

function mappingFields(form: MappingConnectorInput): Fields {
  checkExpression(form.parameters.expression);
  return {
    name: form.name.trim(),
    description: form.description?.trim() ?? '',
    timeoutMs: form.timeout ?? 30_000,
    parameters: { expression: form.parameters.expression },
  };
}

function commandFields(form: CommandConnectorInput): Fields {
  checkCommand(form.parameters);
  const { url, method, headers } = form.parameters;
  return {
    name: form.name.trim(),
    description: form.description?.trim() ?? '',
    timeoutMs: form.timeout,
    parameters: { url: url.trim(), method, headers: headers ?? {} },
  };
}

export async function create(
  db: DbOrTx,
  tenantId: number,
  type: ConnectorTypeName,
  fields: Fields,
) {
  await assertUniqueName(db, tenantId, fields.name);
  const [row] = await db
    .insert(connectors)
    .values({ tenantId, type, ...fields })
    .returning();
  return connectorView(row);
}

export async function update(
  db: DbOrTx,
  tenantId: number,
  type: ConnectorTypeName,
  id: number,
  fields: Fields,
) {
  await tenantConnector(db, tenantId, id, type);
  await assertUniqueName(db, tenantId, fields.name, id);
  const [row] = await db
    .update(connectors)
    .set({ ...fields, modifyTime: new Date() })
    .where(eq(connectors.id, id))
    .returning();
  return connectorView(row);
}

export const createMappingConnector = (db: DbOrTx, tenantId: number, form: MappingConnectorInput) =>
  create(db, tenantId, 'mapping', mappingFields(form));
export const createCommandConnector = (db: DbOrTx, tenantId: number, form: CommandConnectorInput) =>
  create(db, tenantId, 'command', commandFields(form));
export const updateMappingConnector = (
  db: DbOrTx,
  tenantId: number,
  form: MappingConnectorInput & { id: number },
) => update(db, tenantId, 'mapping', form.id, mappingFields(form));
export const updateCommandConnector = (
  db: DbOrTx,
  tenantId: number,
  form: CommandConnectorInput & { id: number },
) => update(db, tenantId, 'command', form.id, commandFields(form));

/** Deletes a connector; its topic bindings go with it, its run log stays. */
export async function deleteConnector(
  db: DbOrTx,
  tenantId: number,
  id: number,
  type: ConnectorTypeName,
) {
  await tenantConnector(db, tenantId, id, type);
  await db.delete(connectors).where(eq(connectors.id, id));
}

/** The tenant's connectors, by name; of one type when given. */
export async function listConnectors(db: DbOrTx, tenantId: number, type?: ConnectorTypeName) {
  return db
    .select()
    .from(connectors)
    .where(and(eq(connectors.tenantId, tenantId), type ? eq(connectors.type, type) : undefined))
    .orderBy(asc(connectors.name), asc(connectors.id));
}

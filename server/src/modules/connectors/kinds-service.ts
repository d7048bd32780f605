import type { ComposeStep, ConnectorDetail, ParamMeta, ParamValue } from '@console/shared/contract';
import type { Static } from 'typebox';
import { and, eq, like } from 'drizzle-orm';
import { connectors } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { badRequest } from '../../http/envelope';
import { checkValues } from '../packages/param-values';
import { checkSyntax, commandScript, paramsMetaIndex } from '../packages/service';
import {
  connectorView,
  create,
  listConnectors,
  tenantConnector,
  update,
  type ConnectorRow,
  type Fields,
} from './connector-service';
import { bindingPlaces } from './process-bindings';
import type { ConnectorTypeName } from './schema';
import type { ComposeBody, EventBody, PackageConnectorBody } from './kinds-schema';

type PackageInput = Static<typeof PackageConnectorBody>;
type ComposeInput = Static<typeof ComposeBody>;
type EventInput = Static<typeof EventBody>;

const badStep = (at: number, why: string) => badRequest(`Step ${at + 1}: ${why}`);

const common = (form: { name: string; description?: string }) => ({
  name: form.name.trim(),
  description: form.description?.trim() ?? '',
});

async function packageFields(db: DbOrTx, tenantId: number, form: PackageInput): Promise<Fields> {
  const command = await commandScript(db, tenantId, form.packageId, form.commandId);
  return {
    ...common(form),
    category: form.category?.trim() || form.packageId,
    timeoutMs: form.timeout,
    packageId: form.packageId,
    commandId: form.commandId,
    parameters: checkValues(command.paramsMeta, form.parameters),
  };
}

async function composeFields(db: DbOrTx, tenantId: number, form: ComposeInput): Promise<Fields> {
  const steps: ComposeStep[] = [];
  for (const [at, step] of form.steps.entries()) {
    const { packageId, connectorId } = step.packageCommandInfo;
    const command = await commandScript(db, tenantId, packageId, connectorId).catch(() => {
      throw badStep(at, `${packageId}/${connectorId} is not a command`);
    });
    let parameters: Record<string, ParamValue>;
    try {
      parameters = checkValues(command.paramsMeta, step.commandConnector.parameters);
    } catch (error) {
      throw badStep(at, (error as Error).message);
    }
    steps.push({
      packageCommandInfo: { packageId, connectorId },
      commandConnector: { parameters },
    });
  }
  return { ...common(form), category: 'compose', timeoutMs: form.timeout, parameters: { steps } };
}

function eventFields(form: EventInput): Fields {
  checkSyntax(form.parameters.script);
  const messageName = form.parameters.messageName?.trim();
  return {
    ...common(form),
    category: 'event',
    timeoutMs: form.timeout ?? 30_000,
    parameters: { script: form.parameters.script, ...(messageName ? { messageName } : {}) },
  };
}

export const createPackageConnector = async (db: DbOrTx, tenantId: number, form: PackageInput) =>
  create(db, tenantId, 'command', await packageFields(db, tenantId, form));
export const updatePackageConnector = async (
  db: DbOrTx,
  tenantId: number,
  form: PackageInput & { id: number },
) => update(db, tenantId, 'command', form.id, await packageFields(db, tenantId, form));
export const createComposeConnector = async (db: DbOrTx, tenantId: number, form: ComposeInput) =>
  create(db, tenantId, 'compose', await composeFields(db, tenantId, form));
export const updateComposeConnector = async (
  db: DbOrTx,
  tenantId: number,
  form: ComposeInput & { id: number },
) => update(db, tenantId, 'compose', form.id, await composeFields(db, tenantId, form));
export const createEventConnector = (db: DbOrTx, tenantId: number, form: EventInput) =>
  create(db, tenantId, 'event', eventFields(form));
export const updateEventConnector = (
  db: DbOrTx,
  tenantId: number,
  form: EventInput & { id: number },
) => update(db, tenantId, 'event', form.id, eventFields(form));

/** A copy named "<name> (copy)", "(copy 2)"… that is bound nowhere. */
export async function duplicateConnector(db: DbOrTx, tenantId: number, id: number) {
  const row = await tenantConnector(db, tenantId, id);
  const taken = new Set(
    (
      await db
        .select({ name: connectors.name })
        .from(connectors)
        .where(and(eq(connectors.tenantId, tenantId), like(connectors.name, `${row.name} (copy%`)))
    ).map((r) => r.name),
  );
  let name = `${row.name} (copy)`;
  for (let n = 2; taken.has(name); n++) name = `${row.name} (copy ${n})`;
  const { description, timeoutMs, parameters, category, packageId, commandId } = row;
  return create(db, tenantId, row.type, {
    name: name.slice(0, 64),
    description,
    timeoutMs,
    parameters,
    category,
    packageId,
    commandId,
  });
}

/** The process topics a connector is bound to. */
export async function connectorBindings(db: DbOrTx, tenantId: number, id: number) {
  await tenantConnector(db, tenantId, id);
  return bindingPlaces(db, tenantId, 'connectorId', id);
}

/** The connectors (of one kind when given), each with its command's form. */
export async function detailList(db: DbOrTx, tenantId: number, type?: ConnectorTypeName) {
  const [rows, paramsMetaOf] = await Promise.all([
    listConnectors(db, tenantId, type),
    paramsMetaIndex(db, tenantId),
  ]);
  return rows.map((row) => detailOf(row, paramsMetaOf));
}

/** One connector with its command's form. */
export const detailView = async (db: DbOrTx, tenantId: number, row: ConnectorRow) =>
  detailOf(row, await paramsMetaIndex(db, tenantId));

function detailOf(
  row: ConnectorRow,
  paramsMetaOf: (packageId: string, commandId: string) => ParamMeta[],
): ConnectorDetail {
  const paramsMeta =
    row.packageId && row.commandId ? paramsMetaOf(row.packageId, row.commandId) : [];
  return { ...connectorView(row), paramsMeta };
}

import type { ComposeStep, ConnectorDetail, ParamMeta, ParamValue } from '@console/shared/contract';
import type { Static } from 'typebox';
import { and, eq, like } from 'drizzle-orm';
import { connectors } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { badRequest } from '../../http/envelope';
import type { Sealer } from '../credentials/seal';
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
import { paramsToSave, publicParameters } from './param-secrets';
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

/** A command connector's fields; `saved` is the connector a PUT changes (its secrets kept). */
async function packageFields(
  db: DbOrTx,
  sealer: Sealer,
  tenantId: number,
  form: PackageInput,
  saved?: ConnectorRow,
): Promise<Fields> {
  const command = await commandScript(db, tenantId, form.packageId, form.commandId);
  const same = saved?.packageId === form.packageId && saved?.commandId === form.commandId;
  return {
    ...common(form),
    category: form.category?.trim() || form.packageId,
    timeoutMs: form.timeout,
    packageId: form.packageId,
    commandId: form.commandId,
    parameters: paramsToSave(
      sealer,
      command.paramsMeta,
      form.parameters,
      same ? saved.parameters : {},
    ),
  };
}

/** The saved step a step keeps its secrets from: the one it names, if it runs the same command. */
function savedStepOf(step: ComposeInput['steps'][number], saved: readonly ComposeStep[]) {
  const from = step.commandConnector.savedStep;
  const old = from === undefined ? undefined : saved[from];
  const { packageId, connectorId } = step.packageCommandInfo;
  return old?.packageCommandInfo.packageId === packageId &&
    old.packageCommandInfo.connectorId === connectorId
    ? old.commandConnector.parameters
    : {};
}

async function composeFields(
  db: DbOrTx,
  sealer: Sealer,
  tenantId: number,
  form: ComposeInput,
  saved: readonly ComposeStep[] = [],
): Promise<Fields> {
  const steps: ComposeStep[] = [];
  for (const [at, step] of form.steps.entries()) {
    const { packageId, connectorId } = step.packageCommandInfo;
    const command = await commandScript(db, tenantId, packageId, connectorId).catch(() => {
      throw badStep(at, `${packageId}/${connectorId} is not a command`);
    });
    let parameters: Record<string, unknown>;
    try {
      const sent = step.commandConnector.parameters;
      parameters = paramsToSave(sealer, command.paramsMeta, sent, savedStepOf(step, saved));
    } catch (error) {
      throw badStep(at, (error as Error).message);
    }
    steps.push({
      packageCommandInfo: { packageId, connectorId },
      // Sealed secrets are objects, not ParamValues: they stay at rest (param-secrets.ts).
      commandConnector: { parameters: parameters as Record<string, ParamValue> },
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

export const createPackageConnector = async (
  db: DbOrTx,
  sealer: Sealer,
  tenantId: number,
  form: PackageInput,
) => create(db, tenantId, 'command', await packageFields(db, sealer, tenantId, form));
export async function updatePackageConnector(
  db: DbOrTx,
  sealer: Sealer,
  tenantId: number,
  form: PackageInput & { id: number },
) {
  const saved = await tenantConnector(db, tenantId, form.id, 'command');
  const fields = await packageFields(db, sealer, tenantId, form, saved);
  return update(db, tenantId, 'command', form.id, fields);
}
export const createComposeConnector = async (
  db: DbOrTx,
  sealer: Sealer,
  tenantId: number,
  form: ComposeInput,
) => create(db, tenantId, 'compose', await composeFields(db, sealer, tenantId, form));
export async function updateComposeConnector(
  db: DbOrTx,
  sealer: Sealer,
  tenantId: number,
  form: ComposeInput & { id: number },
) {
  const saved = await tenantConnector(db, tenantId, form.id, 'compose');
  const steps = (saved.parameters.steps ?? []) as ComposeStep[];
  const fields = await composeFields(db, sealer, tenantId, form, steps);
  return update(db, tenantId, 'compose', form.id, fields);
}
export const createEventConnector = (db: DbOrTx, tenantId: number, form: EventInput) =>
  create(db, tenantId, 'event', eventFields(form));
export const updateEventConnector = (
  db: DbOrTx,
  tenantId: number,
  form: EventInput & { id: number },
) => update(db, tenantId, 'event', form.id, eventFields(form));

/** A copy named "<name> (copy)", "(copy 2)"… that is bound nowhere, its secrets (sealed) too. */
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
  return { ...connectorView(row), ...publicParameters(row, paramsMetaOf), paramsMeta };
}

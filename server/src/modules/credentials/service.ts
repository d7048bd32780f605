import type { Credential, CredentialBody, ParamValue } from '@console/shared/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { credentials, topicBindings } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { bindingPlaces } from '../connectors/process-bindings';
import { checkValues } from '../packages/param-values';
import type { RunCredential } from '../scripts/io-ops';
import type { Sealer } from './seal';
import { templateById } from './templates';

type Row = typeof credentials.$inferSelect;

const secretNames = (templateId: string) =>
  new Set(
    (templateById(templateId)?.fields ?? []).filter((f) => f.type === 'Secret').map((f) => f.name),
  );

/** The wire view: plain fields as they are, secrets only by name (never their values). */
function view(row: Row, sealer: Sealer): Credential {
  const secrets = sealer.open(row.secrets);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    template: { id: row.templateId },
    parameters: row.parameters,
    secretsSet: Object.keys(secrets).filter(
      (name) => secrets[name] !== null && secrets[name] !== '',
    ),
    modifyTime: row.modifyTime.toISOString(),
  };
}

async function tenantRow(db: DbOrTx, tenantId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(credentials)
    .where(and(eq(credentials.id, id), eq(credentials.tenantId, tenantId)));
  if (!row) throw notFound(`No credential with id ${id}`);
  return row;
}

async function assertUniqueName(db: DbOrTx, tenantId: number, name: string, except?: number) {
  const [clash] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(
      and(
        eq(credentials.tenantId, tenantId),
        eq(credentials.name, name),
        except ? ne(credentials.id, except) : undefined,
      ),
    );
  if (clash) throw conflict(`A credential named "${name}" already exists`);
}

/** Splits checked values into the plain fields and the secrets (sealed together). */
function split(
  templateId: string,
  values: Record<string, ParamValue>,
  keptSecrets: Record<string, unknown>,
) {
  const secret = secretNames(templateId);
  const parameters: Record<string, ParamValue> = {};
  const secrets: Record<string, unknown> = { ...keptSecrets };
  for (const [name, value] of Object.entries(values)) {
    if (secret.has(name)) secrets[name] = value;
    else parameters[name] = value;
  }
  return { parameters, secrets };
}

function templateOf(body: CredentialBody) {
  const template = templateById(body.template.id);
  if (!template) throw badRequest(`No credential template "${body.template.id}"`);
  return template;
}

export async function listCredentials(db: DbOrTx, sealer: Sealer, tenantId: number) {
  const rows = await db
    .select()
    .from(credentials)
    .where(eq(credentials.tenantId, tenantId))
    .orderBy(asc(credentials.name));
  return rows.map((row) => view(row, sealer));
}

export async function createCredential(
  db: DbOrTx,
  sealer: Sealer,
  tenantId: number,
  body: CredentialBody,
) {
  const template = templateOf(body);
  const name = body.name.trim();
  await assertUniqueName(db, tenantId, name);
  const { parameters, secrets } = split(
    template.id,
    checkValues(template.fields, body.parameters),
    {},
  );
  const [row] = await db
    .insert(credentials)
    .values({
      tenantId,
      name,
      description: body.description?.trim() ?? '',
      templateId: template.id,
      parameters,
      secrets: sealer.seal(secrets),
    })
    .returning();
  return view(row, sealer);
}

/** A secret left out (or null) keeps its value; a template change keeps none. */
export async function updateCredential(
  db: DbOrTx,
  sealer: Sealer,
  tenantId: number,
  body: CredentialBody & { id: number },
) {
  const old = await tenantRow(db, tenantId, body.id);
  const template = templateOf(body);
  const name = body.name.trim();
  await assertUniqueName(db, tenantId, name, body.id);
  const oldSecrets = old.templateId === template.id ? sealer.open(old.secrets) : {};
  const sent = Object.fromEntries(
    Object.entries(body.parameters).filter(([, v]) => v !== null && v !== ''),
  );
  const kept = new Set(
    Object.keys(oldSecrets).filter((n) => oldSecrets[n] !== null && !(n in sent)),
  );
  const keptSecrets = Object.fromEntries([...kept].map((n) => [n, oldSecrets[n]]));
  const { parameters, secrets } = split(
    template.id,
    checkValues(template.fields, sent, kept),
    keptSecrets,
  );
  const [row] = await db
    .update(credentials)
    .set({
      name,
      description: body.description?.trim() ?? '',
      templateId: template.id,
      parameters,
      secrets: sealer.seal(secrets),
      modifyTime: new Date(),
    })
    .where(eq(credentials.id, body.id))
    .returning();
  return view(row, sealer);
}

/** Deletes a credential; the topics it was bound to keep their connector, without it. */
export async function deleteCredential(db: DbOrTx, tenantId: number, id: number) {
  await tenantRow(db, tenantId, id);
  await db
    .update(topicBindings)
    .set({ credentialId: null })
    .where(and(eq(topicBindings.tenantId, tenantId), eq(topicBindings.credentialId, id)));
  await db.delete(credentials).where(eq(credentials.id, id));
}

export async function credentialBindings(db: DbOrTx, tenantId: number, id: number) {
  await tenantRow(db, tenantId, id);
  return bindingPlaces(db, tenantId, 'credentialId', id);
}

/** A credential as a run gets it (secrets opened), only when the run starts; 404 elsewhere. */
export async function credentialForRun(
  db: DbOrTx,
  sealer: Sealer,
  tenantId: number,
  id: number,
): Promise<RunCredential> {
  const row = await tenantRow(db, tenantId, id);
  return { templateId: row.templateId, values: { ...row.parameters, ...sealer.open(row.secrets) } };
}

/** Makes sure a credential of the tenant exists (binding checks). */
export const assertCredential = (db: DbOrTx, tenantId: number, id: number) =>
  tenantRow(db, tenantId, id);

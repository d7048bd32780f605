import type {
  DigestAlgorithm,
  EncryptionAlgorithm,
  MessageType,
  Port,
  PortKind,
  SendPortName,
} from '@console/shared/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { as2Ports, certificates } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { validatePort, type PortFields } from './port-rules';
import type { PortInput } from './schema';

type PortRow = typeof as2Ports.$inferSelect;

/**
 * A row as the API shows it: AS2 ids as from/to, and never the password itself. The text
 * columns hold only what validatePort let through, so they are read as its lists' types.
 */
export const toPort = (row: PortRow): Port => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  messageType: row.messageType as MessageType,
  from: row.as2From,
  to: row.as2To,
  url: row.url,
  timeout: row.timeout,
  description: row.description,
  selfCertificate: row.selfCertificate,
  hasSelfCertificatePassword: Boolean(row.selfCertificatePassword),
  partnerCertificate: row.partnerCertificate,
  signed: row.signed,
  signAlgorithm: row.signAlgorithm as DigestAlgorithm,
  encrypted: row.encrypted,
  encryptAlgorithm: row.encryptAlgorithm as EncryptionAlgorithm,
  compressed: row.compressed,
  mdnMode: row.mdnMode,
  mdnSigned: row.mdnSigned,
  micAlgorithm: row.micAlgorithm as DigestAlgorithm,
  asyncMdnUrl: row.asyncMdnUrl,
  retryCount: row.retryCount,
  retryInterval: row.retryInterval,
  createTime: row.createTime.toISOString(),
  updateTime: row.updateTime.toISOString(),
});

const duplicate = (kind: PortKind, name: string) =>
  conflict(`A ${kind} port named "${name}" already exists`);

/** PostgreSQL's unique_violation, as thrown by pg, PGlite, or drizzle wrapping either. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let at: unknown = error;
    at && typeof at === 'object';
    at = (at as { cause?: unknown }).cause
  ) {
    if ((at as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function listPorts(db: Db, tenantId: number, kind: PortKind): Promise<Port[]> {
  const rows = await db
    .select()
    .from(as2Ports)
    .where(and(eq(as2Ports.tenantId, tenantId), eq(as2Ports.kind, kind)))
    .orderBy(asc(as2Ports.name), asc(as2Ports.id));
  return rows.map(toPort);
}

/** The tenant's send ports by name, id and name only (the file browser's "Send by AS2"). */
export async function sendPortNames(db: Db, tenantId: number): Promise<SendPortName[]> {
  return db
    .select({ id: as2Ports.id, name: as2Ports.name })
    .from(as2Ports)
    .where(and(eq(as2Ports.tenantId, tenantId), eq(as2Ports.kind, 'send')))
    .orderBy(asc(as2Ports.name), asc(as2Ports.id));
}

async function tenantPort(
  db: DbOrTx,
  tenantId: number,
  kind: PortKind,
  id: number,
): Promise<PortRow> {
  const [row] = await db
    .select()
    .from(as2Ports)
    .where(and(eq(as2Ports.id, id), eq(as2Ports.tenantId, tenantId), eq(as2Ports.kind, kind)));
  if (!row) throw notFound(`No ${kind} port with id ${id}`);
  return row;
}

/** Both certificate names, when given, must be certificate files of the tenant. */
async function assertCertificatesExist(db: DbOrTx, tenantId: number, fields: PortFields) {
  const wanted = (['selfCertificate', 'partnerCertificate'] as const).filter(
    (prop) => fields[prop],
  );
  if (!wanted.length) return;
  const names = wanted.map((prop) => fields[prop] as string);
  const found = await db
    .select({ name: certificates.name })
    .from(certificates)
    .where(and(eq(certificates.tenantId, tenantId), inArray(certificates.name, names)));
  for (const prop of wanted) {
    if (!found.some((row) => row.name === fields[prop])) {
      throw badRequest(`${prop} "${fields[prop]}" is not a known certificate file`);
    }
  }
}

async function assertUniqueName(
  db: DbOrTx,
  tenantId: number,
  kind: PortKind,
  name: string,
  except?: number,
) {
  const [clash] = await db
    .select({ id: as2Ports.id })
    .from(as2Ports)
    .where(
      and(
        eq(as2Ports.tenantId, tenantId),
        eq(as2Ports.kind, kind),
        eq(as2Ports.name, name),
        except ? ne(as2Ports.id, except) : undefined,
      ),
    );
  if (clash) throw duplicate(kind, name);
}

/** Runs a write, turning a lost race on the unique name into the same 409 as the check. */
async function guardUnique<T>(kind: PortKind, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(kind, name);
    throw error;
  }
}

export async function createPort(
  db: Db,
  tenantId: number,
  kind: PortKind,
  input: PortInput,
): Promise<Port> {
  const fields = validatePort(kind, input);
  const password = input.selfCertificatePassword || null;
  const row = await guardUnique(kind, fields.name, () =>
    db.transaction(async (tx) => {
      await assertCertificatesExist(tx, tenantId, fields);
      await assertUniqueName(tx, tenantId, kind, fields.name);
      const [created] = await tx
        .insert(as2Ports)
        .values({ ...fields, tenantId, kind, selfCertificatePassword: password })
        .returning();
      return created;
    }),
  );
  return toPort(row);
}

/**
 * Replaces a port's fields. An absent or null selfCertificatePassword keeps the stored one;
 * an empty one clears it.
 */
export async function updatePort(
  db: Db,
  tenantId: number,
  kind: PortKind,
  id: number,
  input: PortInput,
): Promise<Port> {
  const row = await guardUnique(kind, input.name ?? '', () =>
    db.transaction(async (tx) => {
      const existing = await tenantPort(tx, tenantId, kind, id);
      const fields = validatePort(kind, input);
      await assertCertificatesExist(tx, tenantId, fields);
      await assertUniqueName(tx, tenantId, kind, fields.name, existing.id);
      const password =
        input.selfCertificatePassword == null
          ? existing.selfCertificatePassword
          : input.selfCertificatePassword || null;
      const [updated] = await tx
        .update(as2Ports)
        .set({ ...fields, selfCertificatePassword: password, updateTime: new Date() })
        .where(eq(as2Ports.id, existing.id))
        .returning();
      return updated;
    }),
  );
  return toPort(row);
}

export async function deletePort(
  db: Db,
  tenantId: number,
  kind: PortKind,
  id: number,
): Promise<void> {
  const port = await tenantPort(db, tenantId, kind, id);
  await db.delete(as2Ports).where(eq(as2Ports.id, port.id));
}

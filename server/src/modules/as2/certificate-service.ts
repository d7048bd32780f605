import {
  CERTIFICATE_NAME_MAX,
  certificateExtension,
  isPkcs12,
  type Certificate,
  type CertificateExtension,
  FILE_MESSAGES,
} from '@console/shared/contract';
import { and, asc, eq, or } from 'drizzle-orm';
import { as2Ports, certificates } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError, badRequest, conflict, notFound } from '../../http/envelope';
import { certificateContentType, parseCertificate } from './certificate-parser';
import { isUniqueViolation } from './port-service';

type CertificateRow = typeof certificates.$inferSelect;

export interface CertificateUpload {
  fileName: string;
  content: Buffer;
  password?: string;
  overwrite?: boolean;
}

export const UNSUPPORTED_TYPE = FILE_MESSAGES.unsupportedType;

/** Every column except the file's bytes, which only the download needs. */
const summaryColumns = {
  name: certificates.name,
  type: certificates.type,
  size: certificates.size,
  uploadTime: certificates.uploadTime,
  subject: certificates.subject,
  issuer: certificates.issuer,
  serialNumber: certificates.serialNumber,
  validFrom: certificates.validFrom,
  validTo: certificates.validTo,
  fingerprint: certificates.fingerprint,
  hasPrivateKey: certificates.hasPrivateKey,
};
type CertificateSummary = Pick<CertificateRow, keyof typeof summaryColumns>;

const toCertificate = (row: CertificateSummary, usedBy: string[]): Certificate => ({
  name: row.name,
  type: row.type,
  size: row.size,
  uploadTime: row.uploadTime.toISOString(),
  subject: row.subject,
  issuer: row.issuer,
  serialNumber: row.serialNumber,
  validFrom: row.validFrom?.toISOString() ?? null,
  validTo: row.validTo?.toISOString() ?? null,
  fingerprint: row.fingerprint,
  hasPrivateKey: row.hasPrivateKey,
  usedBy,
});

/** The names of the tenant's ports that reference the certificate `name` (all when omitted). */
async function portUsage(
  db: DbOrTx,
  tenantId: number,
  name?: string,
): Promise<Map<string, string[]>> {
  const ports = await db
    .select({
      name: as2Ports.name,
      self: as2Ports.selfCertificate,
      partner: as2Ports.partnerCertificate,
    })
    .from(as2Ports)
    .where(
      and(
        eq(as2Ports.tenantId, tenantId),
        name
          ? or(eq(as2Ports.selfCertificate, name), eq(as2Ports.partnerCertificate, name))
          : undefined,
      ),
    )
    .orderBy(asc(as2Ports.name));
  const usage = new Map<string, string[]>();
  for (const port of ports) {
    for (const certificate of new Set([port.self, port.partner])) {
      if (certificate) usage.set(certificate, [...(usage.get(certificate) ?? []), port.name]);
    }
  }
  return usage;
}

export async function listCertificates(db: Db, tenantId: number): Promise<Certificate[]> {
  const rows = await db
    .select(summaryColumns)
    .from(certificates)
    .where(eq(certificates.tenantId, tenantId))
    .orderBy(asc(certificates.name));
  const usage = await portUsage(db, tenantId);
  return rows.map((row) => toCertificate(row, usage.get(row.name) ?? []));
}

/** The last segment of a client's file name (browsers on Windows may send a full path). */
function certificateName(fileName: string): { name: string; extension: CertificateExtension } {
  const name = fileName.split(/[\\/]/).pop()?.trim() ?? '';
  if (!name) throw badRequest('file is required');
  const extension = certificateExtension(name);
  if (!extension) throw new ApiError(415, UNSUPPORTED_TYPE);
  if (name.length > CERTIFICATE_NAME_MAX) {
    throw badRequest(`The length of the file name must be at most ${CERTIFICATE_NAME_MAX}`);
  }
  if ([...name].some((char) => char.charCodeAt(0) < 32)) {
    throw badRequest('The file name must not contain control characters');
  }
  return { name, extension };
}

/**
 * Stores an uploaded certificate file after reading it. A PKCS#12 keeps its password (the AS2
 * runtime opens it with that). An existing name needs `overwrite`.
 */
export async function saveCertificate(
  db: Db,
  tenantId: number,
  upload: CertificateUpload,
): Promise<Certificate> {
  const { name, extension } = certificateName(upload.fileName);
  const password = isPkcs12(extension) ? (upload.password ?? '') : undefined;
  const facts = parseCertificate(name, extension, upload.content, password);
  const values = {
    tenantId,
    name,
    type: extension.toUpperCase(),
    size: upload.content.length,
    content: upload.content,
    password: password || null,
    ...facts,
    parseError: null,
    uploadTime: new Date(),
  };
  const exists = () => conflict(`A certificate file named "${name}" already exists`);
  try {
    const row = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(and(eq(certificates.tenantId, tenantId), eq(certificates.name, name)));
      if (existing && !upload.overwrite) throw exists();
      const [saved] = existing
        ? await tx
            .update(certificates)
            .set(values)
            .where(eq(certificates.id, existing.id))
            .returning(summaryColumns)
        : await tx.insert(certificates).values(values).returning(summaryColumns);
      return saved;
    });
    const usage = await portUsage(db, tenantId, name);
    return toCertificate(row, usage.get(name) ?? []);
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
}

const missing = (name: string) => notFound(`No certificate file named "${name}"`);

/** Deletes a certificate file that no port uses. */
export async function deleteCertificate(db: Db, tenantId: number, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.tenantId, tenantId), eq(certificates.name, name)));
    if (!row) throw missing(name);
    const users = (await portUsage(tx, tenantId, name)).get(name) ?? [];
    if (users.length)
      throw conflict(`The certificate file "${name}" is used by the port(s) ${users.join(', ')}`);
    await tx.delete(certificates).where(eq(certificates.id, row.id));
  });
}

/** The bytes of a certificate file, with the media type to send them as. */
export async function certificateFile(db: Db, tenantId: number, name: string) {
  const [row] = await db
    .select({ name: certificates.name, content: certificates.content })
    .from(certificates)
    .where(and(eq(certificates.tenantId, tenantId), eq(certificates.name, name)));
  if (!row) throw missing(name);
  const extension = certificateExtension(row.name);
  const contentType = extension
    ? certificateContentType(extension, row.content)
    : 'application/octet-stream';
  return { name: row.name, content: row.content, contentType };
}

import { createHash, createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { and, eq, inArray, placeholder, sql } from 'drizzle-orm';
import { certificateExtension, isPkcs12 } from '@console/shared/contract';
import forge from 'node-forge';
import { preparedByKey } from '../../db/prepared';
import { certificates } from '../../db/schema';
import type { OwnIdentity } from './message';
import type { Db } from '../../db/types';

/** Our key and certificate on a port (its "self certificate"), ready for the CMS code. */
export interface OwnKeys extends OwnIdentity {
  privateKey: KeyObject;
  certificate: X509Certificate;
}

/** What a port signs, decrypts, verifies and encrypts with. */
export interface PortKeys {
  own: OwnKeys | null;
  partner: X509Certificate | null;
}

/** A port's certificates as the ports table names them. */
export interface PortCertificates {
  selfCertificate: string | null;
  selfCertificatePassword: string | null;
  partnerCertificate: string | null;
}

/** A port that cannot be used as it is set up: the reason is the log's and the caller's. */
export class PortKeyProblem extends Error {}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g;
const pemOf = (content: Buffer, label: RegExp) =>
  [...content.toString('latin1').matchAll(PEM_BLOCK)].find((match) => label.test(match[1]))?.[0];

/** A PKCS#12's first key and certificate, as PEM (node:crypto reads PEM, not PKCS#12). */
function openPkcs12(content: Buffer, password: string, name: string) {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(content.toString('binary')), password);
  } catch {
    throw new PortKeyProblem(`The password does not open ${name}`);
  }
  const { certBag, pkcs8ShroudedKeyBag, keyBag } = forge.pki.oids;
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const keyBagFound = [...bags(pkcs8ShroudedKeyBag), ...bags(keyBag)][0];
  const certificate = bags(certBag)[0]?.cert;
  if (!keyBagFound?.key || !certificate) {
    throw new PortKeyProblem(`${name} holds no RSA private key and certificate`);
  }
  return {
    key: forge.pki.privateKeyToPem(keyBagFound.key),
    certificate: forge.pki.certificateToPem(certificate),
  };
}

function ownKeys(
  row: { name: string; content: Buffer; password: string | null },
  password: string | null,
): OwnKeys {
  if (isPkcs12(certificateExtension(row.name))) {
    const opened = openPkcs12(row.content, password ?? row.password ?? '', row.name);
    return {
      privateKey: createPrivateKey(opened.key),
      certificate: new X509Certificate(opened.certificate),
    };
  }
  const keyPem = pemOf(row.content, /PRIVATE KEY$/);
  if (!keyPem) throw new PortKeyProblem(`${row.name} holds no private key`);
  return {
    privateKey: createPrivateKey({ key: keyPem, passphrase: password ?? undefined }),
    certificate: new X509Certificate(pemOf(row.content, /CERTIFICATE$/) ?? row.content),
  };
}

/** Refuses a certificate out of its validity period, naming it and the date. */
function checkValidity(name: string, certificate: X509Certificate, now: Date) {
  const validTo = new Date(certificate.validTo);
  if (validTo < now) {
    throw new PortKeyProblem(
      `The certificate ${name} expired on ${validTo.toISOString().slice(0, 10)}`,
    );
  }
  const validFrom = new Date(certificate.validFrom);
  if (validFrom > now) {
    throw new PortKeyProblem(
      `The certificate ${name} is valid only from ${validFrom.toISOString().slice(0, 10)}`,
    );
  }
}

type CertificateRow = { name: string; content: Buffer; password: string | null };

/** The digests (md5) of a tenant's certificate files by name: one statement per count of names. */
const digestsOf = preparedByKey('as2_certificate_digests', (db, count, name) => {
  const names = Array.from({ length: Number(count) }, (_, i) => placeholder(`name${i}`));
  return db
    .select({
      name: certificates.name,
      digest: sql<string>`md5(${certificates.content})`,
      password: certificates.password,
    })
    .from(certificates)
    .where(
      and(eq(certificates.tenantId, placeholder('tenantId')), inArray(certificates.name, names)),
    )
    .prepare(name);
});

/**
 * The port's certificate rows by name. Each message reads them, so a replaced file is seen at
 * once; but only their digests (md5 in the database) come back unless a file is new to this
 * process: a file's bytes crossed to the embedded database's thread and were parsed again for
 * every message, about a fifth of its database time (issue 28 §4).
 */
async function certificateRows(db: Db, tenantId: number, names: string[]) {
  if (!names.length) return new Map<string, CertificateRow & { digest: string }>();
  const values = Object.fromEntries(names.map((name, i) => [`name${i}`, name]));
  const digests = await digestsOf(db, String(names.length)).execute({ tenantId, ...values });
  const missing = digests.filter((row) => !contents.has(row.digest)).map((row) => row.name);
  if (missing.length) {
    const rows = await db
      .select({ name: certificates.name, content: certificates.content })
      .from(certificates)
      .where(and(eq(certificates.tenantId, tenantId), inArray(certificates.name, missing)));
    for (const row of rows) remember(contents, md5Of(row.content), row.content);
  }
  const found = new Map<string, CertificateRow & { digest: string }>();
  for (const row of digests) {
    const content = contents.get(row.digest);
    // Absent only when the file was replaced between the two reads: this message finds no file
    // of that name, and the next one reads the new file.
    if (content) found.set(row.name, { ...row, content });
  }
  return found;
}

/** Loads a port's key material from the tenant's AS2 certificate store, checking expiry. */
export async function portKeys(
  db: Db,
  tenantId: number,
  port: PortCertificates,
  now = new Date(),
): Promise<PortKeys> {
  const names = [port.selfCertificate, port.partnerCertificate].filter((name): name is string =>
    Boolean(name),
  );
  const rows = await certificateRows(db, tenantId, names);
  const row = (name: string) => {
    const found = rows.get(name);
    if (!found) throw new PortKeyProblem(`No certificate file named ${name}`);
    return found;
  };
  let own: OwnKeys | null = null;
  if (port.selfCertificate) {
    const found = row(port.selfCertificate);
    const password = port.selfCertificatePassword;
    own = parsedOnce(['own', found.digest, password ?? found.password ?? ''], () =>
      ownKeys(found, password),
    );
    checkValidity(port.selfCertificate, own.certificate, now);
  }
  let partner: X509Certificate | null = null;
  if (port.partnerCertificate) {
    const { content, digest } = row(port.partnerCertificate);
    partner = parsedOnce(
      ['partner', digest],
      () => new X509Certificate(pemOf(content, /CERTIFICATE$/) ?? content),
    );
    checkValidity(port.partnerCertificate, partner, now);
  }
  return { own, partner };
}

/**
 * Files and the keys and certificates parsed from them, by the file's digest (and password):
 * the same bytes are neither fetched nor parsed again (opening a key costs about a
 * millisecond a message). Bounded; a full cache starts again.
 */
const contents = new Map<string, Buffer>();
const parsed = new Map<string, unknown>();
const CACHE_MAX = 256;

const md5Of = (content: Buffer) => createHash('md5').update(content).digest('hex');

function remember<T>(cache: Map<string, T>, key: string, value: T) {
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(key, value);
}

function parsedOnce<T>(parts: string[], parse: () => T): T {
  const key = parts.join('\u0000');
  if (parsed.has(key)) return parsed.get(key) as T;
  const value = parse();
  remember(parsed, key, value);
  return value;
}

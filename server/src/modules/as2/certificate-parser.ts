import { X509Certificate } from 'node:crypto';
import { isPkcs12, type CertificateExtension } from '@console/shared/contract';
import forge from 'node-forge';
import { badRequest } from '../../http/envelope';

/** What the console shows of a certificate file. */
export interface CertificateFacts {
  subject: string;
  issuer: string;
  serialNumber: string;
  validFrom: Date;
  validTo: Date;
  /** SHA-256 of the DER, colon hex. */
  fingerprint: string;
  hasPrivateKey: boolean;
}

const CONTENT_TYPES: Record<CertificateExtension, string> = {
  cer: 'application/pkix-cert',
  crt: 'application/pkix-cert',
  der: 'application/pkix-cert',
  pem: 'application/x-pem-file',
  p12: 'application/x-pkcs12',
  pfx: 'application/x-pkcs12',
  p7b: 'application/x-pkcs7-certificates',
};

const isPem = (content: Buffer) =>
  content
    .subarray(0, 64 * 1024)
    .toString('latin1')
    .includes('-----BEGIN ');

/** The media type to download a file with; a .cer or .crt may hold PEM text. */
export function certificateContentType(extension: CertificateExtension, content: Buffer): string {
  if ((extension === 'cer' || extension === 'crt') && isPem(content))
    return 'application/x-pem-file';
  return CONTENT_TYPES[extension];
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;

function pemBlocks(text: string): { label: string; der: Buffer }[] {
  return [...text.matchAll(PEM_BLOCK)].map((match) => ({
    label: match[1],
    der: Buffer.from(match[2].replace(/^[A-Za-z-]+:.*$/gm, '').replace(/\s+/g, ''), 'base64'),
  }));
}

function factsOf(der: Buffer | string, hasPrivateKey: boolean): CertificateFacts {
  const x509 = new X509Certificate(der);
  return {
    // Node writes one attribute a line; the console shows them on one line.
    subject: x509.subject.split('\n').join(', '),
    issuer: x509.issuer.split('\n').join(', '),
    serialNumber: x509.serialNumber.toUpperCase(),
    validFrom: new Date(x509.validFrom),
    validTo: new Date(x509.validTo),
    fingerprint: x509.fingerprint256,
    hasPrivateKey,
  };
}

/** PEM (first CERTIFICATE block; notes a private key block) or DER X.509. */
function parseX509(content: Buffer): CertificateFacts {
  if (!isPem(content)) return factsOf(content, false);
  const blocks = pemBlocks(content.toString('latin1'));
  const certificate = blocks.find(
    (block) => block.label === 'CERTIFICATE' || block.label === 'X509 CERTIFICATE',
  );
  if (!certificate) throw new Error('no certificate block');
  return factsOf(
    certificate.der,
    blocks.some((block) => block.label.endsWith('PRIVATE KEY')),
  );
}

const derBytes = (node: forge.asn1.Asn1) =>
  Buffer.from(forge.asn1.toDer(node).getBytes(), 'binary');
const children = (node: forge.asn1.Asn1 | undefined): forge.asn1.Asn1[] =>
  node && Array.isArray(node.value) ? node.value : [];

/**
 * The first certificate of a PKCS#7 SignedData (PEM or DER). Walks the ASN.1 itself: forge's
 * PKCS#7 reader refuses certificates whose key is not RSA.
 */
function parsePkcs7(content: Buffer): CertificateFacts {
  const der = isPem(content)
    ? pemBlocks(content.toString('latin1')).find(
        (block) => block.label === 'PKCS7' || block.label === 'CMS',
      )?.der
    : content;
  if (!der) throw new Error('no PKCS7 block');
  // ContentInfo ::= SEQUENCE { contentType, [0] EXPLICIT SignedData }
  const [contentType, explicit] = children(forge.asn1.fromDer(der.toString('binary')));
  if (
    typeof contentType?.value !== 'string' ||
    forge.asn1.derToOid(contentType.value) !== forge.pki.oids.signedData
  ) {
    throw new Error('not SignedData');
  }
  // SignedData ::= SEQUENCE { version, digestAlgorithms, contentInfo, [0] IMPLICIT certificates, … }
  const certificateSet = children(children(explicit)[0]).find(
    (node) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === 0,
  );
  const first = children(certificateSet)[0];
  if (!first) throw new Error('no certificate');
  return factsOf(derBytes(first), false);
}

/** The certificate (and whether a key is inside) of a PKCS#12; throws WrongPassword. */
function parsePkcs12(content: Buffer, password: string): CertificateFacts {
  const asn1 = forge.asn1.fromDer(content.toString('binary'));
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    throw /password|MAC|decrypt/i.test(String(error)) ? new WrongPassword() : error;
  }
  const { certBag, pkcs8ShroudedKeyBag, keyBag } = forge.pki.oids;
  const bagsOf = (bagType: string) => p12.getBags({ bagType })[bagType] ?? [];
  const certificateBags = bagsOf(certBag);
  const hasKey = bagsOf(pkcs8ShroudedKeyBag).length + bagsOf(keyBag).length > 0;
  const bag = certificateBags[0];
  if (!bag) throw new Error('no certificate bag');
  // forge leaves `cert` null and keeps `asn1` for keys it cannot read (not RSA).
  return factsOf(derBytes(bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1), hasKey);
}

class WrongPassword extends Error {}

/**
 * Reads a certificate file. Throws 400 when it is not a readable certificate, or (PKCS#12)
 * when the password does not open it.
 */
export function parseCertificate(
  name: string,
  extension: CertificateExtension,
  content: Buffer,
  password: string | undefined,
): CertificateFacts {
  try {
    if (isPkcs12(extension)) return parsePkcs12(content, password ?? '');
    if (extension === 'p7b') return parsePkcs7(content);
    return parseX509(content);
  } catch (error) {
    if (error instanceof WrongPassword) throw badRequest(`The password does not open ${name}`);
    throw badRequest(`${name} is not a readable certificate`);
  }
}

import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { toArrayBuffer } from './asn1';

/** A key or certificate as the certificate store hands it over: PEM text, DER bytes or parsed. */
export type KeyInput = KeyObject | string | Buffer;
export type CertificateInput = X509Certificate | string | Buffer;

/** Our side of a message: the private key and the certificate that goes with it. */
export interface OwnIdentity {
  privateKey: KeyInput;
  certificate: CertificateInput;
}

export const privateKeyOf = (key: KeyInput): KeyObject =>
  typeof key === 'object' && !Buffer.isBuffer(key) ? key : createPrivateKey(key);

/** A certificate's DER as one block: asn1js writes its bytes as they are. */
class DerBlock extends asn1js.Sequence {
  constructor(private readonly der: Uint8Array) {
    super();
  }

  override toBER(sizeOnly?: boolean, writer?: { write(bytes: ArrayBuffer): void }): ArrayBuffer {
    const bytes = sizeOnly ? new ArrayBuffer(this.der.byteLength) : toArrayBuffer(this.der);
    if (!writer) return bytes;
    writer.write(bytes);
    return new ArrayBuffer(0);
  }
}

/**
 * A certificate that CMS carries as the bytes it was read from. pkijs would parse its
 * to-be-signed part again and encode the whole tree anew for every signature we make, about
 * 1.3 ms a message (issue 28 §4); the bytes are the certificate's, so nothing is lost.
 */
class DerCertificate extends pkijs.Certificate {
  private der: Uint8Array = new Uint8Array(0);

  static of(der: Uint8Array): DerCertificate {
    const certificate = DerCertificate.fromBER(toArrayBuffer(der));
    certificate.der = der;
    return certificate;
  }

  override toSchema(): asn1js.Sequence {
    return new DerBlock(this.der);
  }
}

/**
 * Parsed certificates by their PEM or DER text. Parsing costs about half a millisecond per use
 * in pkijs, several uses a message; certificates are public, so keeping them is harmless.
 */
const parsed = new Map<string, { x509: X509Certificate; pkijs: pkijs.Certificate }>();
const CACHE_SIZE = 256;

function parsedOf(certificate: CertificateInput) {
  const text =
    certificate instanceof X509Certificate
      ? certificate.raw.toString('base64')
      : Buffer.isBuffer(certificate)
        ? certificate.toString('latin1')
        : certificate;
  let entry = parsed.get(text);
  if (!entry) {
    const x509 =
      certificate instanceof X509Certificate ? certificate : new X509Certificate(certificate);
    entry = { x509, pkijs: DerCertificate.of(x509.raw) };
    if (parsed.size >= CACHE_SIZE) parsed.delete(parsed.keys().next().value as string);
    parsed.set(text, entry);
  }
  return entry;
}

export const x509Of = (certificate: CertificateInput): X509Certificate =>
  parsedOf(certificate).x509;

/** The same certificate as pkijs reads it, for the identifiers CMS puts in SignerInfo. */
export const pkijsCertificateOf = (certificate: CertificateInput): pkijs.Certificate =>
  parsedOf(certificate).pkijs;

/** Whether a SignerIdentifier or RecipientIdentifier names `certificate`. */
export function identifies(identifier: unknown, certificate: pkijs.Certificate): boolean {
  if (identifier instanceof pkijs.IssuerAndSerialNumber) {
    return (
      identifier.issuer.isEqual(certificate.issuer) &&
      identifier.serialNumber.isEqual(certificate.serialNumber)
    );
  }
  // [0] SubjectKeyIdentifier: compare with the certificate's extension.
  const keyId = keyIdentifierBytes(identifier);
  if (!keyId) return false;
  const extension = certificate.extensions?.find((entry) => entry.extnID === '2.5.29.14');
  const parsed: unknown = extension?.parsedValue;
  if (!(parsed && typeof parsed === 'object' && 'valueBlock' in parsed)) return false;
  const own = Buffer.from(
    (parsed as { valueBlock: { valueHexView: Uint8Array } }).valueBlock.valueHexView,
  );
  return own.equals(keyId);
}

function keyIdentifierBytes(identifier: unknown): Buffer | null {
  if (!identifier || typeof identifier !== 'object' || !('valueBlock' in identifier)) return null;
  const block = (identifier as { valueBlock: { valueHexView?: Uint8Array; value?: unknown[] } })
    .valueBlock;
  if (block.valueHexView?.length) return Buffer.from(block.valueHexView);
  // An IMPLICIT [0] read as constructed keeps the octets in its single child.
  const child = block.value?.[0] as { valueBlock?: { valueHexView?: Uint8Array } } | undefined;
  return child?.valueBlock?.valueHexView ? Buffer.from(child.valueBlock.valueHexView) : null;
}

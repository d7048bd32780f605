import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/** Certificates for the demo, made at seed time so that their dates are relative to now. */

const DAY = 24 * 3600 * 1000;

export interface DemoIdentity {
  commonName: string;
  organization: string;
  country: string;
}

export interface IssuedCertificate {
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

/** A self-signed RSA certificate valid from `fromDays` to `toDays` (days from now, may be negative). */
export function issueCertificate(
  identity: DemoIdentity,
  fromDays: number,
  toDays: number,
): IssuedCertificate {
  // Node makes the key (native, fast); forge builds and signs the certificate.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
  );
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  // A positive serial: clear the top bit of the first byte.
  const serial = randomBytes(16);
  serial[0] &= 0x7f;
  certificate.serialNumber = serial.toString('hex');
  const now = Date.now();
  certificate.validity.notBefore = new Date(now + fromDays * DAY);
  certificate.validity.notAfter = new Date(now + toDays * DAY);
  const name = [
    { name: 'commonName', value: identity.commonName },
    { name: 'organizationName', value: identity.organization },
    { name: 'countryName', value: identity.country },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, dataEncipherment: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  return { certificate, key };
}

export const certificatePem = ({ certificate }: IssuedCertificate) =>
  Buffer.from(forge.pki.certificateToPem(certificate));

export const certificateDer = ({ certificate }: IssuedCertificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');

/** Key and certificate as a password-protected PKCS#12 (3DES: readable by every AS2 stack). */
export function pkcs12Of(
  { certificate, key }: IssuedCertificate,
  password: string,
  friendlyName: string,
): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, {
    algorithm: '3des',
    friendlyName,
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

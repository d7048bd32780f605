import { createHash, generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/** Test certificates made with node-forge, independent of the module's demo builder. */

const DAY = 24 * 3600 * 1000;

// One key pair for every test certificate: generating keys is the slow part.
const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKey = forge.pki.privateKeyFromPem(
  pair.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
);
const publicKey = forge.pki.publicKeyFromPem(
  pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
);
export const keyPem = forge.pki.privateKeyToPem(privateKey);

export interface TestCertificate {
  cert: forge.pki.Certificate;
  pem: Buffer;
  der: Buffer;
  /** SHA-256 of the DER, colon hex, as the API reports it. */
  fingerprint: string;
  serialNumber: string;
  validFrom: Date;
  validTo: Date;
}

let serial = 0x1000;

/** A self-signed certificate for CN=`commonName`, O=Test Org, valid from/to days from now. */
export function makeCertificate(commonName: string, fromDays = -1, toDays = 365): TestCertificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = (serial++).toString(16);
  // Whole seconds: X.509 times carry no milliseconds.
  const now = Math.floor(Date.now() / 1000) * 1000;
  cert.validity.notBefore = new Date(now + fromDays * DAY);
  cert.validity.notAfter = new Date(now + toDays * DAY);
  const name = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Test Org' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(privateKey, forge.md.sha256.create());
  const der = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
  const hex = createHash('sha256').update(der).digest('hex').toUpperCase();
  return {
    cert,
    pem: Buffer.from(forge.pki.certificateToPem(cert)),
    der,
    fingerprint: hex.match(/../g)!.join(':'),
    serialNumber: cert.serialNumber.toUpperCase(),
    validFrom: cert.validity.notBefore,
    validTo: cert.validity.notAfter,
  };
}

/** PEM text with the certificate first and the private key after it. */
export const pemWithKey = (certificate: TestCertificate) =>
  Buffer.concat([certificate.pem, Buffer.from(keyPem)]);

/** Key and certificate as PKCS#12 with `password`. */
export function makePkcs12(certificate: TestCertificate, password: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate.cert], password, {
    algorithm: '3des',
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** A certs-only PKCS#7 (a .p7b) holding the given certificates, as DER or PEM. */
export function makePkcs7(certificates: TestCertificate[], format: 'der' | 'pem'): Buffer {
  const p7 = forge.pkcs7.createSignedData();
  for (const certificate of certificates) p7.addCertificate(certificate.cert);
  if (format === 'pem') return Buffer.from(forge.pkcs7.messageToPem(p7));
  return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
}

import { mkdtempSync, writeFileSync } from 'node:fs';
import forge from 'node-forge';
import os from 'node:os';
import path from 'node:path';

/** Writes a self-signed PEM certificate that ends `validForMs` from now; returns its path. */
export function writeCertificate(fileName: string, commonName: string, validForMs: number): string {
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = Date.now().toString(16);
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + validForMs);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'E2E Partner' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-cert-')), fileName);
  writeFileSync(file, forge.pki.certificateToPem(cert));
  return file;
}

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { parseEntity } from '../../src/modules/as2/message/mime-entity';
import { fieldValue } from '../../src/modules/as2/message/mime-headers';
import { As2MessageError, type OwnIdentity } from '../../src/modules/as2/message';

/**
 * Debian's OpenSSL (`openssl cms`) as the other side of the tests: it makes keys and
 * certificates in a temporary folder, and signs, encrypts, verifies and decrypts there.
 */

export interface Party extends OwnIdentity {
  name: string;
  certPath: string;
  keyPath: string;
  certificate: Buffer;
  privateKey: Buffer;
}

export interface Kit {
  dir: string;
  /** Our side, the partner, and a stranger nobody trusts. */
  us: Party;
  partner: Party;
  stranger: Party;
  openssl(args: string[], input?: Buffer): Buffer;
  /** `openssl cms -sign` of a file: detached, binary content, CRLF line ends; S/MIME text. */
  sign(signer: Party, inputPath: string, digest?: string, extra?: string[]): Buffer;
  /** `openssl cms -encrypt` of a file for `recipient`, as DER. */
  encrypt(recipient: Party, inputPath: string, cipher?: string, extra?: string[]): Buffer;
  /**
   * `openssl cms -verify` of S/MIME text against the signer's certificate; returns the signed
   * entity. `-crlfeol` matters on reading too: in -binary mode OpenSSL's S/MIME reader otherwise
   * strips only the LF of the CRLF before a boundary and leaves the CR in the content.
   */
  verify(signer: Party, smime: Buffer): Buffer;
  /** `openssl cms -decrypt` of DER with the recipient's key. */
  decrypt(recipient: Party, der: Buffer): Buffer;
  /** Writes `content` to a file in the kit's folder and returns its path. */
  file(name: string, content: Buffer | string): string;
  close(): void;
}

const words = (text: string) => text.split(' ');

export function makeKit(): Kit {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'as2-message-'));
  const openssl = (args: string[], input?: Buffer) =>
    execFileSync('/usr/bin/openssl', args, { cwd: dir, input, stdio: ['pipe', 'pipe', 'pipe'] });
  const party = (name: string): Party => {
    const certPath = path.join(dir, `${name}.pem`);
    const keyPath = path.join(dir, `${name}.key`);
    openssl([
      ...words('req -x509 -newkey rsa:2048 -nodes -days 2 -subj'),
      `/CN=${name}/O=Test Org`,
      ...['-keyout', keyPath, '-out', certPath],
    ]);
    return {
      name,
      certPath,
      keyPath,
      certificate: readFileSync(certPath),
      privateKey: readFileSync(keyPath),
    };
  };
  return {
    dir,
    us: party('US'),
    partner: party('PARTNER'),
    stranger: party('STRANGER'),
    openssl,
    sign: (signer, inputPath, digest = 'sha256', extra = []) =>
      openssl([
        ...words(`cms -sign -binary -crlfeol -md ${digest}`),
        ...extra,
        ...['-signer', signer.certPath, '-inkey', signer.keyPath, '-in', inputPath],
      ]),
    encrypt: (recipient, inputPath, cipher = 'aes256', extra = []) =>
      openssl([
        ...words(`cms -encrypt -binary -outform DER -${cipher}`),
        ...extra,
        ...['-in', inputPath, recipient.certPath],
      ]),
    verify: (signer, smime) =>
      openssl([...words('cms -verify -binary -crlfeol -CAfile'), signer.certPath], smime),
    decrypt: (recipient, der) =>
      openssl(
        [
          ...words('cms -decrypt -inform DER'),
          '-recip',
          recipient.certPath,
          '-inkey',
          recipient.keyPath,
        ],
        der,
      ),
    file(name, content) {
      const target = path.join(dir, name);
      writeFileSync(target, content);
      return target;
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A payload entity written by hand, as a partner's software would make it. */
export const partnerEntity = (payload: string, fileName = 'po-4711.x12') =>
  Buffer.from(
    'Content-Type: application/edi-x12\r\n' +
      `Content-Disposition: attachment; filename="${fileName}"\r\n` +
      'Content-Transfer-Encoding: binary\r\n\r\n' +
      payload,
  );

export const X12 =
  'ISA*00*          *00*          *ZZ*PARTNER        *ZZ*US             *260127*1200*U*00401*000000001*0*P*>~\r\n' +
  'GS*PO*PARTNER*US*20260127*1200*1*X*004010~\r\nST*850*0001~\r\nBEG*00*SA*4711**20260127~\r\nSE*3*0001~\r\n';

/** S/MIME text as OpenSSL writes it, split into the HTTP Content-Type and the body. */
export function asHttp(smime: Buffer): { contentType: string; body: Buffer } {
  const entity = parseEntity(smime);
  return { contentType: fieldValue(entity.fields, 'Content-Type') ?? '', body: entity.body };
}

/** The entity an HTTP message stands for, for OpenSSL's S/MIME reader. */
export const asSmime = (contentType: string, body: Buffer) =>
  Buffer.concat([Buffer.from(`MIME-Version: 1.0\r\nContent-Type: ${contentType}\r\n\r\n`), body]);

/** The MIC as OpenSSL's dgst computes it over `bytes`. */
export function opensslMic(kit: Kit, bytes: Buffer, digest: string): string {
  return kit.openssl(['dgst', `-${digest}`, '-binary'], bytes).toString('base64');
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The disposition modifier `step` fails with (it must fail with an As2MessageError). */
export const modifierOf = (step: () => unknown) => {
  try {
    step();
  } catch (error) {
    assert.ok(error instanceof As2MessageError, String(error));
    return error.modifier;
  }
  assert.fail('expected an As2MessageError');
};

import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { DIGEST_ALGORITHMS, ENCRYPTION_ALGORITHMS } from '@console/shared/contract';
import { packMessage } from '../../src/modules/as2/message';
import { buildPayloadEntity } from '../../src/modules/as2/message/payload';
import { asSmime, makeKit, opensslMic, X12 } from './message-kit';

/** What we pack, opened by Debian's `openssl cms` as the partner would open it. */

const kit = makeKit();
after(() => kit.close());

const payload = Buffer.from(X12);
const payloadEntity = buildPayloadEntity(payload, 'po-4711.x12', 'X12');
const base = {
  fileName: 'po-4711.x12',
  messageType: 'X12',
  own: kit.us,
  partnerCertificate: kit.partner.certificate,
} as const;

const opensslVerify = (smime: Buffer) => kit.verify(kit.us, smime);
const opensslDecrypt = (der: Buffer) => kit.decrypt(kit.partner, der);

const OPENSSL_DIGEST = {
  MD5: 'md5',
  SHA1: 'sha1',
  SHA224: 'sha224',
  SHA256: 'sha256',
  SHA384: 'sha384',
  SHA512: 'sha512',
};

describe('signed by us, verified by OpenSSL', () => {
  for (const digest of DIGEST_ALGORITHMS) {
    it(`${digest}: verifies, and the MIC equals openssl dgst over the signed entity`, () => {
      const packed = packMessage(payload, { ...base, sign: digest });
      assert.match(
        packed.contentType,
        /^multipart\/signed; protocol="application\/pkcs7-signature"; micalg=/,
      );
      const signedEntity = opensslVerify(asSmime(packed.contentType, packed.body));
      assert.deepEqual(signedEntity, payloadEntity);
      assert.deepEqual(packed.mic, {
        value: opensslMic(kit, signedEntity, OPENSSL_DIGEST[digest]),
        algorithm: digest,
      });
    });
  }
});

describe('encrypted by us, decrypted by OpenSSL', () => {
  for (const cipher of ENCRYPTION_ALGORITHMS) {
    it(`${cipher}: decrypts to our payload entity`, () => {
      const packed = packMessage(payload, { ...base, encrypt: cipher });
      assert.equal(
        packed.contentType,
        'application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m',
      );
      assert.deepEqual(opensslDecrypt(packed.body), payloadEntity);
      assert.equal(packed.mic.value, opensslMic(kit, payloadEntity, 'sha256'));
    });
  }
});

describe('signed and encrypted by us, opened by OpenSSL', () => {
  for (const [digest, cipher] of [
    ['SHA256', 'AES256'],
    ['SHA1', '3DES'],
    ['SHA512', 'AES192'],
    ['MD5', 'AES128'],
  ] as const) {
    it(`${digest} + ${cipher}: decrypts, then verifies; the MIC matches`, () => {
      const packed = packMessage(payload, { ...base, sign: digest, encrypt: cipher });
      const signedEntity = opensslVerify(opensslDecrypt(packed.body));
      assert.deepEqual(signedEntity, payloadEntity);
      assert.equal(packed.mic.value, opensslMic(kit, signedEntity, OPENSSL_DIGEST[digest]));
    });
  }
});

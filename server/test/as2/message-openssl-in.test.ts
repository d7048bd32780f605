import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { unpackMessage } from '../../src/modules/as2/message';
import { asHttp, makeKit, opensslMic, partnerEntity, X12 } from './message-kit';

/** Messages made by Debian's `openssl cms`, as a partner would send them, opened by our code. */

const kit = makeKit();
after(() => kit.close());

const entity = partnerEntity(X12);
const entityPath = kit.file('entity.bin', entity);
const options = { own: kit.us, partnerCertificate: kit.partner.certificate };

const opensslSign = (digest: string, input = entityPath, extra: string[] = []) =>
  kit.sign(kit.partner, input, digest, extra);
const opensslEncrypt = (cipher: string, input: string, extra: string[] = []) =>
  kit.encrypt(kit.us, input, cipher, extra);

const ENVELOPED = 'application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m';

describe('signed by OpenSSL', () => {
  const digests = [
    ['md5', 'MD5'],
    ['sha1', 'SHA1'],
    ['sha224', 'SHA224'],
    ['sha256', 'SHA256'],
    ['sha384', 'SHA384'],
    ['sha512', 'SHA512'],
  ] as const;
  for (const [opensslName, ours] of digests) {
    it(`${opensslName}: verifies, and the MIC is openssl dgst over the signed entity`, () => {
      const { contentType, body } = asHttp(opensslSign(opensslName));
      const message = unpackMessage(contentType, body, options);
      assert.equal(message.payload.toString(), X12);
      assert.equal(message.fileName, 'po-4711.x12');
      assert.equal(message.contentType, 'application/edi-x12');
      assert.deepEqual(
        [message.signed, message.encrypted, message.compressed, message.signAlgorithm],
        [true, false, false, ours],
      );
      assert.deepEqual(message.mic, {
        value: opensslMic(kit, entity, opensslName),
        algorithm: ours,
      });
    });
  }
});

describe('encrypted by OpenSSL', () => {
  const ciphers = [
    ['aes128', 'AES128'],
    ['aes192', 'AES192'],
    ['aes256', 'AES256'],
    ['des3', '3DES'],
  ] as const;
  for (const [opensslName, ours] of ciphers) {
    it(`${opensslName}: decrypts; the MIC covers the decrypted entity`, () => {
      const message = unpackMessage(ENVELOPED, opensslEncrypt(opensslName, entityPath), options);
      assert.equal(message.payload.toString(), X12);
      assert.deepEqual(
        [message.signed, message.encrypted, message.encryptAlgorithm],
        [false, true, ours],
      );
      assert.equal(message.mic.value, opensslMic(kit, entity, 'sha256'));
    });
  }

  it('BER with the content cut into pieces (-stream) decrypts too', () => {
    const message = unpackMessage(
      ENVELOPED,
      opensslEncrypt('aes256', entityPath, ['-stream']),
      options,
    );
    assert.equal(message.payload.toString(), X12);
  });

  it('a base64 body with Content-Transfer-Encoding: base64 decrypts', () => {
    const der = opensslEncrypt('aes128', entityPath);
    const headers = { 'Content-Transfer-Encoding': 'base64' };
    const message = unpackMessage(ENVELOPED, Buffer.from(der.toString('base64')), {
      ...options,
      headers,
    });
    assert.equal(message.payload.toString(), X12);
  });
});

describe('signer and recipient named by subject key identifier (-keyid)', () => {
  it('a -keyid signature and a -keyid recipient are both recognised', () => {
    const signedPath = kit.file('signed-keyid.eml', opensslSign('sha256', entityPath, ['-keyid']));
    const message = unpackMessage(
      ENVELOPED,
      opensslEncrypt('aes256', signedPath, ['-keyid']),
      options,
    );
    assert.equal(message.payload.toString(), X12);
    assert.deepEqual([message.signed, message.encrypted], [true, true]);
  });

  it('a -keyid signature from another key is not taken for the partner', () => {
    const other = kit.sign(kit.stranger, entityPath, 'sha256', ['-keyid']);
    const { contentType, body } = asHttp(other);
    assert.throws(() => unpackMessage(contentType, body, options), /not signed with the partner/);
  });
});

describe('signed, then encrypted by OpenSSL', () => {
  for (const [digest, cipher] of [
    ['sha256', 'aes256'],
    ['sha1', 'des3'],
    ['sha512', 'aes128'],
  ] as const) {
    it(`${digest} + ${cipher}: both layers open; the MIC covers the signed entity`, () => {
      const signedPath = kit.file(`signed-${digest}.eml`, opensslSign(digest));
      const message = unpackMessage(ENVELOPED, opensslEncrypt(cipher, signedPath), {
        ...options,
        requireSigned: true,
        requireEncrypted: true,
      });
      assert.equal(message.payload.toString(), X12);
      assert.deepEqual([message.signed, message.encrypted], [true, true]);
      assert.equal(message.mic.value, opensslMic(kit, entity, digest));
    });
  }
});

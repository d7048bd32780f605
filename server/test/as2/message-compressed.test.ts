import { spawnSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { packMessage, unpackMessage } from '../../src/modules/as2/message';
import { compress } from '../../src/modules/as2/message/cms-compressed';
import { buildEntity } from '../../src/modules/as2/message/mime-entity';
import { buildPayloadEntity } from '../../src/modules/as2/message/payload';
import { buildSignedEntity } from '../../src/modules/as2/message/signed-entity';
import { makeKit, opensslMic, X12, modifierOf } from './message-kit';

/**
 * Compressed messages (RFC 5402, CMS CompressedData with zlib). This machine's OpenSSL is built
 * without zlib (`openssl cms -compress` answers "unsupported compression algorithm", checked
 * below), so the round trips go through our own code; OpenSSL still opens the outer layers.
 */

const kit = makeKit();
after(() => kit.close());

const payload = Buffer.from(X12.repeat(50));
const payloadEntity = buildPayloadEntity(payload, 'big.x12', 'X12');
const base = {
  fileName: 'big.x12',
  messageType: 'X12',
  own: kit.us,
  partnerCertificate: kit.partner.certificate,
} as const;
const receiver = { own: kit.partner, partnerCertificate: kit.us.certificate };
const COMPRESSED = 'application/pkcs7-mime; smime-type=compressed-data';

describe('compressed messages', () => {
  it("this machine's OpenSSL cannot compress (built without zlib)", () => {
    const run = spawnSync('/usr/bin/openssl', ['cms', '-compress', '-outform', 'DER'], {
      cwd: kit.dir,
      input: payloadEntity,
    });
    assert.notEqual(run.status, 0);
    assert.match(run.stderr.toString(), /unsupported compression algorithm/);
  });

  it('compressed only: round trip, smaller on the wire, MIC over the uncompressed entity', () => {
    const packed = packMessage(payload, { ...base, compress: true });
    assert.match(packed.contentType, /^application\/pkcs7-mime; smime-type=compressed-data/);
    assert.ok(packed.body.length < payload.length / 5);
    const message = unpackMessage(packed.contentType, packed.body, receiver);
    assert.deepEqual(message.payload, payload);
    assert.deepEqual([message.compressed, message.signed, message.encrypted], [true, false, false]);
    assert.equal(message.mic.value, opensslMic(kit, payloadEntity, 'sha256'));
    assert.deepEqual(message.mic, packed.mic);
  });

  it('compressed, signed, encrypted: OpenSSL opens the outer layers; we open all three', () => {
    const packed = packMessage(payload, {
      ...base,
      compress: true,
      sign: 'SHA256',
      encrypt: 'AES256',
    });
    const decrypted = kit.decrypt(kit.partner, packed.body);
    const signedEntity = kit.verify(kit.us, decrypted);
    assert.match(
      signedEntity.toString('latin1'),
      /^Content-Type: application\/pkcs7-mime; smime-type=compressed-data/,
    );
    // Compressed before signing: the MIC covers the compressed entity that was signed.
    assert.equal(packed.mic.value, opensslMic(kit, signedEntity, 'sha256'));
    const message = unpackMessage(packed.contentType, packed.body, {
      ...receiver,
      requireSigned: true,
    });
    assert.deepEqual(message.payload, payload);
    assert.deepEqual([message.compressed, message.signed, message.encrypted], [true, true, true]);
    assert.deepEqual(message.mic, packed.mic);
  });

  it('signed, then compressed (the other order RFC 5402 allows) opens too', () => {
    const signed = buildSignedEntity(payloadEntity, kit.us, 'SHA384');
    const message = unpackMessage(COMPRESSED, compress(signed), receiver);
    assert.deepEqual(message.payload, payload);
    assert.deepEqual([message.compressed, message.signed], [true, true]);
    assert.equal(message.mic.value, opensslMic(kit, payloadEntity, 'sha384'));
  });

  it('a payload that inflates past the limit fails with decompression-failed', () => {
    const bomb = buildEntity(
      [['Content-Type', 'application/octet-stream']],
      Buffer.alloc(4 * 1024 * 1024),
    );
    const der = compress(bomb);
    assert.ok(der.length < 10_000);
    assert.equal(
      modifierOf(() => unpackMessage(COMPRESSED, der, { ...receiver, maxSize: 1024 * 1024 })),
      'decompression-failed',
    );
  });

  it('corrupt zlib data fails with decompression-failed', () => {
    const der = compress(payloadEntity);
    der[der.length - 40] ^= 0xff;
    der[der.length - 41] ^= 0xff;
    assert.equal(
      modifierOf(() => unpackMessage(COMPRESSED, der, receiver)),
      'decompression-failed',
    );
  });
});

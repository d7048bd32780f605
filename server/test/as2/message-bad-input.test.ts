import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import {
  As2MessageError,
  checkMessageId,
  packMessage,
  unpackMessage,
  type DispositionModifier,
} from '../../src/modules/as2/message';
import { octets, toArrayBuffer } from '../../src/modules/as2/message/asn1';
import { asHttp, makeKit, partnerEntity, X12 } from './message-kit';

/** Bad input: each case fails with As2MessageError, the right MDN modifier and a clear reason. */

const kit = makeKit();
after(() => kit.close());

const options = { own: kit.us, partnerCertificate: kit.partner.certificate };
const ENVELOPED = 'application/pkcs7-mime; smime-type=enveloped-data';

function fails(step: () => unknown, modifier: DispositionModifier, reason: RegExp) {
  assert.throws(step, (error: unknown) => {
    assert.ok(error instanceof As2MessageError, `not an As2MessageError: ${String(error)}`);
    assert.equal(error.modifier, modifier, error.reason);
    assert.match(error.reason, reason);
    return true;
  });
}

const sign = (entity: Buffer, signer = kit.partner) =>
  asHttp(kit.sign(signer, kit.file('in.bin', entity)));
const encrypt = (entity: Buffer, cipher = 'aes256', recipient = kit.us) =>
  kit.encrypt(recipient, kit.file('in.bin', entity), cipher);

const signed = sign(partnerEntity(X12));

describe('garbled MIME', () => {
  it('a truncated multipart/signed body', () => {
    const body = signed.body.subarray(0, Math.floor(signed.body.length * 0.6));
    fails(
      () => unpackMessage(signed.contentType, body, options),
      'unexpected-processing-error',
      /closing boundary/,
    );
  });

  it('a body that is not MIME at all', () => {
    const body = Buffer.from('\x00\x01garbage\xff'.repeat(100), 'latin1');
    fails(
      () => unpackMessage(signed.contentType, body, options),
      'unexpected-processing-error',
      /does not contain its boundary/,
    );
  });

  it('an encrypted entity with no header end (garbled inside)', () => {
    fails(
      () => unpackMessage(ENVELOPED, encrypt(Buffer.from('just text, no MIME')), options),
      'unexpected-processing-error',
      /headers do not end/,
    );
  });

  it('a wrong boundary', () => {
    const contentType = signed.contentType.replace(
      /boundary="?([^";]+)"?/,
      'boundary="other-boundary"',
    );
    fails(
      () => unpackMessage(contentType, signed.body, options),
      'unexpected-processing-error',
      /does not contain its boundary/,
    );
  });

  it('a missing boundary', () => {
    const contentType = signed.contentType.replace(/;\s*boundary="?[^";]+"?/, '');
    fails(
      () => unpackMessage(contentType, signed.body, options),
      'unexpected-processing-error',
      /no valid boundary/,
    );
  });

  it('a body that is not CMS where CMS is due', () => {
    fails(
      () => unpackMessage(ENVELOPED, Buffer.from('0\x82garbage', 'latin1'), options),
      'unexpected-processing-error',
      /Unexpected CMS content/,
    );
  });
});

describe('header injection and oversized headers', () => {
  for (const [name, header] of [
    ['bare LF', 'Content-Type: application/edi-x12\nX-Injected: yes'],
    ['bare CR', 'Content-Type: application/edi-x12\rX-Injected: yes'],
  ]) {
    it(`a ${name} in a header of the signed entity`, () => {
      const entity = Buffer.from(
        `${header}\r\nContent-Disposition: attachment; filename=a.x12\r\n\r\n${X12}`,
      );
      const message = sign(entity);
      fails(
        () => unpackMessage(message.contentType, message.body, options),
        'unexpected-processing-error',
        /bare CR or LF/,
      );
    });
  }

  it('CR/LF in a request header handed over with the body', () => {
    const headers = { 'Content-Disposition': 'attachment; filename=a.x12\r\nX-Injected: yes' };
    fails(
      () => unpackMessage(ENVELOPED, encrypt(partnerEntity(X12)), { ...options, headers }),
      'unexpected-processing-error',
      /contains a CR or LF/,
    );
  });

  it('a 10,000-character header line inside the encrypted entity', () => {
    const entity = Buffer.from(
      `Content-Type: application/edi-x12\r\nX-Long: ${'a'.repeat(10_000)}\r\n\r\n${X12}`,
    );
    fails(
      () => unpackMessage(ENVELOPED, encrypt(entity), options),
      'unexpected-processing-error',
      /longer than 998/,
    );
  });

  it('a folded header value longer than the bound', () => {
    const folded = Array.from({ length: 10 }, () => 'b'.repeat(900)).join('\r\n ');
    const entity = Buffer.from(
      `Content-Type: application/edi-x12\r\nX-Folded: ${folded}\r\n\r\n${X12}`,
    );
    fails(
      () => unpackMessage(ENVELOPED, encrypt(entity), options),
      'unexpected-processing-error',
      /longer than 4096/,
    );
  });

  it('a 10,000-character Message-ID', () => {
    fails(
      () => checkMessageId(`<${'m'.repeat(10_000)}@PARTNER>`),
      'unexpected-processing-error',
      /longer than 998/,
    );
    fails(
      () => checkMessageId('<a@b>\r\nX: y'),
      'unexpected-processing-error',
      /characters it may not/,
    );
    assert.equal(checkMessageId('<4711@PARTNER>'), '<4711@PARTNER>');
  });
});

describe('security rules of the port', () => {
  it('an unsigned message to a port that requires signing', () => {
    const step = () =>
      unpackMessage(ENVELOPED, encrypt(partnerEntity(X12)), { ...options, requireSigned: true });
    fails(step, 'insufficient-message-security', /requires signed/);
  });

  it('an unencrypted message to a port that requires encryption', () => {
    fails(
      () => unpackMessage(signed.contentType, signed.body, { ...options, requireEncrypted: true }),
      'insufficient-message-security',
      /requires encrypted/,
    );
  });

  it('a tampered body: the signature fails', () => {
    const body = Buffer.from(
      signed.body.toString('latin1').replace('BEG*00*SA*4711', 'BEG*00*SA*9999'),
      'latin1',
    );
    fails(
      () => unpackMessage(signed.contentType, body, options),
      'integrity-check-failed',
      /does not match its signature/,
    );
  });

  it('a message signed by someone other than the partner', () => {
    const other = sign(partnerEntity(X12), kit.stranger);
    fails(
      () => unpackMessage(other.contentType, other.body, options),
      'authentication-failed',
      /not signed with the partner's certificate/,
    );
  });

  it('a signed message with no partner certificate to check it', () => {
    fails(
      () => unpackMessage(signed.contentType, signed.body, { own: kit.us }),
      'authentication-failed',
      /no partner certificate/,
    );
  });

  it('a message encrypted to another certificate', () => {
    fails(
      () => unpackMessage(ENVELOPED, encrypt(partnerEntity(X12), 'aes256', kit.stranger), options),
      'decryption-failed',
      /not encrypted for our certificate/,
    );
  });

  const packedForUs = () =>
    packMessage(Buffer.from(X12), {
      fileName: 'a.x12',
      messageType: 'X12',
      encrypt: 'AES256',
      partnerCertificate: kit.us.certificate,
    });

  it('a ciphertext cut short (not whole cipher blocks): decryption-failed', () => {
    const packed = packedForUs();
    // Rebuilt with pkijs so that only the ciphertext changes and the DER stays valid; a flipped
    // byte would not do, since CBC padding survives 1 corruption in 256.
    const info = pkijs.ContentInfo.fromBER(toArrayBuffer(packed.body));
    const enveloped = new pkijs.EnvelopedData({ schema: info.content });
    const content = enveloped.encryptedContentInfo;
    const ciphertext = octets(content.encryptedContent!);
    content.encryptedContent = new asn1js.OctetString({
      valueHex: toArrayBuffer(ciphertext.subarray(0, ciphertext.length - 5)),
    });
    const cut = new pkijs.ContentInfo({
      contentType: info.contentType,
      content: enveloped.toSchema(),
    });
    const body = Buffer.from(cut.toSchema().toBER());
    fails(
      () => unpackMessage(packed.contentType, body, options),
      'decryption-failed',
      /does not decrypt/,
    );
  });

  it('a corrupted encrypted key: rejected like a bad ciphertext, never the payload', () => {
    const packed = packedForUs();
    const badKey = Buffer.from(packed.body);
    // The RSA-encrypted key (256 bytes, OCTET STRING 04 82 01 00) follows the recipient's name.
    badKey[badKey.indexOf(Buffer.from([0x04, 0x82, 0x01, 0x00])) + 100] ^= 0x01;
    // Implicit rejection decrypts with a random key: its padding fails (decryption-failed) but
    // for 1 time in 256, when the garbage it yields is refused as MIME instead.
    assert.throws(
      () => unpackMessage(packed.contentType, badKey, options),
      (error: unknown) =>
        error instanceof As2MessageError &&
        (error.modifier === 'decryption-failed' ||
          error.modifier === 'unexpected-processing-error'),
    );
  });

  it('an encryption algorithm the port does not allow', () => {
    const step = () =>
      unpackMessage(ENVELOPED, encrypt(partnerEntity(X12), 'des3'), {
        ...options,
        allowedCiphers: ['AES256'],
      });
    fails(step, 'insufficient-message-security', /does not accept the encryption 3DES/);
  });

  it('a signature digest the port does not allow', () => {
    const step = () =>
      unpackMessage(signed.contentType, signed.body, { ...options, allowedDigests: ['SHA512'] });
    fails(step, 'insufficient-message-security', /does not accept the signature digest SHA256/);
  });

  it('an encryption algorithm we do not know (Camellia)', () => {
    fails(
      () => unpackMessage(ENVELOPED, encrypt(partnerEntity(X12), 'camellia128'), options),
      'insufficient-message-security',
      /Unknown encryption algorithm 1\.2\.392/,
    );
  });

  it('an encrypted message to a port without a key', () => {
    fails(
      () =>
        unpackMessage(ENVELOPED, encrypt(partnerEntity(X12)), {
          partnerCertificate: kit.partner.certificate,
        }),
      'decryption-failed',
      /no key/,
    );
  });
});

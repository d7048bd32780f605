import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  As2MessageError,
  buildMdn,
  DISPOSITION_MODIFIERS,
  parseMdn,
} from '../../src/modules/as2/message';
import { asHttp, asSmime, makeKit, modifierOf } from './message-kit';

/** MDNs (RFC 3798, RFC 4130 §7.4): ours verify with OpenSSL and read back; OpenSSL's read. */

const kit = makeKit();
after(() => kit.close());

const mic = { value: 'k2Mo8+qRZj6yN9mV1nY1zV0a6Q2R0dQzGm3H3x7f2hM=', algorithm: 'SHA256' } as const;
const fields = {
  reportingUa: 'Console AS2 (US)',
  originalRecipient: 'US',
  finalRecipient: 'US',
  originalMessageId: '<4711-20260127@PARTNER>',
};

describe('MDNs we build', () => {
  it('positive, unsigned: a disposition-notification report that reads back', () => {
    const mdn = buildMdn({ ...fields, mic });
    assert.match(
      mdn.contentType,
      /^multipart\/report; report-type=disposition-notification; boundary=/,
    );
    const text = mdn.body.toString();
    assert.match(text, /\r\nDisposition: automatic-action\/MDN-sent-automatically; processed\r\n/);
    assert.match(
      text,
      /\r\nReceived-Content-MIC: k2Mo8\+qRZj6yN9mV1nY1zV0a6Q2R0dQzGm3H3x7f2hM=, sha-256\r\n/,
    );
    assert.match(text, /\r\nOriginal-Recipient: rfc822; US\r\n/);
    const read = parseMdn(mdn.contentType, mdn.body);
    assert.deepEqual(read.disposition, {
      type: 'processed',
      modifierKind: null,
      modifier: null,
      positive: true,
    });
    assert.deepEqual(read.receivedContentMic, mic);
    assert.equal(read.originalMessageId, fields.originalMessageId);
    assert.equal(read.reportingUa, fields.reportingUa);
    assert.equal(read.finalRecipient, 'rfc822; US');
    assert.equal(read.signed, false);
    assert.match(read.text, /has been received and processed/);
  });

  for (const modifier of DISPOSITION_MODIFIERS) {
    it(`negative (${modifier}): processed/error with the RFC 4130 modifier`, () => {
      const mdn = buildMdn({ ...fields, error: modifier, text: `Refused: ${modifier}` });
      assert.match(
        mdn.body.toString(),
        new RegExp(
          `Disposition: automatic-action/MDN-sent-automatically; processed/error: ${modifier}\r\n`,
        ),
      );
      const read = parseMdn(mdn.contentType, mdn.body);
      assert.deepEqual(read.disposition, {
        type: 'processed',
        modifierKind: 'error',
        modifier,
        positive: false,
      });
      assert.equal(read.receivedContentMic, null);
      assert.equal(read.text, `Refused: ${modifier}`);
    });
  }

  for (const digest of ['SHA256', 'SHA1', 'SHA512'] as const) {
    it(`signed with ${digest}: OpenSSL verifies it, and it reads back against our certificate`, () => {
      const mdn = buildMdn({ ...fields, mic, sign: { own: kit.us, digest } });
      assert.match(mdn.contentType, /^multipart\/signed; protocol="application\/pkcs7-signature"/);
      const report = kit.verify(kit.us, asSmime(mdn.contentType, mdn.body));
      assert.match(
        report.toString(),
        /^Content-Type: multipart\/report; report-type=disposition-notification/,
      );
      const read = parseMdn(mdn.contentType, mdn.body, {
        partnerCertificate: kit.us.certificate,
        requireSigned: true,
      });
      assert.deepEqual(
        [read.signed, read.signAlgorithm, read.disposition.positive],
        [true, digest, true],
      );
      assert.deepEqual(read.receivedContentMic, mic);
    });
  }

  it('a signed MDN checked against another certificate fails with authentication-failed', () => {
    const mdn = buildMdn({ ...fields, mic, sign: { own: kit.us, digest: 'SHA256' } });
    const step = () =>
      parseMdn(mdn.contentType, mdn.body, { partnerCertificate: kit.stranger.certificate });
    assert.equal(modifierOf(step), 'authentication-failed');
  });

  it('a signed MDN whose report was changed fails with integrity-check-failed', () => {
    const mdn = buildMdn({ ...fields, mic, sign: { own: kit.us, digest: 'SHA256' } });
    const tampered = Buffer.from(
      mdn.body.toString('latin1').replace('; processed', '; processed/error: decryption-failed'),
      'latin1',
    );
    const step = () =>
      parseMdn(mdn.contentType, tampered, { partnerCertificate: kit.us.certificate });
    assert.equal(modifierOf(step), 'integrity-check-failed');
  });

  it('an unsigned MDN where a signed one is required fails with insufficient-message-security', () => {
    const mdn = buildMdn({ ...fields, mic });
    const step = () => parseMdn(mdn.contentType, mdn.body, { requireSigned: true });
    assert.equal(modifierOf(step), 'insufficient-message-security');
  });

  it('refuses a Message-ID that would break the MDN fields', () => {
    assert.throws(
      () => buildMdn({ ...fields, originalMessageId: '<a@b>\r\nDisposition: forged' }),
      As2MessageError,
    );
  });
});

describe('MDNs signed by OpenSSL', () => {
  it('a partner MDN signed with openssl cms -sign verifies and reads', () => {
    const report = buildMdn({ ...fields, error: 'integrity-check-failed' });
    const reportPath = kit.file('mdn-report.eml', asSmime(report.contentType, report.body));
    const signed = kit.sign(kit.partner, reportPath);
    const { contentType, body } = asHttp(signed);
    const read = parseMdn(contentType, body, {
      partnerCertificate: kit.partner.certificate,
      requireSigned: true,
    });
    assert.deepEqual([read.signed, read.signAlgorithm], [true, 'SHA256']);
    assert.deepEqual(read.disposition, {
      type: 'processed',
      modifierKind: 'error',
      modifier: 'integrity-check-failed',
      positive: false,
    });
    assert.equal(read.originalMessageId, fields.originalMessageId);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DIGEST_ALGORITHMS, ENCRYPTION_ALGORITHMS } from '@console/shared/contract';
import { As2MessageError, packMessage, unpackMessage } from '../../src/modules/as2/message';
import {
  decodedBody,
  parseEntity,
  splitMultipart,
} from '../../src/modules/as2/message/mime-entity';
import { parseParameterized } from '../../src/modules/as2/message/mime-params';
import { keyPem, makeCertificate } from './certs';

/** The MIME splitter's rules one by one, and our own messages through every combination. */

const entity = (text: string) => parseEntity(Buffer.from(text, 'latin1'));
const multipart = (boundary: string, body: string) =>
  entity(`Content-Type: multipart/mixed; boundary="${boundary}"\r\n\r\n${body}`);

const refused = (step: () => unknown, reason: RegExp) =>
  assert.throws(step, (error: unknown) => {
    assert.ok(error instanceof As2MessageError, String(error));
    assert.equal(error.modifier, 'unexpected-processing-error');
    assert.match(error.reason, reason);
    return true;
  });

describe('MIME headers', () => {
  it('reads folded headers and keeps the raw bytes', () => {
    const parsed = entity(
      'Content-Type: text/plain;\r\n charset=utf-8\r\nX-A:  b \r\n\r\nbody\r\n',
    );
    assert.equal(parsed.contentType.params.get('charset'), 'utf-8');
    assert.deepEqual(parsed.fields[1], { name: 'X-A', value: 'b' });
    assert.equal(parsed.body.toString(), 'body\r\n');
  });

  it('an entity without headers starts with its empty line', () => {
    assert.equal(entity('\r\nplain').contentType.value, 'text/plain');
  });

  for (const [text, reason] of [
    ['Content-Type: text/plain\r\nno colon here\r\n\r\nx', /no valid name/],
    [' folded: first\r\n\r\nx', /continuation line/],
    ['Content-Type: text/plain\r\nX: a\x00b\r\n\r\nx', /control character/],
    ['Content-Type: text/plain\r\nContent-Type: text/html\r\n\r\nx', /appears more than once/],
    [
      `${Array.from({ length: 65 }, (_, i) => `X-${i}: v`).join('\r\n')}\r\n\r\nx`,
      /More than 64 headers/,
    ],
    ['Content-Type: text/plain\r\n', /do not end/],
    ['Content-Type: not a type\r\n\r\nx', /Not a media type/],
    ['Content-Type: text/plain; name="open\r\n\r\nx', /unterminated quoted/],
    ['Content-Type: text/plain; name=a b\r\n\r\nx', /not a token/],
  ] as const) {
    it(`refuses ${JSON.stringify(text.slice(0, 40))}`, () => refused(() => entity(text), reason));
  }

  it('reads quoted, escaped and RFC 2231 parameters; the extended form wins', () => {
    const parsed = parseParameterized(
      `attachment; filename="a \\"b\\".x12"; filename*=UTF-8''%C3%A9t%C3%A9.x12; size=12`,
    );
    assert.equal(parsed.value, 'attachment');
    assert.equal(parsed.params.get('filename'), 'été.x12');
    assert.equal(parsed.params.get('size'), '12');
    assert.equal(
      parseParameterized('attachment; filename="a \\"b\\".x12"').params.get('filename'),
      'a "b".x12',
    );
  });

  it('decodes base64 bodies strictly and refuses unknown transfer encodings', () => {
    const base64 = entity('Content-Transfer-Encoding: base64\r\n\r\naGVs\r\nbG8=\r\n');
    assert.equal(decodedBody(base64).toString(), 'hello');
    refused(
      () => decodedBody(entity('Content-Transfer-Encoding: base64\r\n\r\naGVs*bG8=')),
      /not base64/,
    );
    refused(
      () => decodedBody(entity('Content-Transfer-Encoding: x-uuencode\r\n\r\nx')),
      /Unsupported/,
    );
  });
});

describe('multipart splitting', () => {
  it('skips preamble and epilogue, allows transport padding, keeps part bytes exact', () => {
    const parsed = multipart(
      'b1',
      'preamble\r\n--b1  \r\nA: 1\r\n\r\none\r\n\r\n--b1\r\n\r\ntwo\r\n--b1--\r\nepilogue',
    );
    assert.deepEqual(splitMultipart(parsed).map(String), ['A: 1\r\n\r\none\r\n', '\r\ntwo']);
  });

  it('a line that only starts with the boundary is content', () => {
    const parsed = multipart('b1', '--b1\r\n\r\nx\r\n--b1x not a delimiter\r\n--b1--');
    assert.deepEqual(splitMultipart(parsed).map(String), ['\r\nx\r\n--b1x not a delimiter']);
  });

  for (const [body, reason] of [
    ['--b1\r\n\r\nx\r\n--b1\r\n\r\ny', /closing boundary/],
    ['no delimiter at all', /does not contain its boundary/],
    ['--b1\r\n--b1--', /empty part/],
    ['--b1--', /no parts/],
  ] as const) {
    it(`refuses ${JSON.stringify(body)}`, () =>
      refused(() => splitMultipart(multipart('b1', body)), reason));
  }

  it('refuses a boundary longer than 70 characters or ending in a space', () => {
    refused(() => splitMultipart(multipart('b'.repeat(71), 'x')), /no valid boundary/);
    refused(() => splitMultipart(multipart('b1 ', 'x')), /no valid boundary/);
  });

  it('refuses more parts than allowed', () => {
    const body = `${'--b1\r\n\r\nx\r\n'.repeat(17)}--b1--`;
    refused(() => splitMultipart(multipart('b1', body)), /More than 16 parts/);
  });
});

describe('our messages through our code', () => {
  const ours = makeCertificate('US-ROUNDTRIP');
  const theirs = makeCertificate('PARTNER-ROUNDTRIP');
  // certs.ts uses one key for every certificate: the identities differ by certificate.
  const us = { privateKey: keyPem, certificate: ours.pem };
  const partner = { privateKey: keyPem, certificate: theirs.pem };
  const payload = Buffer.from('{"order":4711}');

  it('plain: the file name travels in the Content-Disposition header', () => {
    const packed = packMessage(payload, { fileName: 'order "1" é.json', messageType: 'JSON' });
    assert.equal(packed.contentType, 'application/json');
    const message = unpackMessage(packed.contentType, packed.body, { headers: packed.headers });
    assert.deepEqual(message.payload, payload);
    assert.equal(message.fileName, 'order "1" é.json');
    assert.deepEqual(message.mic, packed.mic);
  });

  it('refuses a file name with a line break', () => {
    assert.throws(
      () => packMessage(payload, { fileName: 'a\r\nb.json', messageType: 'JSON' }),
      As2MessageError,
    );
  });

  for (const digest of DIGEST_ALGORITHMS) {
    for (const cipher of ENCRYPTION_ALGORITHMS) {
      it(`${digest} + ${cipher} + compressed: opens with the same MIC`, () => {
        const packed = packMessage(payload, {
          fileName: 'o.json',
          messageType: 'JSON',
          sign: digest,
          encrypt: cipher,
          compress: true,
          own: us,
          partnerCertificate: theirs.der,
        });
        const message = unpackMessage(packed.contentType, packed.body, {
          own: partner,
          partnerCertificate: ours.der,
          requireSigned: true,
          requireEncrypted: true,
          allowedDigests: [digest],
          allowedCiphers: [cipher],
        });
        assert.deepEqual(message.payload, payload);
        assert.deepEqual(message.mic, packed.mic);
        assert.deepEqual([message.signAlgorithm, message.encryptAlgorithm], [digest, cipher]);
      });
    }
  }
});

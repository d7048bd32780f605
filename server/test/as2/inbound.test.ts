import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { parseMdn } from '../../src/modules/as2/message';
import { ACME, eventually, startTestServer, type StartedServer } from '../harness';
import { makeCertificate, makePkcs12 } from './certs';
import { as2Api, receivePortBody } from './fixtures';
import {
  as2Headers,
  lastLogs,
  opensslMessage,
  opensslSign,
  receivingPort,
  storedNames,
} from './inbound-kit';
import { asSmime, makeKit, opensslMic, X12, type Kit } from './message-kit';

let server: StartedServer;
let kit: Kit;
let portId = 0;
const tokens = { sys: '', admin: '' };
const FOLDER = 'mounted/as2/RP_IN/';
/** Small, so that the over-the-limit case needs no 50 MiB here (the limit's own test below). */
const LIMIT = 1024 * 1024;

before(async () => {
  kit = makeKit();
  server = await startTestServer({ as2MaxMessageBytes: LIMIT });
  tokens.sys = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.admin = await server.login(ACME.admin.username, ACME.admin.password);
  portId = (await receivingPort(server, tokens.sys, kit)).id;
});
after(async () => {
  await server?.close();
  kit?.close();
});

let sequence = 0;
const newMessageId = () => `<${Date.now()}.${++sequence}@partner.example>`;

function post(
  message: { contentType: string; body: Buffer },
  headers: Record<string, string>,
  to = portId,
) {
  return server.app.inject({
    method: 'POST',
    url: `/as2/inbound/${to}`,
    headers: { ...headers, 'content-type': message.contentType },
    payload: message.body,
  });
}

/** The MDN of an answer, its signature checked against our certificate. */
function mdnOf(response: { headers: Record<string, unknown>; rawPayload: Buffer }) {
  return parseMdn(String(response.headers['content-type']), response.rawPayload, {
    partnerCertificate: kit.us.certificate,
    requireSigned: true,
  });
}

describe('AS2 receive port: a partner posts to /as2/inbound/{port}', () => {
  it('accepts a message OpenSSL signed and encrypted: stores it, logs it, answers a signed MDN with the MIC OpenSSL computes', async () => {
    const message = opensslMessage(kit);
    const messageId = newMessageId();
    const response = await post(message, as2Headers(messageId));
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['as2-from'], 'ACME');
    assert.equal(response.headers['as2-to'], 'PARTNER');
    const mdn = mdnOf(response);
    assert.equal(mdn.disposition.positive, true);
    assert.equal(mdn.originalMessageId, messageId);
    // The MIC covers the signed entity: the payload entity with its headers, as OpenSSL signed it.
    assert.equal(mdn.receivedContentMic?.value, opensslMic(kit, message.entity, 'sha256'));
    // OpenSSL verifies our MDN's signature too.
    const smime = kit.file(
      'mdn.eml',
      asSmime(String(response.headers['content-type']), response.rawPayload),
    );
    kit.openssl([
      'cms',
      '-verify',
      '-in',
      smime,
      '-CAfile',
      kit.us.certPath,
      '-out',
      kit.file('mdn.out', ''),
    ]);
    assert.deepEqual(await storedNames(server, tokens.admin, FOLDER), ['po-4711.x12']);
    const download = await server.call(tokens.admin, {
      method: 'GET',
      url: `/download?path=${encodeURIComponent(`${FOLDER}po-4711.x12`)}`,
    });
    assert.equal(download.body, X12);
    const [log] = await lastLogs(server);
    assert.equal(log.status, 'success');
    assert.equal(log.direction, 'receive');
    assert.equal(log.messageId, messageId);
    assert.equal(log.portId, portId);
    assert.equal(log.filePath, `${FOLDER}po-4711.x12`);
    assert.equal(log.mic, `${mdn.receivedContentMic?.value}, sha-256`);
    assert.equal(log.mdnStatus, 'processed');
    assert.equal(log.size, X12.length);
  });

  it('answers a resent Message-ID with the same MDN and stores it once, with a log entry saying so', async () => {
    const messageId = newMessageId();
    const message = opensslMessage(kit, { fileName: 'resent.x12' });
    const first = await post(message, as2Headers(messageId));
    const again = await post(message, as2Headers(messageId));
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.rawPayload, first.rawPayload);
    const names = await storedNames(server, tokens.admin, FOLDER);
    assert.equal(names.filter((name) => name.startsWith('resent')).length, 1);
    const [resend, original] = await lastLogs(server, 2);
    assert.equal(original.status, 'success');
    assert.equal(resend.status, 'failed');
    assert.match(
      resend.errorMessage ?? '',
      /^A resend of the message received at .*not stored again$/,
    );
  });

  const refusals: [
    string,
    () => { contentType: string; body: Buffer },
    Record<string, string>,
    string,
    RegExp,
  ][] = [
    [
      'signed by a certificate the port does not trust',
      () => opensslMessage(kit, { signer: 'stranger', fileName: 'a.x12' }),
      {},
      'authentication-failed',
      /signature|signer|certificate/i,
    ],
    [
      'encrypted for another certificate',
      () => opensslMessage(kit, { recipient: 'stranger', fileName: 'b.x12' }),
      {},
      'decryption-failed',
      /^The message is not encrypted for our certificate$/,
    ],
    [
      'unsigned, to a port that requires signing',
      () => opensslMessage(kit, { signer: null, fileName: 'c.x12' }),
      {},
      'insufficient-message-security',
      /sign/i,
    ],
    [
      'from a partner the port does not know',
      () => opensslMessage(kit, { fileName: 'd.x12' }),
      { 'as2-from': 'INTRUDER' },
      'authentication-failed',
      /^Unknown trading partner/,
    ],
    [
      'with a file name that tries to leave its folder',
      () => opensslMessage(kit, { fileName: '../../escape.x12' }),
      {},
      'unexpected-processing-error',
      /leave its folder/,
    ],
  ];
  for (const [what, make, headers, modifier, reason] of refusals) {
    it(`answers a message ${what} with a negative MDN (${modifier}), logs the reason, stores nothing`, async () => {
      const before = await storedNames(server, tokens.admin, FOLDER);
      const response = await post(make(), as2Headers(newMessageId(), headers));
      assert.equal(response.statusCode, 200, response.body);
      const mdn = mdnOf(response);
      assert.equal(mdn.disposition.positive, false);
      assert.equal(mdn.disposition.modifier, modifier);
      const [log] = await lastLogs(server);
      assert.equal(log.status, 'failed');
      assert.equal(log.mdnStatus, `processed/error: ${modifier}`);
      assert.match(log.errorMessage ?? '', reason);
      assert.deepEqual(await storedNames(server, tokens.admin, FOLDER), before);
    });
  }

  it('refuses bad AS2 headers with 400 and a log entry: a 10,000-character Message-ID, no AS2-To', async () => {
    const message = opensslMessage(kit, { fileName: 'e.x12' });
    const long = await post(message, as2Headers(`<${'x'.repeat(10_000)}@partner.example>`));
    assert.equal(long.statusCode, 400);
    assert.equal(long.body, 'The Message-ID is longer than 998 characters');
    const [logged] = await lastLogs(server);
    assert.equal(logged.status, 'failed');
    assert.equal(logged.messageId.length, 300);
    const headers: Record<string, string> = as2Headers(newMessageId());
    delete headers['as2-to'];
    const missing = await post(message, headers);
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.body, 'The header as2-to is required');
  });

  it('refuses a body over the limit from its Content-Length, before reading it, with a log entry', async () => {
    const before = (await lastLogs(server))[0].id;
    const response = await post(
      {
        contentType: 'application/pkcs7-mime; smime-type=enveloped-data',
        body: Buffer.alloc(LIMIT + 1),
      },
      as2Headers(newMessageId()),
    );
    assert.equal(response.statusCode, 413);
    assert.equal(response.body, `The message is larger than this server takes (${LIMIT} bytes)`);
    const [log] = await lastLogs(server);
    assert.ok(log.id > before);
    assert.equal(log.errorMessage, response.body);
  });

  it('answers 404 for a port that is not a receive port', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/as2/inbound/999999',
      payload: 'x',
    });
    assert.equal(response.statusCode, 404);
  });

  it('sends the MDN asynchronously to the Receipt-Delivery-Option URL when asked', async () => {
    const received: { headers: IncomingMessage['headers']; body: Buffer }[] = [];
    const partner = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks) });
        response.end();
      });
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/mdn`;
      const messageId = newMessageId();
      const response = await post(
        opensslMessage(kit, { fileName: 'async.x12' }),
        as2Headers(messageId, { 'receipt-delivery-option': url }),
      );
      assert.equal(response.statusCode, 200);
      assert.equal(response.body, 'Received; the MDN follows asynchronously');
      await eventually(() => received.length === 1, 'the asynchronous MDN');
      const mdn = parseMdn(String(received[0].headers['content-type']), received[0].body, {
        partnerCertificate: kit.us.certificate,
      });
      assert.equal(mdn.originalMessageId, messageId);
      assert.equal(mdn.disposition.positive, true);
      assert.equal(received[0].headers['as2-to'], 'PARTNER');
    } finally {
      partner.close();
    }
  });

  it('opens a PKCS#12 self certificate with the port password, and refuses an expired partner certificate with the expiry message', async () => {
    const api = as2Api(server, tokens.sys);
    const me = makeCertificate('ME');
    await api.upload('me.p12', makePkcs12(me, 'secret'), { password: 'secret' });
    const expired = makeCertificate('OLD', -30, -2);
    await api.upload('old.crt', expired.pem);
    const p12Port = await api.addPort(
      'receive',
      receivePortBody({
        name: 'RP_P12',
        from: 'PARTNER',
        to: 'ACME',
        selfCertificate: 'me.p12',
        selfCertificatePassword: 'secret',
        partnerCertificate: 'partner.crt',
        signed: true,
        encrypted: true,
      }),
    );
    const mePath = kit.file('me.pem', me.pem);
    const signed = opensslSign(
      kit,
      kit.partner,
      Buffer.from('Content-Type: application/edi-x12\r\n\r\n' + X12),
    );
    const der = kit.openssl(
      ['cms', '-encrypt', '-binary', '-aes256', '-outform', 'DER', mePath],
      signed,
    );
    const message = { contentType: 'application/pkcs7-mime; smime-type=enveloped-data', body: der };
    const accepted = await post(message, as2Headers(newMessageId()), p12Port.id);
    const mdn = parseMdn(String(accepted.headers['content-type']), accepted.rawPayload, {
      partnerCertificate: me.pem,
      requireSigned: true,
    });
    assert.equal(mdn.disposition.positive, true, accepted.body);

    const oldPort = await api.addPort(
      'receive',
      receivePortBody({
        name: 'RP_OLD',
        from: 'PARTNER',
        to: 'ACME',
        selfCertificate: 'us.pem',
        partnerCertificate: 'old.crt',
      }),
    );
    const refused = await post(message, as2Headers(newMessageId()), oldPort.id);
    assert.equal(
      parseMdn(String(refused.headers['content-type']), refused.rawPayload).disposition.positive,
      false,
    );
    const [log] = await lastLogs(server);
    assert.equal(
      log.errorMessage,
      `The certificate old.crt expired on ${expired.validTo.toISOString().slice(0, 10)}`,
    );
  });

  it('reads a certificate file replaced in place with the very next message (keys are cached by the file digest)', async () => {
    const api = as2Api(server, tokens.sys);
    await api.upload('swap.crt', makeCertificate('SWAP').pem);
    const port = await api.addPort(
      'receive',
      receivePortBody({
        name: 'RP_SWAP',
        from: 'PARTNER',
        to: 'ACME',
        selfCertificate: 'us.pem',
        partnerCertificate: 'swap.crt',
      }),
    );
    const message = { contentType: 'application/edi-x12', body: Buffer.from(X12) };
    const first = await post(message, as2Headers(newMessageId()), port.id);
    assert.equal(mdnOf(first).disposition.positive, true, first.body);
    const expired = makeCertificate('SWAP', -30, -2);
    await api.upload('swap.crt', expired.pem, { overwrite: 'true' });
    const second = await post(message, as2Headers(newMessageId()), port.id);
    assert.equal(
      parseMdn(String(second.headers['content-type']), second.rawPayload).disposition.positive,
      false,
    );
    const [log] = await lastLogs(server);
    assert.equal(
      log.errorMessage,
      `The certificate swap.crt expired on ${expired.validTo.toISOString().slice(0, 10)}`,
    );
  });
});

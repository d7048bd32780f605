import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { As2Log, As2LogDetail } from '@console/shared/contract';
import { ACME, eventually, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { as2Api, callApi, receivePortBody, sendPortBody } from './fixtures';
import { storedNames } from './inbound-kit';
import { makeKit, X12, type Kit } from './message-kit';
import { multipart } from './multipart';

/**
 * Two tenants of one server exchange AS2 messages through their ports over real HTTP: Acme's
 * send port posts to Globex's receive port's inbound address, and reads its MDN.
 */
let server: StartedServer;
let kit: Kit;
let base = '';
const tokens = { acme: '', globex: '', globexAdmin: '', acmeAdmin: '' };

before(async () => {
  kit = makeKit();
  server = await startTestServer();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  tokens.acme = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.globex = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
  tokens.globexAdmin = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
  tokens.acmeAdmin = await server.login(ACME.admin.username, ACME.admin.password);
  // Acme is kit.us, Globex kit.partner: each holds its key and the other's certificate.
  const acme = as2Api(server, tokens.acme);
  await acme.upload('acme.pem', Buffer.concat([kit.us.certificate, kit.us.privateKey]));
  await acme.upload('globex.crt', kit.partner.certificate);
  const globex = as2Api(server, tokens.globex);
  await globex.upload(
    'globex.pem',
    Buffer.concat([kit.partner.certificate, kit.partner.privateKey]),
  );
  await globex.upload('acme.crt', kit.us.certificate);
});
after(async () => {
  await server?.close();
  kit?.close();
});

const secured = {
  selfCertificate: 'acme.pem',
  partnerCertificate: 'globex.crt',
  signed: true,
  encrypted: true,
};

async function ports(
  name: string,
  receive: Record<string, unknown>,
  send: Record<string, unknown>,
) {
  const inbound = await as2Api(server, tokens.globex).addPort(
    'receive',
    receivePortBody({
      name: `RP_${name}`,
      from: 'ACME',
      to: 'GLOBEX',
      selfCertificate: 'globex.pem',
      partnerCertificate: 'acme.crt',
      signed: true,
      encrypted: true,
      ...receive,
    }),
  );
  const body = sendPortBody({
    name: `SP_${name}`,
    from: 'ACME',
    to: 'GLOBEX',
    url: `${base}/as2/inbound/${inbound.id}`,
    ...secured,
    ...send,
  });
  const port = await as2Api(server, tokens.acme).addPort('send', body);
  return { ...port, body };
}

const sendFile = async (portId: number, fileName: string, content: string) =>
  callApi<As2Log>(server, tokens.acme, {
    method: 'POST',
    url: `/as2/api/sendport/${portId}/send`,
    ...multipart([{ name: 'file', filename: fileName, content: Buffer.from(content) }]),
  });

describe('AS2 between two tenants of one server', () => {
  for (const [mode, send] of [
    [
      'signed, encrypted and compressed, a signed synchronous MDN',
      { compressed: true, mdnSigned: true },
    ],
    ['signed and encrypted, an unsigned synchronous MDN', { mdnSigned: false }],
    [
      'signed only (SHA-512), a signed MDN',
      { encrypted: false, signAlgorithm: 'SHA512', mdnSigned: true },
    ],
  ] as const) {
    it(`sends a file ${mode}: both logs show the pair, the file lands in Globex's store`, async () => {
      const name = `M${mode.length}${send.mdnSigned ? 'S' : 'U'}`;
      const receive = 'encrypted' in send ? { encrypted: false, signAlgorithm: 'SHA512' } : {};
      const port = await ports(name, receive, send);
      const answer = await sendFile(port.id, `order-${name}.x12`, X12);
      assert.equal(answer.status, 200, answer.msg);
      assert.equal(answer.data.status, 'success', answer.data.errorMessage ?? '');
      assert.equal(answer.data.mdnStatus, 'processed');
      const globexLogs = await callApi<{ list: As2Log[] }>(server, tokens.globex, {
        method: 'GET',
        url: `/as2/api/QueryLogs?messageId=${encodeURIComponent(answer.data.messageId)}`,
      });
      assert.equal(globexLogs.data.list.length, 1);
      assert.equal(globexLogs.data.list[0].status, 'success');
      assert.equal(globexLogs.data.list[0].type, 'receive');
      const names = await storedNames(server, tokens.globexAdmin, `mounted/as2/RP_${name}/`);
      assert.deepEqual(names, [`order-${name}.x12`]);
    });
  }

  it('shows each side its message in detail: headers, MIC, the stored file and the MDN', async () => {
    const port = await ports('DETAIL', {}, { mdnSigned: true });
    const answer = await sendFile(port.id, 'order-detail.x12', X12);
    assert.equal(answer.data.status, 'success', answer.data.errorMessage ?? '');
    const detail = (token: string, id: number, tail = '') =>
      callApi<As2LogDetail>(server, token, {
        method: 'GET',
        url: `/as2/api/QueryLogs/${id}${tail}`,
      });
    const sent = await detail(tokens.acme, answer.data.id);
    assert.equal(sent.status, 200, sent.msg);
    assert.equal(sent.data.headers['message-id'], answer.data.messageId);
    assert.equal(sent.data.headers['as2-to'], 'GLOBEX');
    assert.match(sent.data.mic ?? '', /^[A-Za-z0-9+/]+=*, sha-?256$/i);
    assert.match(sent.data.mdnContentType ?? '', /^multipart\/signed/);
    assert.match(sent.data.mdnText ?? '', /Original-Message-ID: /i);
    assert.equal(sent.data.filePath, null);
    assert.equal(sent.data.demo, false);

    const globexLogs = await callApi<{ list: As2Log[] }>(server, tokens.globex, {
      method: 'GET',
      url: `/as2/api/QueryLogs?messageId=${encodeURIComponent(answer.data.messageId)}`,
    });
    const receivedId = globexLogs.data.list[0].id;
    const received = await detail(tokens.globex, receivedId);
    assert.equal(received.data.filePath, 'mounted/as2/RP_DETAIL/order-detail.x12');
    assert.equal(received.data.mic, sent.data.mic);
    assert.equal(received.data.headers['as2-from'], 'ACME');
    const file = await server.call(tokens.globex, {
      method: 'GET',
      url: `/as2/api/QueryLogs/${receivedId}/file`,
    });
    assert.equal(file.statusCode, 200);
    assert.equal(file.body, X12);
    assert.match(String(file.headers['content-disposition']), /order-detail\.x12/);
    // Another tenant's message is not there for Acme, and the file store's admin is not AS2's.
    assert.equal((await detail(tokens.acme, receivedId)).status, 404);
    assert.equal((await detail(tokens.acme, receivedId, '/file')).status, 404);
    assert.equal((await detail(tokens.globexAdmin, receivedId)).status, 403);
    assert.equal((await detail(tokens.acme, answer.data.id, '/file')).status, 404);
    assert.equal((await detail(tokens.acme, 0)).status, 400);
  });

  for (const [mode, mdn] of [
    ['a signed synchronous MDN', { mdnSigned: true }],
    ['an unsigned asynchronous MDN', { mdnSigned: false, mdnMode: 'async' }],
  ] as const) {
    it(`sends the other way, Globex to Acme, with ${mode}: both logs show the pair`, async () => {
      const name = `BACK_${mdn.mdnSigned ? 'S' : 'A'}`;
      const inbound = await as2Api(server, tokens.acme).addPort(
        'receive',
        receivePortBody({
          name: `RP_${name}`,
          from: 'GLOBEX',
          to: 'ACME',
          selfCertificate: 'acme.pem',
          partnerCertificate: 'globex.crt',
          signed: true,
          encrypted: true,
        }),
      );
      const body = sendPortBody({
        name: `SP_${name}`,
        from: 'GLOBEX',
        to: 'ACME',
        url: `${base}/as2/inbound/${inbound.id}`,
        selfCertificate: 'globex.pem',
        partnerCertificate: 'acme.crt',
        signed: true,
        encrypted: true,
        ...mdn,
        asyncMdnUrl: 'mdnMode' in mdn ? 'http://127.0.0.1:9/later' : null,
      });
      const port = await as2Api(server, tokens.globex).addPort('send', body);
      if ('mdnMode' in mdn) {
        const updated = await callApi(server, tokens.globex, {
          method: 'POST',
          url: `/as2/api/sendport/update/${port.id}`,
          payload: { ...body, asyncMdnUrl: `${base}/as2/mdn/${port.id}` },
        });
        assert.equal(updated.status, 200, updated.msg);
      }
      const answer = await callApi<As2Log>(server, tokens.globex, {
        method: 'POST',
        url: `/as2/api/sendport/${port.id}/send`,
        ...multipart([{ name: 'file', filename: `asn-${name}.x12`, content: Buffer.from(X12) }]),
      });
      assert.equal(answer.status, 200, answer.msg);
      const logOf = async (token: string) =>
        (
          await callApi<{ list: As2Log[] }>(server, token, {
            method: 'GET',
            url: `/as2/api/QueryLogs?messageId=${encodeURIComponent(answer.data.messageId)}`,
          })
        ).data.list;
      await eventually(async () => (await logOf(tokens.globex))[0].status !== 'pending', 'the MDN');
      const [sent] = await logOf(tokens.globex);
      assert.equal(sent.status, 'success', sent.errorMessage ?? '');
      assert.equal(sent.type, 'send');
      assert.equal(sent.mdnStatus, 'processed');
      const received = await logOf(tokens.acme);
      assert.deepEqual(
        received.map((log) => [log.type, log.status, log.name]),
        [['receive', 'success', `RP_${name}`]],
      );
      assert.deepEqual(await storedNames(server, tokens.acmeAdmin, `mounted/as2/RP_${name}/`), [
        `asn-${name}.x12`,
      ]);
    });
  }

  it("logs a failure with the partner MDN's reason when the receive port wants another digest", async () => {
    const port = await ports('DIGEST', { signAlgorithm: 'SHA512' }, { signAlgorithm: 'SHA256' });
    const answer = await sendFile(port.id, 'order-digest.x12', X12);
    assert.equal(answer.status, 200, answer.msg);
    assert.equal(answer.data.status, 'failed');
    assert.equal(answer.data.mdnStatus, 'processed/error: insufficient-message-security');
    assert.match(answer.data.errorMessage ?? '', /^The partner did not process the message/);
    assert.deepEqual(await storedNames(server, tokens.globexAdmin, 'mounted/as2/RP_DIGEST/'), []);
  });

  it('sends with an asynchronous MDN: pending until the partner posts it to /as2/mdn/{port}, then success', async () => {
    const port = await ports(
      'ASYNC',
      {},
      {
        mdnMode: 'async',
        mdnSigned: true,
        asyncMdnUrl: 'http://127.0.0.1:9/later',
      },
    );
    // The port's MDN address is its own id's: set once the port exists.
    const updated = await callApi(server, tokens.acme, {
      method: 'POST',
      url: `/as2/api/sendport/update/${port.id}`,
      payload: { ...port.body, asyncMdnUrl: `${base}/as2/mdn/${port.id}` },
    });
    assert.equal(updated.status, 200, updated.msg);
    const answer = await sendFile(port.id, 'order-async.x12', X12);
    assert.equal(answer.data.status, 'pending', answer.data.errorMessage ?? '');
    const status = async () =>
      (
        await callApi<{ list: As2Log[] }>(server, tokens.acme, {
          method: 'GET',
          url: `/as2/api/QueryLogs?messageId=${encodeURIComponent(answer.data.messageId)}`,
        })
      ).data.list[0];
    await eventually(async () => (await status()).status === 'success', 'the asynchronous MDN');
    assert.equal((await status()).mdnStatus, 'processed');
    // A second copy of the MDN, or one for a message this port never sent, changes nothing.
    const stranger = await server.app.inject({
      method: 'POST',
      url: `/as2/mdn/${port.id}`,
      headers: {
        'content-type': 'multipart/report; report-type=disposition-notification; boundary=x',
      },
      payload: '--x--\r\n',
    });
    assert.equal(stranger.statusCode, 400);
    assert.equal((await status()).status, 'success');
  });

  it('sends from a script: as2.send(port, file name, content) answers the log entry', async () => {
    await ports('SCRIPT', {}, { mdnSigned: true });
    const admin = await server.login(ACME.admin.username, ACME.admin.password);
    const run = await callApi<{ ok: boolean; output: Record<string, unknown> }>(server, admin, {
      method: 'POST',
      url: '/api/script/dryRun',
      payload: { script: "return as2.send('SP_SCRIPT', 'from-script.x12', 'ISA*00*~')" },
    });
    assert.equal(run.status, 200, run.msg);
    assert.equal(run.data.ok, true, JSON.stringify(run.data));
    assert.equal(run.data.output.status, 'success');
    assert.equal(run.data.output.mdnStatus, 'processed');
    assert.deepEqual(await storedNames(server, tokens.globexAdmin, 'mounted/as2/RP_SCRIPT/'), [
      'from-script.x12',
    ]);
    const unknown = await callApi<{ ok: boolean; error: { message: string } }>(server, admin, {
      method: 'POST',
      url: '/api/script/dryRun',
      payload: { script: "return as2.send('SP_NONE', 'x.x12', 'x')" },
    });
    assert.equal(unknown.data.ok, false);
    assert.match(unknown.data.error.message, /No send port named SP_NONE/);
  });

  it('sends a file of the file store through a port: the administrator\'s "Send by AS2"', async () => {
    const port = await ports('STORED', {}, { mdnSigned: true });
    const upload = await callApi(server, tokens.acmeAdmin, {
      method: 'POST',
      url: '/api/fileUpload',
      ...multipart([
        { name: 'path', value: 'mounted/' },
        { name: 'file', filename: 'stored-order.x12', content: Buffer.from(X12) },
      ]),
    });
    assert.equal(upload.status, 200, upload.msg);
    const names = await callApi<{ id: number; name: string }[]>(server, tokens.acmeAdmin, {
      method: 'GET',
      url: '/as2/api/sendport/names',
    });
    assert.equal(names.status, 200, names.msg);
    assert.ok(names.data.some((entry) => entry.id === port.id && entry.name === 'SP_STORED'));
    assert.deepEqual(Object.keys(names.data[0]).sort(), ['id', 'name']);
    const globexNames = await callApi<{ name: string }[]>(server, tokens.globex, {
      method: 'GET',
      url: '/as2/api/sendport/names',
    });
    assert.ok(!globexNames.data.some((entry) => entry.name === 'SP_STORED'));

    const send = (token: string, id: number, payload: unknown) =>
      callApi<As2Log>(server, token, {
        method: 'POST',
        url: `/as2/api/sendport/${id}/sendStored`,
        payload: payload as object,
      });
    const answer = await send(tokens.acmeAdmin, port.id, { path: 'mounted/stored-order.x12' });
    assert.equal(answer.status, 200, answer.msg);
    assert.equal(answer.data.status, 'success', answer.data.errorMessage ?? '');
    assert.equal(answer.data.fileName, 'stored-order.x12');
    assert.deepEqual(await storedNames(server, tokens.globexAdmin, 'mounted/as2/RP_STORED/'), [
      'stored-order.x12',
    ]);

    // Bad input: each a clear 4xx, and nothing more sent.
    const before = await callApi<{ total: number }>(server, tokens.acme, {
      method: 'GET',
      url: '/as2/api/QueryLogs?partner=SP_STORED',
    });
    for (const [token, id, payload, status] of [
      [tokens.acmeAdmin, port.id, { path: 'mounted/none.x12' }, 404],
      [tokens.acmeAdmin, port.id, { path: 'mounted/' }, 404],
      [tokens.acmeAdmin, port.id, { path: '../etc/passwd' }, 400],
      [tokens.acmeAdmin, port.id, {}, 400],
      [tokens.acmeAdmin, port.id, { path: 'x'.repeat(5000) }, 400],
      [tokens.acme, port.id, { path: 'mounted/stored-order.x12' }, 403],
      [tokens.globexAdmin, port.id, { path: 'mounted/stored-order.x12' }, 404],
    ] as const) {
      const refused = await send(token, id, payload);
      assert.equal(
        refused.status,
        status,
        `${JSON.stringify(payload).slice(0, 60)}: ${refused.msg}`,
      );
    }
    const after = await callApi<{ total: number }>(server, tokens.acme, {
      method: 'GET',
      url: '/as2/api/QueryLogs?partner=SP_STORED',
    });
    assert.equal(after.data.total, before.data.total);
  });

  it('logs a failure when the partner cannot be reached, within the port timeout', async () => {
    const port = await as2Api(server, tokens.acme).addPort(
      'send',
      sendPortBody({
        name: 'SP_NOWHERE',
        url: 'http://127.0.0.1:9/as2',
        ...secured,
      }),
    );
    const answer = await sendFile(port.id, 'order.x12', X12);
    assert.equal(answer.data.status, 'failed');
    assert.match(answer.data.errorMessage ?? '', /^The partner could not be reached/);
  });
});

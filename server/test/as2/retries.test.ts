import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { As2Log } from '@console/shared/contract';
import { ACME, eventually, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { as2Api, callApi, receivePortBody, sendPortBody } from './fixtures';
import { X12 } from './message-kit';
import { multipart } from './multipart';

/**
 * Retries with back-off (issue 28 §2): a partner that cannot take a message now is tried again
 * after the port's interval, doubled each time, up to its retry count; a refusal is final.
 * The partner here is a stand-in on a loopback port that answers as each test says, or passes
 * the message on to Globex's real receive port.
 */
let server: StartedServer;
let base = '';
let partner: Server;
let partnerUrl = '';
const tokens = { acme: '', globex: '' };
/** What the stand-in answers to each request, in turn; past the list it passes the message on. */
let script: number[] = [];
let arrivals: number[] = [];
let forwardTo = '';

async function relay(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      ([name]) => !['host', 'content-length', 'connection'].includes(name),
    ),
  ) as Record<string, string>;
  return fetch(forwardTo, { method: 'POST', headers, body: Buffer.concat(chunks) });
}

before(async () => {
  server = await startTestServer();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  tokens.acme = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.globex = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
  partner = createServer((request, response) => {
    arrivals.push(Date.now());
    const status = script.shift();
    if (status !== undefined) {
      request.resume();
      response.writeHead(status).end(`stand-in says ${status}`);
      return;
    }
    relay(request).then(
      async (answer) => {
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? '',
        });
        response.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => response.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://127.0.0.1:${(partner.address() as AddressInfo).port}/as2`;
  const inbound = await as2Api(server, tokens.globex).addPort(
    'receive',
    receivePortBody({ name: 'RP_RETRIES', from: 'ACME', to: 'GLOBEX' }),
  );
  forwardTo = `${base}/as2/inbound/${inbound.id}`;
});
after(async () => {
  await new Promise((resolve) => partner?.close(resolve));
  await server?.close();
});

async function sendPort(name: string, retries: Record<string, unknown>) {
  const body = sendPortBody({ name, from: 'ACME', to: 'GLOBEX', url: partnerUrl, ...retries });
  return as2Api(server, tokens.acme).addPort('send', body);
}

const sendFile = (portId: number, fileName: string) =>
  callApi<As2Log>(server, tokens.acme, {
    method: 'POST',
    url: `/as2/api/sendport/${portId}/send`,
    ...multipart([{ name: 'file', filename: fileName, content: Buffer.from(X12) }]),
  });

async function acmeLog(messageId: string) {
  const answer = await callApi<{ list: As2Log[] }>(server, tokens.acme, {
    method: 'GET',
    url: `/as2/api/QueryLogs?messageId=${encodeURIComponent(messageId)}`,
  });
  return answer.data.list[0];
}

describe('AS2 retries with back-off', () => {
  it('retries a partner that answered 503, and ends as success with one message received', async () => {
    script = [503];
    arrivals = [];
    const port = await sendPort('SP_RETRY_OK', { retryCount: 2, retryInterval: 1 });
    const answer = await sendFile(port.id, 'retry-ok.x12');
    assert.equal(answer.status, 200, answer.msg);
    assert.equal(answer.data.status, 'pending');
    assert.match(
      answer.data.errorMessage ?? '',
      /^Attempt 1 of 3 failed: The partner answered HTTP 503: stand-in says 503\. Next attempt at \d{4}-/,
    );
    const { messageId } = answer.data;
    await eventually(
      async () => (await acmeLog(messageId)).status !== 'pending',
      'the retry',
      8000,
    );
    const done = await acmeLog(messageId);
    assert.equal(done.status, 'success', done.errorMessage ?? '');
    assert.equal(done.errorMessage, null);
    assert.equal(arrivals.length, 2);
    assert.ok(arrivals[1] - arrivals[0] >= 950, `retried after ${arrivals[1] - arrivals[0]} ms`);
    const globex = await callApi<{ list: As2Log[] }>(server, tokens.globex, {
      method: 'GET',
      url: `/as2/api/QueryLogs?messageId=${encodeURIComponent(messageId)}`,
    });
    assert.deepEqual(
      globex.data.list.map((log) => log.status),
      ['success'],
    );
  });

  it('doubles the wait at each retry, and fails with the reason after the last attempt', async () => {
    script = [502, 503, 504];
    arrivals = [];
    const port = await sendPort('SP_RETRY_FAIL', { retryCount: 2, retryInterval: 1 });
    const answer = await sendFile(port.id, 'retry-fail.x12');
    assert.equal(answer.data.status, 'pending');
    const { messageId } = answer.data;
    await eventually(
      async () => (await acmeLog(messageId)).status !== 'pending',
      'the last attempt',
      10_000,
    );
    const done = await acmeLog(messageId);
    assert.equal(done.status, 'failed');
    assert.equal(
      done.errorMessage,
      'The partner answered HTTP 504: stand-in says 504 (after 3 attempts)',
    );
    assert.equal(arrivals.length, 3);
    const [first, second] = [arrivals[1] - arrivals[0], arrivals[2] - arrivals[1]];
    assert.ok(first >= 950 && second >= 1950, `waited ${first} ms, then ${second} ms`);
  });

  it('does not retry a refusal (HTTP 400): it fails at once', async () => {
    script = [400];
    arrivals = [];
    const port = await sendPort('SP_RETRY_400', { retryCount: 3, retryInterval: 1 });
    const answer = await sendFile(port.id, 'refused.x12');
    assert.equal(answer.data.status, 'failed');
    assert.equal(answer.data.errorMessage, 'The partner answered HTTP 400: stand-in says 400');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    assert.equal(arrivals.length, 1);
  });

  it('takes the retry settings as port fields, with their defaults and limits', async () => {
    const api = (payload: object) =>
      callApi<{ retryCount: number; retryInterval: number }>(server, tokens.acme, {
        method: 'POST',
        url: '/as2/api/sendport/add',
        payload,
      });
    const {
      retryCount: _count,
      retryInterval: _interval,
      ...plain
    } = sendPortBody({ name: 'SP_DEFAULTS' });
    const defaults = await api(plain);
    assert.equal(defaults.status, 200, defaults.msg);
    assert.deepEqual([defaults.data.retryCount, defaults.data.retryInterval], [3, 60]);
    for (const [field, value, message] of [
      ['retryCount', 11, 'retryCount must be a whole number from 0 to 10'],
      ['retryCount', -1, 'retryCount must be a whole number from 0 to 10'],
      ['retryCount', 'many', 'retryCount must be a whole number from 0 to 10'],
      ['retryInterval', 0, 'retryInterval must be a whole number from 1 to 3600'],
      ['retryInterval', 3601, 'retryInterval must be a whole number from 1 to 3600'],
      ['retryInterval', 1.5, 'retryInterval must be a whole number from 1 to 3600'],
    ] as const) {
      const refused = await api(sendPortBody({ name: 'SP_BAD_RETRY', [field]: value }));
      assert.equal(refused.status, 400, `${field}=${value}`);
      assert.equal(refused.msg, message);
    }
    const list = await callApi<{ name: string }[]>(server, tokens.acme, {
      method: 'GET',
      url: '/as2/api/sendport',
    });
    assert.ok(!list.data.some((port) => port.name === 'SP_BAD_RETRY'));
    // A receive port does not send: its retry fields are not used.
    const receive = await callApi<{ retryCount: number }>(server, tokens.acme, {
      method: 'POST',
      url: '/as2/api/receiveport/add',
      payload: receivePortBody({ name: 'RP_NO_RETRY', retryCount: 99 }),
    });
    assert.equal(receive.status, 200, receive.msg);
    assert.equal(receive.data.retryCount, 0);
  });
});

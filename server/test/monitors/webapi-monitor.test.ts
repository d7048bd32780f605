import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@console/shared/contract';
import { oneTask } from '../engine/bpmn';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { eventually, monitorApi, WAIT_MS } from './monitor-api';

/**
 * The web API monitor (issue 23 §1): polls a URL on a cron schedule and starts the flow when
 * the answer changed (ETag, else the body's hash); and its inbound webhook, which starts the
 * flow on each POST signed with the monitor's HMAC key, once per delivery id.
 */
let server: StartedServer;
let api: ReturnType<typeof monitorApi>;
let globex: ReturnType<typeof monitorApi>;
let upstream: Server;
let upstreamUrl: string;
let answer = { version: 1 };
let etag: string | null = null;
const ifNoneMatch: (string | undefined)[] = [];

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Price list',
  processKey: 'apiFlow',
  url: `${upstreamUrl}/prices`,
  schedule: '* * * * * *',
  ...extra,
});

before(async () => {
  upstream = createServer((request, response) => {
    ifNoneMatch.push(request.headers['if-none-match'] as string | undefined);
    if (etag && request.headers['if-none-match'] === etag) {
      response.writeHead(304).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', ...(etag ? { etag } : {}) });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  server = await startTestServer({
    automation: { syncMs: 100, scanMs: undefined, leaseMs: 15_000 },
  });
  api = monitorApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = monitorApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
  await api.engine.deploy('api-flow.bpmn', oneTask('apiFlow'));
});
after(async () => {
  await server.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('web API monitor', () => {
  let id: number;
  let secret: string;

  it('polls on its schedule and starts the flow only when the answer changed', async () => {
    const created = await api.create('webapi', form());
    assert.equal(created.status, 200, created.response.body);
    id = created.body.data.id;
    secret = String(created.body.data.webhookSecret);
    assert.equal(secret.length, 48);
    assert.equal(created.body.data.webhookPath, `/api/monitor/webhook/${id}`);
    // The secret is answered once, at creation.
    assert.equal((await api.get('webapi', id)).body.data.webhookPath, `/api/monitor/webhook/${id}`);
    assert.ok(!('webhookSecret' in (await api.get('webapi', id)).body.data));
    await api.toggle('startMonitor', id);
    // The first answer is the baseline: it starts nothing.
    await eventually(async () => ifNoneMatch.length >= 2, WAIT_MS, 'two polls');
    assert.equal(await api.instances('apiFlow'), 0);
    answer = { version: 2 };
    await eventually(async () => (await api.instances('apiFlow')) === 1, WAIT_MS, 'the change');
    const polls = ifNoneMatch.length;
    await eventually(async () => ifNoneMatch.length >= polls + 2, WAIT_MS, 'more polls');
    assert.equal(await api.instances('apiFlow'), 1);
    const view = (await api.get('webapi', id)).body.data;
    assert.equal(view.status, 'running');
    assert.ok(view.nextRunAt);
  });

  it('sends If-None-Match when the answer had an ETag, and a new ETag starts the flow', async () => {
    etag = '"v3"';
    answer = { version: 3 };
    await eventually(
      async () => (await api.instances('apiFlow')) === 2,
      WAIT_MS,
      'the ETag change',
    );
    await eventually(async () => ifNoneMatch.at(-1) === '"v3"', WAIT_MS, 'If-None-Match');
    assert.equal(await api.instances('apiFlow'), 2);
  });

  it('starts the flow on a signed webhook POST, once per delivery id', async () => {
    const body = JSON.stringify({ order: 42 });
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    const post = (headers: Record<string, string>, payload = body) =>
      server.app.inject({
        method: 'POST',
        url: `/api/monitor/webhook/${id}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const first = await post({
      [WEBHOOK_SIGNATURE_HEADER]: signature,
      [WEBHOOK_DELIVERY_HEADER]: 'd-1',
    });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().data.outcome, 'started');
    const again = await post({
      [WEBHOOK_SIGNATURE_HEADER]: signature,
      [WEBHOOK_DELIVERY_HEADER]: 'd-1',
    });
    assert.equal(again.json().data.outcome, 'duplicate');
    assert.equal((await post({ [WEBHOOK_SIGNATURE_HEADER]: 'sha256=00' })).statusCode, 401);
    assert.equal((await post({})).statusCode, 401);
    const tampered = await post({ [WEBHOOK_SIGNATURE_HEADER]: signature }, '{"order":43}');
    assert.equal(tampered.statusCode, 401);
    assert.equal(await api.instances('apiFlow'), 3);
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/monitor/webhook/999999',
      payload: body,
    });
    assert.equal(unknown.statusCode, 404);
  });

  it('shows an unreachable URL as failing with the reason', async () => {
    const dead = await api.create('webapi', form({ name: 'Dead', url: 'http://127.0.0.1:9/none' }));
    await api.toggle('startMonitor', dead.body.data.id);
    await eventually(
      async () => (await api.get('webapi', dead.body.data.id)).body.data.status === 'failing',
      WAIT_MS,
      'failing',
    );
    assert.match(
      String((await api.get('webapi', dead.body.data.id)).body.data.lastError),
      /Polling http:\/\/127\.0\.0\.1:9\/none failed/,
    );
  });

  it('refuses a bad schedule, timezone or URL with the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ schedule: '61 * * * *' }, /body\.schedule is not a valid cron schedule: .*minute: 61/],
      [{ schedule: '* * *' }, /body\.schedule is not a valid cron schedule/],
      [{ timezone: 'Mars/Olympus' }, /body\.timezone is not a known timezone/],
      [{ url: 'ftp://x/y' }, /url/],
      [{ webhookSecret: 'short' }, /webhookSecret/],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await api.create(
        'webapi',
        form({ name: `bad ${Math.random()}`, ...change }),
      );
      assert.equal(status, 400, JSON.stringify(change));
      assert.match(body.msg, message);
    }
    assert.equal((await globex.get('webapi', id)).status, 404);
    assert.equal((await globex.toggle('stopMonitor', id)).status, 404);
    // The wrong kind's switch does not reach it either.
    assert.equal((await api.toggle('stopFileMonitor', id)).status, 404);
  });
});

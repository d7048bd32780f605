import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import type { Db } from '../../src/db/types';
import { registerHealth } from '../../src/http/health';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { accountApi, testUsage, todayOf } from '../usage/api';

/**
 * The load balancer's checks (issue 27): /api/health and /api/ready answer anyone, are not
 * counted as API calls, and /api/ready says why it is not ready (the database, or draining).
 */
let server: StartedServer;
let token: string;
before(async () => {
  server = await startTestServer({ usage: testUsage() });
  token = await server.login(ACME.admin.username, ACME.admin.password);
});
after(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

/** A bare app with only the checks, over a database stand-in that `execute` decides. */
async function checksOver(execute: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  registerHealth(app, { execute } as unknown as Db, 50);
  await app.ready();
  return app;
}

describe('health and readiness', () => {
  it('answer without a token, and ignore a bad one', async () => {
    for (const headers of [{}, { token: 'not-a-token' }] as Record<string, string>[]) {
      const health = await get('/api/health', headers);
      assert.equal(health.statusCode, 200);
      assert.deepEqual(health.json(), { status: 'ok' });
      const ready = await get('/api/ready', headers);
      assert.equal(ready.statusCode, 200, ready.body);
      assert.deepEqual(ready.json(), { status: 'ready' });
    }
  });

  it('are not counted as the API calls of the caller’s tenant', async () => {
    const account = accountApi(server, token);
    const earlier = todayOf(await account.usage()).apiCalls;
    for (let n = 0; n < 10; n += 1) {
      assert.equal((await get('/api/health', { token })).statusCode, 200);
      assert.equal((await get('/api/ready', { token })).statusCode, 200);
    }
    const now = todayOf(await account.usage()).apiCalls;
    // The first usage read itself counts; twenty checks would count twenty.
    assert.ok(now - earlier <= 1, `the checks were counted: ${now - earlier}`);
  });

  it('ready is 503 when the database does not answer in time; health does not ask it', async () => {
    const app = await checksOver(() => new Promise(() => {}));
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json(), {
      status: 'unavailable',
      reason: 'The database did not answer within 0.05 s',
    });
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    await app.close();
  });

  it('ready is 503 when the database fails, without saying how', async () => {
    const app = await checksOver(() =>
      Promise.reject(new Error('password authentication failed for user "console" at db-7')),
    );
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json(), {
      status: 'unavailable',
      reason: 'The database failed the check',
    });
    await app.close();
  });

  // Last: the test server stays draining.
  it('ready is 503 once the process drains before it stops; health stays 200', async () => {
    server.app.readiness.drain();
    const ready = await get('/api/ready');
    assert.equal(ready.statusCode, 503);
    assert.deepEqual(ready.json(), {
      status: 'unavailable',
      reason: 'The server is shutting down',
    });
    assert.equal((await get('/api/health')).statusCode, 200);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSigner } from 'fast-jwt';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createCallerCache } from '../../src/auth/caller-cache';
import { registerAuthGuard } from '../../src/auth/guard';
import { authClaim, createTokenService } from '../../src/auth/tokens';
import type { Db } from '../../src/db/types';
import { registerErrorHandler } from '../../src/http/error-handler';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { partnerApi } from '../partners/api';
import { roleIds } from '../partners/state';

const SECRET = 'test-secret';
let server: StartedServer;
before(async () => {
  server = await startTestServer();
});
after(() => server?.close());

const userInfo = (token: string) =>
  server.call(token, { method: 'GET', url: '/api/user/userInfo' });

/** Claims as the server signs them for acme-sys. */
const acmeSysClaims = async () => {
  const token = await server.login(ACME.sys.username, ACME.sys.password);
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<
    string,
    unknown
  >;
  return { token, claims };
};

const assert401 = async (token: string, msg: string) => {
  const response = await userInfo(token);
  assert.equal(response.statusCode, 401);
  assert.deepEqual(response.json(), { code: 401, msg, data: null });
};

describe('the auth guard', () => {
  it('accepts a fresh token, signed with the test secret', async () => {
    const { token } = await acmeSysClaims();
    assert.equal((await userInfo(token)).statusCode, 200);
  });

  it('refuses a revoked token', async () => {
    const { token } = await acmeSysClaims();
    assert.equal(
      (await server.call(token, { method: 'POST', url: '/api/logout' })).statusCode,
      200,
    );
    await assert401(token, 'You have signed out, please sign in again');
  });

  it('refuses a token whose exp has passed', async () => {
    const { claims } = await acmeSysClaims();
    const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
    const now = Math.floor(Date.now() / 1000);
    const expired = sign({ ...claims, jti: randomUUID(), iat: now - 120, exp: now - 60 });
    await assert401(expired, 'Your session has expired, please sign in again');
  });

  it('refuses a token of a one-second token service once the second is over', async () => {
    const tokens = createTokenService(SECRET, 1);
    const { claims } = await acmeSysClaims();
    const token = tokens.sign({
      sub: String(claims.sub),
      username: ACME.sys.username,
      email: String(claims.email),
      bpId: server.acme.tenantId,
      auth: authClaim(['sys']),
      sv: 0,
    });
    assert.equal((await userInfo(token)).statusCode, 200, 'valid while the second lasts');
    await sleep(2100);
    await assert401(token, 'Your session has expired, please sign in again');
  });

  it('refuses a token with a bad signature', async () => {
    const { token, claims } = await acmeSysClaims();
    const otherKey = createSigner({ key: 'another-secret', algorithm: 'HS256' })({
      ...claims,
      jti: randomUUID(),
    });
    await assert401(otherKey, 'Your session has expired, please sign in again');
    // Another user's name in a payload keeps the original signature, which no longer matches.
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...claims, username: ACME.admin.username }),
    ).toString('base64url');
    await assert401(
      `${header}.${forged}.${signature}`,
      'Your session has expired, please sign in again',
    );
    await assert401('not-a-token', 'Your session has expired, please sign in again');
  });

  it('refuses an unsigned token', async () => {
    const { claims } = await acmeSysClaims();
    const none = createSigner({ algorithm: 'none' })({ ...claims, jti: randomUUID() });
    await assert401(none, 'Your session has expired, please sign in again');
  });

  it('refuses the token of a deleted user', async () => {
    const sysToken = await server.login(ACME.sys.username, ACME.sys.password);
    const { sys } = await roleIds(server.db);
    await partnerApi(server, sysToken).user(server.acme.tenantId, 'short-lived', [sys]);
    const token = await server.login('short-lived', 'short-lived-pass');
    assert.equal((await userInfo(token)).statusCode, 200);
    const deleted = await server.call(sysToken, {
      method: 'DELETE',
      url: '/api/bpUser?username=short-lived',
    });
    assert.equal(deleted.statusCode, 200);
    await assert401(token, 'This account no longer exists');
  });

  it('refuses the token of a deleted user after the name is given to a new user', async () => {
    const sysToken = await server.login(ACME.sys.username, ACME.sys.password);
    const { sys, admin } = await roleIds(server.db);
    const api = partnerApi(server, sysToken);
    await api.user(server.acme.tenantId, 'reused-name', [admin]);
    const oldToken = await server.login('reused-name', 'reused-name-pass');
    const deleted = await server.call(sysToken, {
      method: 'DELETE',
      url: '/api/bpUser?username=reused-name',
    });
    assert.equal(deleted.statusCode, 200);
    await api.user(server.acme.tenantId, 'reused-name', [sys], 'another-pass');
    await assert401(oldToken, 'This account no longer exists');
    const newToken = await server.login('reused-name', 'another-pass');
    assert.equal((await userInfo(newToken)).statusCode, 200);
  });
});

describe('the onRoute rule', () => {
  const tokens = createTokenService(SECRET, 60);
  // The guard touches the database only while answering a request; these apps answer none.
  const noDb = undefined as unknown as Db;

  const appWith = async (define: (app: FastifyInstance) => unknown) => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerAuthGuard(app, noDb, tokens, createCallerCache());
    try {
      define(app);
      await app.ready();
    } finally {
      await app.close();
    }
  };

  for (const url of [
    '/api/forgotten',
    '/as2/api/forgotten',
    '/stat/api/forgotten',
    '/loki/api/v1/forgotten',
  ]) {
    it(`refuses to start with ${url} declaring no auth rule`, async () => {
      await assert.rejects(
        appWith((app) => app.get(url, async () => 'x')),
        { message: `Route GET ${url} declares no auth rule` },
      );
    });
  }

  it('refuses a route in a plugin with a prefix too', async () => {
    await assert.rejects(
      appWith((app) =>
        app.register(
          async (child: FastifyInstance) => void child.post('/things', async () => 'x'),
          { prefix: '/api' },
        ),
      ),
      { message: 'Route POST /api/things declares no auth rule' },
    );
  });

  it('starts with declared routes and with routes outside the API', async () => {
    await appWith((app) => {
      app.get('/api/open', { config: { auth: { public: true } } }, async () => 'x');
      app.get('/api/closed', { config: { auth: { roles: ['sys'] } } }, async () => 'x');
      app.get('/health', async () => 'ok');
    });
  });

  it('answers 401 on a declared route without a token, 200 on an open one', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    registerAuthGuard(app, noDb, tokens, createCallerCache());
    app.get('/api/open', { config: { auth: { public: true } } }, async () => ({ open: true }));
    app.get('/api/closed', { config: { auth: { roles: ['sys'] } } }, async () => ({ open: false }));
    try {
      const closed = await app.inject({ method: 'GET', url: '/api/closed' });
      assert.equal(closed.statusCode, 401);
      assert.deepEqual(closed.json(), { code: 401, msg: 'Please sign in', data: null });
      const open = await app.inject({ method: 'GET', url: '/api/open' });
      assert.deepEqual(open.json(), { open: true });
    } finally {
      await app.close();
    }
  });
});

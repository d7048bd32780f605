import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';

let server: StartedServer;
before(async () => {
  server = await startTestServer();
});
after(() => server?.close());

const login = (payload: object, ip = '10.0.0.1') =>
  server.app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: ip });

describe('POST /api/login', () => {
  it('returns a signed token whose claims carry username, email, bpId and the auth list', async () => {
    const response = await login(ACME.sys);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.code, 200);
    const claims = JSON.parse(Buffer.from(body.data.token.split('.')[1], 'base64url').toString());
    assert.equal(claims.username, ACME.sys.username);
    assert.equal(claims.email, `${ACME.sys.username}@example.com`);
    assert.equal(claims.bpId, server.acme.tenantId);
    assert.equal(claims.auth, JSON.stringify([{ authority: 'sys' }]));
  });

  for (const [payload, message] of [
    [{}, 'body.username is required'],
    [{ username: 'x' }, 'body.password is required'],
    [{ username: '', password: 'x' }, 'body.username must NOT have fewer than 1 characters'],
  ] as const) {
    it(`refuses ${JSON.stringify(payload)} with a 400 naming the field`, async () => {
      const response = await login(payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { code: 400, msg: message, data: null });
    });
  }

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await login({ username: ACME.sys.username, password: 'nope' }, '10.0.0.2');
    const unknown = await login({ username: 'nobody', password: 'nope' }, '10.0.0.2');
    for (const response of [wrong, unknown]) {
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().msg, 'Incorrect username or password');
    }
  });

  it('locks a user and address pair after five failures, even for the right password', async () => {
    for (let i = 0; i < 5; i++)
      await login({ username: ACME.admin.username, password: 'bad' }, '10.0.0.3');
    const locked = await login(ACME.admin, '10.0.0.3');
    assert.equal(locked.statusCode, 429);
    assert.match(locked.json().msg, /^Too many failed sign-in attempts\. Try again in 15 minute/);
    assert.equal(
      (await login(ACME.admin, '10.0.0.4')).statusCode,
      200,
      'another address is not locked',
    );
  });
});

describe('POST /api/logout', () => {
  it('revokes the token', async () => {
    const token = await server.login(ACME.sys.username, ACME.sys.password);
    assert.equal(
      (await server.call(token, { method: 'GET', url: '/api/user/userInfo' })).statusCode,
      200,
    );
    assert.equal(
      (await server.call(token, { method: 'POST', url: '/api/logout' })).statusCode,
      200,
    );
    const afterLogout = await server.call(token, { method: 'GET', url: '/api/user/userInfo' });
    assert.equal(afterLogout.statusCode, 401);
    assert.equal(afterLogout.json().msg, 'You have signed out, please sign in again');
  });

  it('needs a token', async () => {
    const response = await server.call(null, { method: 'POST', url: '/api/logout' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { code: 401, msg: 'Please sign in', data: null });
  });
});

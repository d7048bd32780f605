import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { revokedTokens, users } from '../../src/db/schema';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { partnerState, roleIds } from '../partners/state';

let server: StartedServer;
before(async () => {
  server = await startTestServer();
});
after(() => server?.close());

const deleteAccount = (token: string | null, username: string) =>
  server.call(token, {
    method: 'DELETE',
    url: `/api/user/userInfo?username=${encodeURIComponent(username)}`,
  });

const exists = async (username: string) =>
  (await server.db.select().from(users).where(eq(users.username, username))).length === 1;

describe('DELETE /api/user/userInfo', () => {
  it('refuses another user name, even one of the same BP, and changes nothing', async () => {
    const token = await server.login(ACME.sys.username, ACME.sys.password);
    const before = await partnerState(server.db);
    const response = await deleteAccount(token, ACME.admin.username);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      code: 400,
      msg: 'You can only delete your own account',
      data: null,
    });
    assert.deepEqual(await partnerState(server.db), before);
  });

  it('needs the username', async () => {
    const token = await server.login(ACME.sys.username, ACME.sys.password);
    const response = await server.call(token, { method: 'DELETE', url: '/api/user/userInfo' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().msg, 'querystring.username is required');
  });

  it('answers 409 to the last holder of a role in the BP, and the user stays', async () => {
    const token = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
    const before = await partnerState(server.db);
    const response = await deleteAccount(token, GLOBEX.sys.username);
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      code: 409,
      msg: 'You are the last user with the role sys in Globex; give it to another user first',
      data: null,
    });
    assert.ok(await exists(GLOBEX.sys.username));
    assert.deepEqual(await partnerState(server.db), before);
    assert.equal(
      (await server.call(token, { method: 'GET', url: '/api/user/userInfo' })).statusCode,
      200,
    );
  });

  it('counts only holders in the same BP', async () => {
    // A sys user in one of Acme's partner BPs does not keep Acme administrable.
    const sysToken = await server.login(ACME.sys.username, ACME.sys.password);
    const partner = await server.call(sysToken, {
      method: 'POST',
      url: `/api/bp?bpgId=${server.acme.rootGroupId}`,
      payload: { name: 'Initech', email: 'edi@initech.example' },
    });
    assert.equal(partner.statusCode, 200);
    const { sys } = await roleIds(server.db);
    const created = await server.call(sysToken, {
      method: 'POST',
      url: '/api/bpUser',
      payload: {
        bpId: partner.json().data.id,
        username: 'initech-sys',
        password: 'initech-pass',
        email: 'sys@initech.example',
        roleIds: [sys],
      },
    });
    assert.equal(created.statusCode, 200);
    const response = await deleteAccount(sysToken, ACME.sys.username);
    assert.equal(response.statusCode, 409);
    assert.ok(await exists(ACME.sys.username));
  });

  it('deletes the account when another user of the BP holds the same roles, and revokes the token', async () => {
    const sysToken = await server.login(ACME.sys.username, ACME.sys.password);
    const { sys } = await roleIds(server.db);
    const created = await server.call(sysToken, {
      method: 'POST',
      url: '/api/bpUser',
      payload: {
        bpId: server.acme.tenantId,
        username: 'acme-sys-2',
        password: 'acme-sys-2-pass',
        email: 'sys2@acme.example',
        roleIds: [sys],
      },
    });
    assert.equal(created.statusCode, 200);

    const token = await server.login('acme-sys-2', 'acme-sys-2-pass');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as {
      jti: string;
    };
    const response = await deleteAccount(token, 'acme-sys-2');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { code: 200, msg: 'success', data: null });
    assert.equal(await exists('acme-sys-2'), false);
    const [revoked] = await server.db
      .select()
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, claims.jti));
    assert.ok(revoked, 'the token is revoked');

    const afterwards = await server.call(token, { method: 'GET', url: '/api/user/userInfo' });
    assert.equal(afterwards.statusCode, 401);
    assert.equal(afterwards.json().msg, 'You have signed out, please sign in again');
    const relogin = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'acme-sys-2', password: 'acme-sys-2-pass' },
    });
    assert.equal(relogin.statusCode, 401);
  });

  it('needs a token', async () => {
    const before = await partnerState(server.db);
    const response = await deleteAccount(null, ACME.admin.username);
    assert.equal(response.statusCode, 401);
    assert.deepEqual(await partnerState(server.db), before);
  });
});

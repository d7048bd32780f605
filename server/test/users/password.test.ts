import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { roleIds } from '../partners/state';

let server: StartedServer;
before(async () => {
  server = await startTestServer();
});
after(() => server?.close());

let address = 0;
/** Each sign-in from its own address, so failures here never trip the sign-in limiter. */
const signIn = (username: string, password: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: `10.1.0.${++address}`,
  });

const changePassword = (token: string | null, payload: object) =>
  server.call(token, { method: 'PUT', url: '/api/user/password', payload });

const hashOf = async (username: string) => {
  const [row] = await server.db.select().from(users).where(eq(users.username, username));
  return row.passwordHash;
};

describe('PUT /api/user/password for oneself', () => {
  for (const [payload, message] of [
    [{ newPassword: 'a-new-password' }, 'body.oldPassword is required'],
    [
      { oldPassword: 'wrong-password', newPassword: 'a-new-password' },
      'The current password is incorrect',
    ],
    [
      { oldPassword: ACME.admin.password, newPassword: 'short' },
      'body.newPassword must NOT have fewer than 8 characters',
    ],
    [
      { oldPassword: ACME.admin.password, newPassword: 'x'.repeat(129) },
      'body.newPassword must NOT have more than 128 characters',
    ],
    [{ oldPassword: ACME.admin.password }, 'body.newPassword is required'],
  ] as const) {
    it(`refuses ${JSON.stringify(payload).slice(0, 70)} with a 400 and keeps the password`, async () => {
      const token = await server.login(ACME.admin.username, ACME.admin.password);
      const before = await hashOf(ACME.admin.username);
      const response = await changePassword(token, payload);
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { code: 400, msg: message, data: null });
      assert.equal(await hashOf(ACME.admin.username), before);
    });
  }

  it('changes it: the new password signs in and the old one does not', async () => {
    const token = await server.login(ACME.admin.username, ACME.admin.password);
    const response = await changePassword(token, {
      oldPassword: ACME.admin.password,
      newPassword: 'brand-new-admin-pass',
    });
    assert.equal(response.statusCode, 200);
    const { token: renewed } = response.json().data;
    assert.match(renewed, /^ey/);
    assert.equal((await signIn(ACME.admin.username, ACME.admin.password)).statusCode, 401);
    assert.equal((await signIn(ACME.admin.username, 'brand-new-admin-pass')).statusCode, 200);

    // Naming oneself is still a change of one's own password: the old one is needed.
    const again = await changePassword(renewed, {
      username: ACME.admin.username,
      newPassword: 'another-admin-pass',
    });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().msg, 'body.oldPassword is required');
    const back = await changePassword(renewed, {
      username: ACME.admin.username,
      oldPassword: 'brand-new-admin-pass',
      newPassword: ACME.admin.password,
    });
    assert.equal(back.statusCode, 200);
    assert.equal((await signIn(ACME.admin.username, ACME.admin.password)).statusCode, 200);
  });

  it("ends the account's other sessions and keeps the changing one with the new token", async () => {
    const here = await server.login(ACME.admin.username, ACME.admin.password);
    const elsewhere = await server.login(ACME.admin.username, ACME.admin.password);
    const response = await changePassword(here, {
      oldPassword: ACME.admin.password,
      newPassword: 'session-ending-pass',
    });
    const { token: renewed } = response.json().data;
    for (const old of [here, elsewhere]) {
      const refused = await server.call(old, { method: 'GET', url: '/api/user/userInfo' });
      assert.equal(refused.statusCode, 401);
      assert.equal(refused.json().msg, 'Your password was changed, please sign in again');
    }
    const kept = await server.call(renewed, { method: 'GET', url: '/api/user/userInfo' });
    assert.equal(kept.statusCode, 200);
    await changePassword(renewed, {
      oldPassword: 'session-ending-pass',
      newPassword: ACME.admin.password,
    });
  });

  it('needs a token', async () => {
    const before = await hashOf(ACME.admin.username);
    const response = await changePassword(null, {
      oldPassword: ACME.admin.password,
      newPassword: 'x-new-password',
    });
    assert.equal(response.statusCode, 401);
    assert.equal(await hashOf(ACME.admin.username), before);
  });
});

describe('PUT /api/user/password for another user', () => {
  let partnerId: number;
  before(async () => {
    const token = await server.login(ACME.sys.username, ACME.sys.password);
    const partner = await server.call(token, {
      method: 'POST',
      url: `/api/bp?bpgId=${server.acme.rootGroupId}`,
      payload: { name: 'Initech', email: 'edi@initech.example' },
    });
    partnerId = partner.json().data.id;
    const { admin } = await roleIds(server.db);
    const created = await server.call(token, {
      method: 'POST',
      url: '/api/bpUser',
      payload: {
        bpId: partnerId,
        username: 'initech-ops',
        password: 'initech-pass',
        email: 'ops@initech.example',
        roleIds: [admin],
      },
    });
    assert.equal(created.statusCode, 200);
  });

  it('lets a sys user reset the password of a user of a BP in its tree, without the old one', async () => {
    const token = await server.login(ACME.sys.username, ACME.sys.password);
    const theirs = await server.login('initech-ops', 'initech-pass');
    const response = await changePassword(token, {
      username: 'initech-ops',
      newPassword: 'reset-by-sys-1',
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, null, "no token: it is not the caller's password");
    assert.equal((await signIn('initech-ops', 'initech-pass')).statusCode, 401);
    assert.equal((await signIn('initech-ops', 'reset-by-sys-1')).statusCode, 200);
    const ended = await server.call(theirs, { method: 'GET', url: '/api/user/userInfo' });
    assert.equal(ended.statusCode, 401, "the user's open session ends with the reset");
    const mine = await server.call(token, { method: 'GET', url: '/api/user/userInfo' });
    assert.equal(mine.statusCode, 200, "the system user's own session goes on");
  });

  it('lets a sys user reset the password of a user of its own BP', async () => {
    const token = await server.login(ACME.sys.username, ACME.sys.password);
    const response = await changePassword(token, {
      username: ACME.admin.username,
      newPassword: 'reset-admin-pass',
    });
    assert.equal(response.statusCode, 200);
    assert.equal((await signIn(ACME.admin.username, 'reset-admin-pass')).statusCode, 200);
  });

  it('answers 404 for a user of another tenant and for an unknown user, and changes nothing', async () => {
    const token = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
    for (const username of ['initech-ops', ACME.sys.username, 'nobody']) {
      const before = username === 'nobody' ? null : await hashOf(username);
      const response = await changePassword(token, { username, newPassword: 'stolen-password' });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { code: 404, msg: `No user ${username}`, data: null });
      if (before) assert.equal(await hashOf(username), before);
    }
  });

  it('answers 403 to an admin resetting someone else, and changes nothing', async () => {
    const token = await server.login('initech-ops', 'reset-by-sys-1');
    const before = await hashOf(ACME.sys.username);
    const response = await changePassword(token, {
      username: ACME.sys.username,
      newPassword: 'stolen-password',
    });
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      code: 403,
      msg: 'This action needs the role sys',
      data: null,
    });
    assert.equal(await hashOf(ACME.sys.username), before);
  });

  it('checks the new password of a reset too', async () => {
    const token = await server.login(ACME.sys.username, ACME.sys.password);
    const before = await hashOf('initech-ops');
    const response = await changePassword(token, { username: 'initech-ops', newPassword: 'short' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().msg, 'body.newPassword must NOT have fewer than 8 characters');
    assert.equal(await hashOf('initech-ops'), before);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { roleIds } from '../partners/state';

let server: StartedServer;
let sysToken: string;
before(async () => {
  server = await startTestServer();
  sysToken = await server.login(ACME.sys.username, ACME.sys.password);
});
after(() => server?.close());

const userRow = async (username: string) => {
  const [row] = await server.db.select().from(users).where(eq(users.username, username));
  return row;
};

describe('GET /api/user/userInfo', () => {
  it('answers the signed-in user with bpName and roleSet', async () => {
    const response = await server.call(sysToken, { method: 'GET', url: '/api/user/userInfo' });
    assert.equal(response.statusCode, 200);
    const { code, msg, data } = response.json();
    assert.equal(code, 200);
    assert.equal(msg, 'success');
    const row = await userRow(ACME.sys.username);
    const { sys } = await roleIds(server.db);
    assert.deepEqual(data, {
      id: row.id,
      username: ACME.sys.username,
      email: 'acme-sys@example.com',
      displayName: null,
      phone: null,
      bpId: server.acme.tenantId,
      bpName: 'Acme',
      roleSet: [{ id: sys, roleName: 'sys' }],
      createTime: row.createTime.toISOString(),
      updateTime: row.updateTime.toISOString(),
    });
  });

  it('answers 401 without a token', async () => {
    const response = await server.call(null, { method: 'GET', url: '/api/user/userInfo' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { code: 401, msg: 'Please sign in', data: null });
  });

  it('also takes the token as a Bearer authorization', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/user/userInfo',
      headers: { authorization: `Bearer ${sysToken}` },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.username, ACME.sys.username);
  });
});

describe('PUT /api/user/userInfo', () => {
  it('updates email, display name (trimmed) and phone, and stores them', async () => {
    const before = await userRow(ACME.admin.username);
    const token = await server.login(ACME.admin.username, ACME.admin.password);
    const response = await server.call(token, {
      method: 'PUT',
      url: '/api/user/userInfo',
      payload: {
        email: 'ann@acme.example',
        displayName: ' Ann Admin ',
        phone: '+1 (555) 123-4567',
      },
    });
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(data.email, 'ann@acme.example');
    assert.equal(data.displayName, 'Ann Admin');
    assert.equal(data.phone, '+1 (555) 123-4567');
    assert.equal(data.username, ACME.admin.username);
    const row = await userRow(ACME.admin.username);
    assert.equal(row.email, 'ann@acme.example');
    assert.equal(row.displayName, 'Ann Admin');
    assert.equal(row.phone, '+1 (555) 123-4567');
    assert.ok(row.updateTime > before.updateTime, 'updateTime moves on');
    assert.equal(data.updateTime, row.updateTime.toISOString());
  });

  it('clears the optional fields when they are empty or absent', async () => {
    const token = await server.login(ACME.admin.username, ACME.admin.password);
    const response = await server.call(token, {
      method: 'PUT',
      url: '/api/user/userInfo',
      payload: { email: 'ann@acme.example', phone: '' },
    });
    assert.equal(response.statusCode, 200);
    const row = await userRow(ACME.admin.username);
    assert.equal(row.displayName, null);
    assert.equal(row.phone, null);
  });

  for (const [payload, message] of [
    [{}, 'body.email is required'],
    [{ email: 'not-an-email' }, 'body.email must match format "email"'],
    [
      { email: 'a@b.example', phone: 'call me' },
      'body.phone must match pattern "^\\+?[0-9 ()-]{5,32}$"',
    ],
    [
      { email: 'a@b.example', displayName: 'x'.repeat(65) },
      'body.displayName must NOT have more than 64 characters',
    ],
  ] as const) {
    it(`refuses ${JSON.stringify(payload).slice(0, 60)} with a 400 naming the field and changes nothing`, async () => {
      const before = await userRow(ACME.sys.username);
      const response = await server.call(sysToken, {
        method: 'PUT',
        url: '/api/user/userInfo',
        payload,
      });
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { code: 400, msg: message, data: null });
      assert.deepEqual(await userRow(ACME.sys.username), before);
    });
  }

  it('needs a token', async () => {
    const before = await userRow(ACME.sys.username);
    const response = await server.call(null, {
      method: 'PUT',
      url: '/api/user/userInfo',
      payload: { email: 'intruder@example.com' },
    });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(await userRow(ACME.sys.username), before);
  });
});

describe('GET /api/roles', () => {
  it('lists admin and sys with their descriptions, to any signed-in user', async () => {
    const ids = await roleIds(server.db);
    for (const token of [sysToken, await server.login(ACME.admin.username, ACME.admin.password)]) {
      const response = await server.call(token, { method: 'GET', url: '/api/roles' });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json().data, [
        { id: ids.admin, roleName: 'admin', description: 'Platform administrator and operator' },
        {
          id: ids.sys,
          roleName: 'sys',
          description: 'System user who manages business partners and AS2',
        },
      ]);
    }
  });

  it('needs a token', async () => {
    assert.equal((await server.call(null, { method: 'GET', url: '/api/roles' })).statusCode, 401);
  });
});

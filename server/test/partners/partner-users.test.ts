import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { userRoles, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/auth/passwords';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { partnerApi } from './api';
import { partnerState, roleIds } from './state';

let server: StartedServer;
let token: string;
let partnerId: number;
let roles: { admin: number; sys: number };

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.sys.username, ACME.sys.password);
  const api = partnerApi(server, token);
  const group = await api.group(server.acme.rootGroupId, 'Suppliers');
  partnerId = (await api.partner(group.id, 'Northwind')).id;
  roles = await roleIds(server.db);
});
after(() => server?.close());

const userRow = async (username: string) => {
  const [row] = await server.db.select().from(users).where(eq(users.username, username));
  return row;
};
const rolesOf = async (userId: number) =>
  (await server.db.select().from(userRoles).where(eq(userRoles.userId, userId)))
    .map((r) => r.roleId)
    .sort();

const refusedWithoutChange = async (
  options: { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object },
  status: number,
  msg: string,
) => {
  const before = await partnerState(server.db);
  const response = await server.call(token, options);
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), { code: status, msg, data: null });
  assert.deepEqual(await partnerState(server.db), before);
};

const newUser = (overrides: object = {}) => ({
  bpId: partnerId,
  username: 'nw.edi',
  password: 'northwind-pass',
  email: 'edi@northwind.example',
  displayName: ' EDI desk ',
  roleIds: [roles.sys],
  ...overrides,
});

describe('POST /api/bpUser', () => {
  it('creates a user of the BP with its roles, who can sign in', async () => {
    const response = await server.call(token, {
      method: 'POST',
      url: '/api/bpUser',
      payload: newUser(),
    });
    assert.equal(response.statusCode, 200);
    const data = response.json().data;
    assert.equal(data.username, 'nw.edi');
    assert.equal(data.email, 'edi@northwind.example');
    assert.equal(data.displayName, 'EDI desk');
    assert.equal(data.bpId, partnerId);
    assert.equal(data.bpName, 'Northwind');
    assert.deepEqual(data.roleSet, [{ id: roles.sys, roleName: 'sys' }]);
    const row = await userRow('nw.edi');
    assert.equal(row.bpId, partnerId);
    assert.ok(await verifyPassword('northwind-pass', row.passwordHash));
    assert.deepEqual(await rolesOf(row.id), [roles.sys]);
    assert.equal(typeof (await server.login('nw.edi', 'northwind-pass')), 'string');
  });

  it('refuses what breaks the rules, changing nothing', async () => {
    const cases: [object, number, string][] = [
      [
        newUser({ username: 'nw.other', roleIds: [] }),
        400,
        'body.roleIds must NOT have fewer than 1 items',
      ],
      [newUser({ username: 'nw.other', roleIds: undefined }), 400, 'body.roleIds is required'],
      [
        newUser({ username: 'nw.other', roleIds: [999] }),
        400,
        'body.roleIds has unknown role id 999',
      ],
      [
        newUser({ username: 'nw.other', roleIds: [roles.sys, roles.sys] }),
        400,
        'body.roleIds must NOT have duplicate items (items ## 1 and 0 are identical)',
      ],
      [newUser(), 409, 'The username nw.edi is taken'],
      [
        newUser({ username: GLOBEX.sys.username }),
        409,
        `The username ${GLOBEX.sys.username} is taken`,
      ],
      [
        newUser({ username: 'nw other' }),
        400,
        'body.username must match pattern "^[A-Za-z0-9_.@-]+$"',
      ],
      [
        newUser({ username: 'nw.other', password: 'short' }),
        400,
        'body.password must NOT have fewer than 8 characters',
      ],
      [
        newUser({ username: 'nw.other', email: 'nope' }),
        400,
        'body.email must match format "email"',
      ],
      [newUser({ username: 'nw.other', bpId: 999999 }), 404, 'No business partner with id 999999'],
    ];
    for (const [payload, status, msg] of cases) {
      await refusedWithoutChange({ method: 'POST', url: '/api/bpUser', payload }, status, msg);
    }
  });

  it("adds a user to the caller's own BP", async () => {
    const response = await server.call(token, {
      method: 'POST',
      url: '/api/bpUser',
      payload: newUser({
        bpId: server.acme.tenantId,
        username: 'acme-ops',
        roleIds: [roles.admin, roles.sys],
      }),
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.bpName, 'Acme');
    assert.deepEqual(
      await rolesOf((await userRow('acme-ops')).id),
      [roles.admin, roles.sys].sort(),
    );
  });
});

describe('PUT /api/bpUser', () => {
  it("replaces a user's email, display name and roles", async () => {
    const response = await server.call(token, {
      method: 'PUT',
      url: '/api/bpUser',
      payload: {
        username: 'nw.edi',
        email: 'desk@northwind.example',
        displayName: null,
        roleIds: [roles.admin],
      },
    });
    assert.equal(response.statusCode, 200);
    const data = response.json().data;
    assert.equal(data.email, 'desk@northwind.example');
    assert.equal(data.displayName, null);
    assert.deepEqual(data.roleSet, [{ id: roles.admin, roleName: 'admin' }]);
    const row = await userRow('nw.edi');
    assert.equal(row.email, 'desk@northwind.example');
    assert.deepEqual(await rolesOf(row.id), [roles.admin]);
  });

  it('refuses what breaks the rules, changing nothing', async () => {
    const self = { username: ACME.sys.username, email: 'acme-sys@example.com' };
    const cases: [object, number, string][] = [
      [
        { username: 'nw.edi', email: 'a@b.example', roleIds: [] },
        400,
        'body.roleIds must NOT have fewer than 1 items',
      ],
      [
        { username: 'nw.edi', email: 'a@b.example', roleIds: [999] },
        400,
        'body.roleIds has unknown role id 999',
      ],
      [
        { username: 'nw.edi', email: 'a@b', roleIds: [roles.sys] },
        400,
        'body.email must match format "email"',
      ],
      [{ username: 'nobody', email: 'a@b.example', roleIds: [roles.sys] }, 404, 'No user nobody'],
      [
        { username: GLOBEX.sys.username, email: 'a@b.example', roleIds: [roles.admin] },
        404,
        `No user ${GLOBEX.sys.username}`,
      ],
      [{ ...self, roleIds: [roles.admin] }, 403, 'You cannot change your own roles'],
      [{ ...self, roleIds: [roles.sys, roles.admin] }, 403, 'You cannot change your own roles'],
    ];
    for (const [payload, status, msg] of cases) {
      await refusedWithoutChange({ method: 'PUT', url: '/api/bpUser', payload }, status, msg);
    }
  });

  it('lets a sys user change its own email while keeping its roles', async () => {
    const response = await server.call(token, {
      method: 'PUT',
      url: '/api/bpUser',
      payload: {
        username: ACME.sys.username,
        email: 'acme-sys@example.com',
        roleIds: [roles.sys],
      },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(await rolesOf((await userRow(ACME.sys.username)).id), [roles.sys]);
    const same = await server.call(token, { method: 'GET', url: '/api/user/userInfo' });
    assert.equal(same.statusCode, 200, 'keeping its roles does not end its session');
  });
});

describe('DELETE /api/bpUser', () => {
  it('deletes a user of a managed BP; its token stops working', async () => {
    const userToken = await server.login('nw.edi', 'northwind-pass');
    const response = await server.call(token, {
      method: 'DELETE',
      url: '/api/bpUser?username=nw.edi',
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { code: 200, msg: 'success', data: null });
    assert.equal(await userRow('nw.edi'), undefined);
    const afterwards = await server.call(userToken, { method: 'GET', url: '/api/user/userInfo' });
    assert.equal(afterwards.statusCode, 401);
    assert.equal(afterwards.json().msg, 'This account no longer exists');
  });

  it('refuses oneself, an unknown user and a user of another tenant, changing nothing', async () => {
    await refusedWithoutChange(
      { method: 'DELETE', url: `/api/bpUser?username=${ACME.sys.username}` },
      409,
      'Use Delete account to delete your own account',
    );
    await refusedWithoutChange(
      { method: 'DELETE', url: '/api/bpUser?username=nobody' },
      404,
      'No user nobody',
    );
    await refusedWithoutChange(
      { method: 'DELETE', url: `/api/bpUser?username=${GLOBEX.sys.username}` },
      404,
      `No user ${GLOBEX.sys.username}`,
    );
    await refusedWithoutChange(
      { method: 'DELETE', url: '/api/bpUser' },
      400,
      'querystring.username is required',
    );
  });
});

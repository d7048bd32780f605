import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { seedPartner } from '../fixtures';
import { partnerApi } from '../partners/api';
import { partnerState, roleIds } from '../partners/state';

/**
 * Roles are granted, not taken: nobody changes their own, only a platform tenant's sys user
 * grants or removes a role other than sys, and a change ends the target's sessions at once.
 */
let server: StartedServer;
let roles: { admin: number; sys: number };
let acmeSys: string;
let northwind: number;
const NW = { username: 'northwind.edi', password: 'northwind-pass' };

before(async () => {
  server = await startTestServer();
  roles = await roleIds(server.db);
  northwind = (
    await seedPartner(server.db, {
      tenantId: server.acme.tenantId,
      parentGroupId: server.acme.rootGroupId,
      group: 'Suppliers',
      name: 'Northwind',
      users: [
        { ...NW, roles: ['sys'] },
        { username: 'northwind.ops', password: 'northwind-ops-pass', roles: ['sys'] },
      ],
    })
  ).partnerId;
  acmeSys = await server.login(ACME.sys.username, ACME.sys.password);
});
after(() => server?.close());

const get = (token: string, url: string) => server.call(token, { method: 'GET', url });
const putUser = (token: string, username: string, roleIds: number[], email?: string) =>
  server.call(token, {
    method: 'PUT',
    url: '/api/bpUser',
    payload: { username, email: email ?? `${username}@example.com`, roleIds },
  });
const postUser = (token: string, username: string, roleIds: number[]) =>
  server.call(token, {
    method: 'POST',
    url: '/api/bpUser',
    payload: {
      bpId: northwind,
      username,
      password: `${username}-pass`,
      email: `${username}@example.com`,
      roleIds,
    },
  });

/** The answer is `status` with `msg`, and no partner, group, user or role changed. */
const refused = async (
  send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status: number,
  msg: string,
) => {
  const before = await partnerState(server.db);
  const response = await send();
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), { code: status, msg, data: null });
  assert.deepEqual(await partnerState(server.db), before);
};

const assert401 = async (token: string, url: string, msg: string) => {
  const response = await get(token, url);
  assert.equal(response.statusCode, 401, response.body);
  assert.equal((response.json() as { msg: string }).msg, msg);
};

describe("a partner's sys user", () => {
  it('cannot give itself admin (the northwind.edi attack), and its token stays without it', async () => {
    const token = await server.login(NW.username, NW.password);
    await refused(
      () => putUser(token, NW.username, [roles.sys, roles.admin]),
      403,
      'You cannot change your own roles',
    );
    const adminRoute = await get(token, '/api/tempFlows');
    assert.equal(adminRoute.statusCode, 403);
    assert.equal(adminRoute.json().msg, 'This action needs the role admin');
    assert.equal((await get(token, '/api/user/userInfo')).statusCode, 200);
  });

  it('cannot create an admin user, alone or beside sys', async () => {
    const token = await server.login(NW.username, NW.password);
    for (const ids of [[roles.admin], [roles.sys, roles.admin]]) {
      await refused(
        () => postUser(token, 'northwind.boss', ids),
        403,
        'Only a sys user of a platform tenant may grant the role admin',
      );
    }
  });

  it('cannot grant admin to another user of its BP, nor remove it', async () => {
    const token = await server.login(NW.username, NW.password);
    await refused(
      () => putUser(token, 'northwind.ops', [roles.sys, roles.admin]),
      403,
      'Only a sys user of a platform tenant may grant the role admin',
    );
    assert.equal(
      (await putUser(acmeSys, 'northwind.ops', [roles.sys, roles.admin])).statusCode,
      200,
    );
    await refused(
      () => putUser(token, 'northwind.ops', [roles.sys]),
      403,
      'Only a sys user of a platform tenant may remove the role admin',
    );
    // Keeping a role it may not give is no change: editing the user's email goes on.
    const kept = await putUser(token, 'northwind.ops', [roles.admin, roles.sys], 'ops@nw.example');
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().data.email, 'ops@nw.example');
    assert.equal((await putUser(acmeSys, 'northwind.ops', [roles.sys])).statusCode, 200);
  });

  it("cannot reset an admin's password or delete an admin, which would reach the role", async () => {
    const token = await server.login(NW.username, NW.password);
    assert.equal(
      (await putUser(acmeSys, 'northwind.ops', [roles.sys, roles.admin])).statusCode,
      200,
    );
    await refused(
      () =>
        server.call(token, {
          method: 'PUT',
          url: '/api/user/password',
          payload: { username: 'northwind.ops', newPassword: 'taken-over-pass' },
        }),
      403,
      'Only a sys user of a platform tenant may reset the password of a user with the role admin',
    );
    await refused(
      () => server.call(token, { method: 'DELETE', url: '/api/bpUser?username=northwind.ops' }),
      403,
      'Only a sys user of a platform tenant may delete a user with the role admin',
    );
    assert.equal((await server.login('northwind.ops', 'northwind-ops-pass')).length > 0, true);
    assert.equal((await putUser(acmeSys, 'northwind.ops', [roles.sys])).statusCode, 200);
  });

  it('creates sys users and grants and removes sys', async () => {
    const token = await server.login(NW.username, NW.password);
    assert.equal((await postUser(token, 'northwind.clerk', [roles.sys])).statusCode, 200);
    assert.equal((await postUser(acmeSys, 'northwind.viewer', [roles.admin])).statusCode, 200);
    const granted = await putUser(token, 'northwind.viewer', [roles.admin, roles.sys]);
    assert.equal(granted.statusCode, 200, granted.body);
    const removed = await putUser(token, 'northwind.viewer', [roles.admin]);
    assert.deepEqual(removed.json().data.roleSet, [{ id: roles.admin, roleName: 'admin' }]);
  });
});

describe("a platform tenant's sys user", () => {
  it('cannot change its own roles either', async () => {
    await refused(
      () => putUser(acmeSys, ACME.sys.username, [roles.sys, roles.admin]),
      403,
      'You cannot change your own roles',
    );
  });

  it("grants and removes admin; the target's old token is refused on its next request", async () => {
    const before = await server.login('northwind.ops', 'northwind-ops-pass');
    assert.equal((await get(before, '/api/user/userInfo')).statusCode, 200, 'remembered now');
    assert.equal(
      (await putUser(acmeSys, 'northwind.ops', [roles.sys, roles.admin])).statusCode,
      200,
    );
    const rolesChanged = 'Your roles were changed, please sign in again';
    await assert401(before, '/api/user/userInfo', rolesChanged);

    const promoted = await server.login('northwind.ops', 'northwind-ops-pass');
    assert.equal((await get(promoted, '/api/tempFlows')).statusCode, 200);
    assert.equal((await putUser(acmeSys, 'northwind.ops', [roles.sys])).statusCode, 200);
    await assert401(promoted, '/api/tempFlows', rolesChanged);
    const demoted = await server.login('northwind.ops', 'northwind-ops-pass');
    assert.equal((await get(demoted, '/api/tempFlows')).statusCode, 403);
  });

  it("keeps the target's sessions when only the email changes", async () => {
    const token = await server.login('northwind.ops', 'northwind-ops-pass');
    assert.equal((await get(token, '/api/user/userInfo')).statusCode, 200);
    const put = await putUser(acmeSys, 'northwind.ops', [roles.sys], 'desk@nw.example');
    assert.equal(put.statusCode, 200);
    const info = await get(token, '/api/user/userInfo');
    assert.equal(info.statusCode, 200);
    assert.equal(info.json().data.email, 'desk@nw.example', 'not the remembered caller');
  });
});

describe('a deleted user', () => {
  const gone = 'This account no longer exists';

  it('is refused on the very next request when deleted directly', async () => {
    const token = await server.login('northwind.clerk', 'northwind.clerk-pass');
    assert.equal((await get(token, '/api/all_bpg')).statusCode, 200);
    const deleted = await server.call(acmeSys, {
      method: 'DELETE',
      url: '/api/bpUser?username=northwind.clerk',
    });
    assert.equal(deleted.statusCode, 200);
    await assert401(token, '/api/all_bpg', gone);
  });

  it('is refused on the very next request when its BP is deleted (401, not 500)', async () => {
    const api = partnerApi(server, acmeSys);
    const partner = await api.partner(server.acme.rootGroupId, 'Doomed BP');
    await api.user(partner.id, 'doomed.sys', [roles.sys]);
    const token = await server.login('doomed.sys', 'doomed.sys-pass');
    assert.equal((await get(token, '/api/all_bpg')).statusCode, 200);
    const deleted = await server.call(acmeSys, {
      method: 'DELETE',
      url: `/api/bp?id=${partner.id}`,
    });
    assert.equal(deleted.statusCode, 200);
    await assert401(token, '/api/all_bpg', gone);
  });

  it('is refused on the very next request when its group is deleted', async () => {
    const api = partnerApi(server, acmeSys);
    const group = await api.group(server.acme.rootGroupId, 'Doomed group');
    const sub = await api.group(group.id, 'Doomed sub-group');
    const partner = await api.partner(sub.id, 'Doomed deep BP');
    await api.user(partner.id, 'deep.sys', [roles.sys]);
    const token = await server.login('deep.sys', 'deep.sys-pass');
    assert.equal((await get(token, '/api/all_bpg')).statusCode, 200);
    const deleted = await server.call(acmeSys, {
      method: 'DELETE',
      url: `/api/bpg?id=${group.id}`,
    });
    assert.deepEqual(deleted.json().data, { groups: 2, partners: 1, users: 1 });
    await assert401(token, '/api/all_bpg', gone);
  });
});

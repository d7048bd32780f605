import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { auditLog } from '../../src/db/schema';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { seedPartner } from '../fixtures';
import { roleIds } from '../partners/state';

/** Every grant, removal, new or deleted user and password change is in the audit log. */
let server: StartedServer;
let roles: { admin: number; sys: number };
let acmeSys: string;
let northwind: { partnerId: number; groupId: number };
const NW = { username: 'northwind.edi', password: 'northwind-pass' };

before(async () => {
  server = await startTestServer();
  roles = await roleIds(server.db);
  // Written directly, so the log starts empty.
  northwind = await seedPartner(server.db, {
    tenantId: server.acme.tenantId,
    parentGroupId: server.acme.rootGroupId,
    group: 'Suppliers',
    name: 'Northwind',
    users: [{ ...NW, roles: ['sys'] }],
  });
  acmeSys = await server.login(ACME.sys.username, ACME.sys.password);
});
after(() => server?.close());

/** A call from its own address, which the entries it writes must name. */
const from = (address: string, token: string, options: InjectOptions) =>
  server.app.inject({ ...options, remoteAddress: address, headers: { token } });

const page = async (token: string, query = 'pageSize=100') => {
  const response = await server.call(token, { method: 'GET', url: `/api/audit?${query}` });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as {
    list: Record<string, unknown>[];
    total: number;
    page: number;
    pageSize: number;
  };
};
const brief = (entry: Record<string, unknown>) => [
  entry.action,
  entry.actorUsername,
  entry.targetUsername,
  entry.address,
  entry.detail,
];

describe('the audit log', () => {
  it('starts empty', async () => {
    assert.deepEqual(await page(acmeSys, ''), { list: [], total: 0, page: 1, pageSize: 10 });
  });

  it('records grants, removals, new and deleted users and passwords, newest first', async () => {
    const user = { username: 'northwind.clerk', email: 'clerk@nw.example' };
    const steps: [string, string, InjectOptions][] = [
      [
        '10.9.0.1',
        acmeSys,
        {
          method: 'POST',
          url: '/api/bpUser',
          payload: {
            ...user,
            bpId: northwind.partnerId,
            password: 'clerk-pass',
            roleIds: [roles.sys],
          },
        },
      ],
      [
        '10.9.0.2',
        acmeSys,
        {
          method: 'PUT',
          url: '/api/bpUser',
          payload: { ...user, roleIds: [roles.sys, roles.admin] },
        },
      ],
      [
        '10.9.0.3',
        acmeSys,
        { method: 'PUT', url: '/api/bpUser', payload: { ...user, roleIds: [roles.admin] } },
      ],
      [
        '10.9.0.4',
        acmeSys,
        {
          method: 'PUT',
          url: '/api/bpUser',
          payload: { ...user, email: 'c@nw.example', roleIds: [roles.admin] },
        },
      ],
      [
        '10.9.0.5',
        acmeSys,
        {
          method: 'PUT',
          url: '/api/user/password',
          payload: { username: user.username, newPassword: 'reset-pass' },
        },
      ],
      [
        '10.9.0.6',
        await server.login(NW.username, NW.password),
        {
          method: 'PUT',
          url: '/api/user/password',
          payload: { oldPassword: NW.password, newPassword: 'nw-new-pass' },
        },
      ],
      ['10.9.0.7', acmeSys, { method: 'DELETE', url: `/api/bpUser?username=${user.username}` }],
    ];
    for (const [address, token, options] of steps) {
      const response = await from(address, token, options);
      assert.equal(response.statusCode, 200, `${options.method} ${options.url}: ${response.body}`);
    }
    const { list, total } = await page(acmeSys);
    const clerk = user.username;
    assert.deepEqual(list.map(brief), [
      ['user.delete', ACME.sys.username, clerk, '10.9.0.7', { roles: ['admin'] }],
      ['password.change', NW.username, NW.username, '10.9.0.6', {}],
      ['password.reset', ACME.sys.username, clerk, '10.9.0.5', {}],
      ['role.remove', ACME.sys.username, clerk, '10.9.0.3', { role: 'sys' }],
      ['role.grant', ACME.sys.username, clerk, '10.9.0.2', { role: 'admin' }],
      ['role.grant', ACME.sys.username, clerk, '10.9.0.1', { role: 'sys' }],
      ['user.create', ACME.sys.username, clerk, '10.9.0.1', { roles: ['sys'] }],
    ]);
    assert.equal(total, 7, 'an email change alone is no audited change');
    const [deleted, changed] = list;
    assert.equal(deleted.actorBpId, server.acme.tenantId);
    assert.equal(deleted.targetBpId, northwind.partnerId);
    assert.equal(
      changed.actorBpId,
      northwind.partnerId,
      "a partner's change is in its platform's log",
    );
    assert.ok(!Number.isNaN(Date.parse(String(deleted.at))));
    assert.ok(Number(deleted.id) > Number(changed.id));
  });

  it('records the users deleted with their BP and with their group', async () => {
    const doomed = await seedPartner(server.db, {
      tenantId: server.acme.tenantId,
      parentGroupId: server.acme.rootGroupId,
      group: 'Carriers',
      name: 'Swift Road',
      users: [
        { username: 'swift.a', password: 'swift-a-pass', roles: ['sys'] },
        { username: 'swift.b', password: 'swift-b-pass', roles: ['admin'] },
      ],
    });
    const other = await seedPartner(server.db, {
      tenantId: server.acme.tenantId,
      parentGroupId: doomed.groupId,
      group: 'Ocean',
      name: 'Blue Ocean',
      users: [{ username: 'ocean.a', password: 'ocean-a-pass', roles: ['sys'] }],
    });
    const before = (await page(acmeSys)).total;
    const bpDeleted = await from('10.9.1.1', acmeSys, {
      method: 'DELETE',
      url: `/api/bp?id=${doomed.partnerId}`,
    });
    assert.equal(bpDeleted.statusCode, 200);
    const groupDeleted = await from('10.9.1.2', acmeSys, {
      method: 'DELETE',
      url: `/api/bpg?id=${doomed.groupId}`,
    });
    assert.deepEqual(groupDeleted.json().data, { groups: 2, partners: 1, users: 1 });
    const { list, total } = await page(acmeSys, 'pageSize=3');
    assert.equal(total, before + 3);
    const byBp = { via: 'partner', partner: 'Swift Road' };
    assert.deepEqual(list.map(brief), [
      [
        'user.delete',
        ACME.sys.username,
        'ocean.a',
        '10.9.1.2',
        { via: 'group', group: 'Carriers', roles: ['sys'] },
      ],
      ['user.delete', ACME.sys.username, 'swift.b', '10.9.1.1', { ...byBp, roles: ['admin'] }],
      ['user.delete', ACME.sys.username, 'swift.a', '10.9.1.1', { ...byBp, roles: ['sys'] }],
    ]);
    assert.equal(list[0].targetBpId, other.partnerId);
  });

  it("records the deletion of one's own account", async () => {
    const admin2 = { username: 'acme-admin2', password: 'acme-admin2-pass' };
    const created = await server.call(acmeSys, {
      method: 'POST',
      url: '/api/bpUser',
      payload: {
        ...admin2,
        bpId: server.acme.tenantId,
        email: 'a2@acme.example',
        roleIds: [roles.admin],
      },
    });
    assert.equal(created.statusCode, 200);
    const token = await server.login(admin2.username, admin2.password);
    const deleted = await from('10.9.2.1', token, {
      method: 'DELETE',
      url: `/api/user/userInfo?username=${admin2.username}`,
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    const [entry] = (await page(acmeSys, 'pageSize=1')).list;
    assert.deepEqual(brief(entry), [
      'user.delete',
      admin2.username,
      admin2.username,
      '10.9.2.1',
      { via: 'account', roles: ['admin'] },
    ]);
  });

  it('writes nothing for a refused change', async () => {
    const before = await server.db.select().from(auditLog);
    const token = await server.login(NW.username, 'nw-new-pass');
    const refused = await server.call(token, {
      method: 'PUT',
      url: '/api/bpUser',
      payload: { username: NW.username, email: 'x@nw.example', roleIds: [roles.sys, roles.admin] },
    });
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(await server.db.select().from(auditLog), before);
  });

  it('pages, newest first, with the total', async () => {
    const all = await page(acmeSys);
    assert.ok(all.total >= 12);
    const first = await page(acmeSys, 'page=1&pageSize=2');
    const second = await page(acmeSys, 'page=2&pageSize=2');
    assert.deepEqual(
      [...first.list, ...second.list].map((entry) => entry.id),
      all.list.slice(0, 4).map((entry) => entry.id),
    );
    assert.deepEqual([second.page, second.pageSize, second.total], [2, 2, all.total]);
    assert.deepEqual((await page(acmeSys, 'page=1000&pageSize=100')).list, []);
  });

  it("shows another platform tenant none of Acme's entries", async () => {
    const token = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
    assert.deepEqual(await page(token, ''), { list: [], total: 0, page: 1, pageSize: 10 });
  });

  it("refuses a partner's sys user, an admin and a caller without a token", async () => {
    const cases: [string | null, number, string][] = [
      [
        await server.login(NW.username, 'nw-new-pass'),
        403,
        'Only a sys user of a platform tenant may read the audit log',
      ],
      [
        await server.login(ACME.admin.username, ACME.admin.password),
        403,
        'This action needs the role sys',
      ],
      [null, 401, 'Please sign in'],
    ];
    for (const [token, status, msg] of cases) {
      const response = await server.call(token, { method: 'GET', url: '/api/audit' });
      assert.deepEqual([response.statusCode, response.json().msg], [status, msg]);
    }
  });

  it('answers 400 to bad paging parameters', async () => {
    for (const query of [
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'page=2147483648',
      'pageSize=0',
      'pageSize=101',
      'pageSize=x',
    ]) {
      const response = await server.call(acmeSys, { method: 'GET', url: `/api/audit?${query}` });
      assert.equal(response.statusCode, 400, `${query}: ${response.body}`);
      assert.match(response.json().msg, /^querystring\.page(Size)? /, query);
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { bp, users } from '../../src/db/schema';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { partnerApi } from './api';
import { partnerState, roleIds } from './state';

let server: StartedServer;
let token: string;
let api: ReturnType<typeof partnerApi>;
let groupId: number;

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.sys.username, ACME.sys.password);
  api = partnerApi(server, token);
  groupId = (await api.group(server.acme.rootGroupId, 'Suppliers')).id;
});
after(() => server?.close());

const refusedWithoutChange = async (
  options: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object },
  status: number,
  msg: string,
) => {
  const before = await partnerState(server.db);
  const response = await server.call(token, options);
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), { code: status, msg, data: null });
  assert.deepEqual(await partnerState(server.db), before);
};

describe('POST /api/bp', () => {
  it('creates a BP in the group, trimmed, owned by the tenant', async () => {
    const response = await server.call(token, {
      method: 'POST',
      url: `/api/bp?bpgId=${groupId}`,
      payload: { name: ' Northwind ', email: 'edi@northwind.example' },
    });
    assert.equal(response.statusCode, 200);
    const data = response.json().data;
    assert.deepEqual(Object.keys(data).sort(), [
      'bpgId',
      'createTime',
      'email',
      'id',
      'name',
      'updateTime',
    ]);
    assert.equal(data.name, 'Northwind');
    assert.equal(data.email, 'edi@northwind.example');
    assert.equal(data.bpgId, groupId);
    const [row] = await server.db.select().from(bp).where(eq(bp.id, data.id));
    assert.equal(row.tenantId, server.acme.tenantId);
    assert.equal(row.bpgId, groupId);
    assert.equal(data.createTime, row.createTime.toISOString());
  });

  it('refuses a bad email, a duplicate name, an unknown group and missing fields, changing nothing', async () => {
    await refusedWithoutChange(
      {
        method: 'POST',
        url: `/api/bp?bpgId=${groupId}`,
        payload: { name: 'Contoso', email: 'not-an-email' },
      },
      400,
      'body.email must match format "email"',
    );
    await refusedWithoutChange(
      { method: 'POST', url: `/api/bp?bpgId=${groupId}`, payload: { name: 'Contoso' } },
      400,
      'body.email is required',
    );
    await refusedWithoutChange(
      {
        method: 'POST',
        url: `/api/bp?bpgId=${server.acme.rootGroupId}`,
        payload: { name: 'Northwind', email: 'a@b.example' },
      },
      409,
      'A business partner named "Northwind" already exists',
    );
    await refusedWithoutChange(
      {
        method: 'POST',
        url: '/api/bp?bpgId=999999',
        payload: { name: 'Contoso', email: 'a@b.example' },
      },
      404,
      'No business partner group with id 999999',
    );
    await refusedWithoutChange(
      { method: 'POST', url: '/api/bp', payload: { name: 'Contoso', email: 'a@b.example' } },
      400,
      'querystring.bpgId is required',
    );
  });
});

describe('PUT /api/bp', () => {
  it('changes name and email', async () => {
    const created = await api.partner(groupId, 'Contoso');
    const response = await server.call(token, {
      method: 'PUT',
      url: '/api/bp',
      payload: { id: created.id, name: 'Contoso Metals', email: 'b2b@contoso.example' },
    });
    assert.equal(response.statusCode, 200);
    const data = response.json().data;
    assert.equal(data.name, 'Contoso Metals');
    assert.equal(data.email, 'b2b@contoso.example');
    assert.equal(data.bpgId, groupId);
    const [row] = await server.db.select().from(bp).where(eq(bp.id, created.id));
    assert.equal(row.name, 'Contoso Metals');
    assert.equal(row.email, 'b2b@contoso.example');
    assert.ok(row.updateTime > row.createTime);
  });

  it('refuses a bad email, a duplicate name, an unknown id and the tenant itself, changing nothing', async () => {
    const [contoso] = await server.db.select().from(bp).where(eq(bp.name, 'Contoso Metals'));
    await refusedWithoutChange(
      {
        method: 'PUT',
        url: '/api/bp',
        payload: { id: contoso.id, name: 'Contoso', email: 'nope' },
      },
      400,
      'body.email must match format "email"',
    );
    await refusedWithoutChange(
      {
        method: 'PUT',
        url: '/api/bp',
        payload: { id: contoso.id, name: 'Northwind', email: 'a@b.example' },
      },
      409,
      'A business partner named "Northwind" already exists',
    );
    await refusedWithoutChange(
      {
        method: 'PUT',
        url: '/api/bp',
        payload: { id: 999999, name: 'Ghost', email: 'a@b.example' },
      },
      404,
      'No business partner with id 999999',
    );
    await refusedWithoutChange(
      {
        method: 'PUT',
        url: '/api/bp',
        payload: { id: server.acme.tenantId, name: 'Acme Renamed', email: 'a@b.example' },
      },
      404,
      `No business partner with id ${server.acme.tenantId}`,
    );
  });
});

describe('GET /api/bp', () => {
  it('answers a BP with its users', async () => {
    const partner = await api.partner(groupId, 'Fabrikam');
    const { sys, admin } = await roleIds(server.db);
    await api.user(partner.id, 'fabrikam-b', [sys]);
    await api.user(partner.id, 'fabrikam-a', [admin, sys]);
    const response = await server.call(token, { method: 'GET', url: `/api/bp?id=${partner.id}` });
    assert.equal(response.statusCode, 200);
    const data = response.json().data;
    assert.equal(data.id, partner.id);
    assert.equal(data.name, 'Fabrikam');
    assert.equal(data.bpgId, groupId);
    assert.deepEqual(
      data.userList.map(
        (u: { username: string; bpName: string; roleSet: { roleName: string }[] }) => [
          u.username,
          u.bpName,
          u.roleSet.map((r) => r.roleName),
        ],
      ),
      [
        ['fabrikam-a', 'Fabrikam', ['admin', 'sys']],
        ['fabrikam-b', 'Fabrikam', ['sys']],
      ],
    );
    assert.deepEqual(Object.keys(data.userList[0]).sort(), [
      'bpId',
      'bpName',
      'createTime',
      'displayName',
      'email',
      'id',
      'phone',
      'roleSet',
      'updateTime',
      'username',
    ]);
  });

  it("answers the caller's own BP too", async () => {
    const response = await server.call(token, {
      method: 'GET',
      url: `/api/bp?id=${server.acme.tenantId}`,
    });
    assert.equal(response.statusCode, 200);
    const data = response.json().data;
    assert.equal(data.name, 'Acme');
    assert.equal(data.bpgId, null);
    assert.deepEqual(
      data.userList.map((u: { username: string }) => u.username),
      [ACME.admin.username, ACME.sys.username],
    );
  });

  it('answers 404 for an unknown id', async () => {
    const response = await server.call(token, { method: 'GET', url: '/api/bp?id=999999' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), {
      code: 404,
      msg: 'No business partner with id 999999',
      data: null,
    });
  });
});

describe('DELETE /api/bp', () => {
  it('deletes the BP with its users', async () => {
    const partner = await api.partner(groupId, 'Tailspin');
    const { sys } = await roleIds(server.db);
    await api.user(partner.id, 'tailspin-1', [sys]);
    const response = await server.call(token, {
      method: 'DELETE',
      url: `/api/bp?id=${partner.id}`,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { code: 200, msg: 'success', data: null });
    assert.deepEqual(await server.db.select().from(bp).where(eq(bp.id, partner.id)), []);
    assert.deepEqual(
      await server.db.select().from(users).where(eq(users.username, 'tailspin-1')),
      [],
    );
  });

  it('answers 404 for an unknown id and for the tenant itself, changing nothing', async () => {
    await refusedWithoutChange(
      { method: 'DELETE', url: '/api/bp?id=999999' },
      404,
      'No business partner with id 999999',
    );
    await refusedWithoutChange(
      { method: 'DELETE', url: `/api/bp?id=${server.acme.tenantId}` },
      404,
      `No business partner with id ${server.acme.tenantId}`,
    );
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { bp, bpg, users } from '../../src/db/schema';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { partnerApi } from './api';
import { partnerState, roleIds } from './state';

interface PartnerJson {
  id: number;
  name: string;
  email: string;
  bpgId: number;
  createTime: string;
  updateTime: string;
}
interface GroupNodeJson {
  id: number;
  name: string;
  description: string;
  parentId: number | null;
  bpList: PartnerJson[];
  subBpg: GroupNodeJson[];
}

let server: StartedServer;
let token: string;
let api: ReturnType<typeof partnerApi>;
/** Acme: root → Carriers, Suppliers → Electronics → Chips; BPs in Suppliers, Electronics and Chips. */
const ids = {
  suppliers: 0,
  electronics: 0,
  chips: 0,
  carriers: 0,
  northwind: 0,
  fabrikam: 0,
  chipco: 0,
};

before(async () => {
  server = await startTestServer();
  token = await server.login(ACME.sys.username, ACME.sys.password);
  api = partnerApi(server, token);
  const root = server.acme.rootGroupId;
  ids.suppliers = (await api.group(root, 'Suppliers')).id;
  ids.carriers = (await api.group(root, 'Carriers')).id;
  ids.electronics = (await api.group(ids.suppliers, 'Electronics')).id;
  ids.chips = (await api.group(ids.electronics, 'Chips')).id;
  ids.northwind = (await api.partner(ids.suppliers, 'Northwind')).id;
  ids.fabrikam = (await api.partner(ids.electronics, 'Fabrikam')).id;
  ids.chipco = (await api.partner(ids.chips, 'Chipco')).id;
  const { sys, admin } = await roleIds(server.db);
  await api.user(ids.fabrikam, 'fabrikam-1', [sys]);
  await api.user(ids.fabrikam, 'fabrikam-2', [admin, sys]);
  await api.user(ids.chipco, 'chipco-1', [admin]);
});
after(() => server?.close());

const get = (url: string) => server.call(token, { method: 'GET', url });

describe('GET /api/all_bpg', () => {
  it('answers the single root with nested subBpg and bpList on every level, by name', async () => {
    const response = await get('/api/all_bpg');
    assert.equal(response.statusCode, 200);
    const root = response.json().data as GroupNodeJson;
    assert.equal(root.id, server.acme.rootGroupId);
    assert.equal(root.parentId, null);
    assert.equal(root.name, 'All partners');
    assert.equal(root.description, 'Partners of Acme');

    const shape = (node: GroupNodeJson): object => ({
      name: node.name,
      bps: node.bpList.map((p) => p.name),
      sub: node.subBpg.map(shape),
    });
    assert.deepEqual(shape(root), {
      name: 'All partners',
      bps: [],
      sub: [
        { name: 'Carriers', bps: [], sub: [] },
        {
          name: 'Suppliers',
          bps: ['Northwind'],
          sub: [
            {
              name: 'Electronics',
              bps: ['Fabrikam'],
              sub: [{ name: 'Chips', bps: ['Chipco'], sub: [] }],
            },
          ],
        },
      ],
    });
    const check = (node: GroupNodeJson, parentId: number | null) => {
      assert.deepEqual(Object.keys(node).sort(), [
        'bpList',
        'description',
        'id',
        'name',
        'parentId',
        'subBpg',
      ]);
      assert.equal(node.parentId, parentId);
      for (const partner of node.bpList) {
        assert.deepEqual(Object.keys(partner).sort(), [
          'bpgId',
          'createTime',
          'email',
          'id',
          'name',
          'updateTime',
        ]);
        assert.equal(partner.bpgId, node.id);
      }
      for (const child of node.subBpg) check(child, node.id);
    };
    check(root, null);
    const suppliers = root.subBpg[1];
    assert.deepEqual(suppliers.bpList[0], {
      id: ids.northwind,
      name: 'Northwind',
      email: 'edi@northwind.example',
      bpgId: ids.suppliers,
      createTime: suppliers.bpList[0].createTime,
      updateTime: suppliers.bpList[0].updateTime,
    });
    assert.ok(!Number.isNaN(Date.parse(suppliers.bpList[0].createTime)));
  });
});

describe('GET /api/bpg', () => {
  it('answers the group with its path from the root and its BPs with their user counts', async () => {
    const response = await get(`/api/bpg?id=${ids.electronics}`);
    assert.equal(response.statusCode, 200);
    const data = response.json().data;
    assert.equal(data.id, ids.electronics);
    assert.equal(data.name, 'Electronics');
    assert.equal(data.description, 'Electronics group');
    assert.equal(data.parentId, ids.suppliers);
    assert.deepEqual(data.path, [
      { id: server.acme.rootGroupId, name: 'All partners' },
      { id: ids.suppliers, name: 'Suppliers' },
      { id: ids.electronics, name: 'Electronics' },
    ]);
    assert.equal(data.bpList.length, 1);
    assert.equal(data.bpList[0].id, ids.fabrikam);
    assert.equal(data.bpList[0].userCount, 2);
    assert.equal(data.bpList[0].bpgId, ids.electronics);
  });

  it('counts 0 users for a BP without any, and the root path is the root alone', async () => {
    const suppliers = (await get(`/api/bpg?id=${ids.suppliers}`)).json().data;
    assert.equal(suppliers.bpList[0].userCount, 0);
    const root = (await get(`/api/bpg?id=${server.acme.rootGroupId}`)).json().data;
    assert.deepEqual(root.path, [{ id: server.acme.rootGroupId, name: 'All partners' }]);
    assert.deepEqual(root.bpList, []);
  });

  it('answers 404 for an unknown id and 400 for a missing one', async () => {
    const unknown = await get('/api/bpg?id=999999');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), {
      code: 404,
      msg: 'No business partner group with id 999999',
      data: null,
    });
    const missing = await get('/api/bpg');
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().msg, 'querystring.id is required');
  });
});

describe('POST /api/bpg', () => {
  it('creates a group under the parent, trimmed', async () => {
    const response = await server.call(token, {
      method: 'POST',
      url: `/api/bpg?parentId=${ids.carriers}`,
      payload: { name: '  Ocean ', description: ' Container lines ' },
    });
    assert.equal(response.statusCode, 200);
    const data = response.json().data;
    assert.equal(data.name, 'Ocean');
    assert.equal(data.description, 'Container lines');
    assert.equal(data.parentId, ids.carriers);
    const [row] = await server.db.select().from(bpg).where(eq(bpg.id, data.id));
    assert.equal(row.tenantId, server.acme.tenantId);
    assert.equal(row.parentId, ids.carriers);
    assert.equal(row.name, 'Ocean');
  });

  it('allows a name used under another parent', async () => {
    const created = await api.group(ids.suppliers, 'Ocean');
    assert.equal(created.parentId, ids.suppliers);
  });

  for (const [url, payload, status, message] of [
    [
      '/api/bpg?parentId=ROOT',
      { name: 'Suppliers', description: 'again' },
      409,
      'A group named "Suppliers" already exists there',
    ],
    [
      '/api/bpg?parentId=ROOT',
      { name: ' Suppliers ', description: 'again' },
      409,
      'A group named "Suppliers" already exists there',
    ],
    [
      '/api/bpg?parentId=999999',
      { name: 'Lost', description: 'nowhere' },
      404,
      'No business partner group with id 999999',
    ],
    [
      '/api/bpg?parentId=ROOT',
      { name: '   ', description: 'blank' },
      400,
      'body.name must match pattern "\\S"',
    ],
    [
      '/api/bpg?parentId=ROOT',
      { name: 'x'.repeat(65), description: 'long' },
      400,
      'body.name must NOT have more than 64 characters',
    ],
    ['/api/bpg?parentId=ROOT', { name: 'Empty' }, 400, 'body.description is required'],
    [
      '/api/bpg?parentId=ROOT',
      { name: 'Long', description: 'd'.repeat(256) },
      400,
      'body.description must NOT have more than 255 characters',
    ],
    [
      '/api/bpg',
      { name: 'Orphan', description: 'no parent' },
      400,
      'querystring.parentId is required',
    ],
  ] as const) {
    it(`refuses ${url} ${JSON.stringify(payload).slice(0, 50)} with ${status}`, async () => {
      const before = await partnerState(server.db);
      const response = await server.call(token, {
        method: 'POST',
        url: url.replace('ROOT', String(server.acme.rootGroupId)),
        payload,
      });
      assert.equal(response.statusCode, status);
      assert.deepEqual(response.json(), { code: status, msg: message, data: null });
      assert.deepEqual(await partnerState(server.db), before);
    });
  }
});

describe('PUT /api/bpg', () => {
  it('renames a group and keeps its place', async () => {
    const response = await server.call(token, {
      method: 'PUT',
      url: '/api/bpg',
      payload: { id: ids.carriers, name: 'Logistics', description: 'Carriers and forwarders' },
    });
    assert.equal(response.statusCode, 200);
    const data = response.json().data;
    assert.equal(data.id, ids.carriers);
    assert.equal(data.name, 'Logistics');
    assert.equal(data.description, 'Carriers and forwarders');
    const [row] = await server.db.select().from(bpg).where(eq(bpg.id, ids.carriers));
    assert.equal(row.name, 'Logistics');
    assert.equal(row.parentId, server.acme.rootGroupId);
  });

  it('keeps a group name unchanged without a clash with itself, and renames the root', async () => {
    const same = await server.call(token, {
      method: 'PUT',
      url: '/api/bpg',
      payload: { id: ids.suppliers, name: 'Suppliers', description: 'New words' },
    });
    assert.equal(same.statusCode, 200);
    const root = await server.call(token, {
      method: 'PUT',
      url: '/api/bpg',
      payload: {
        id: server.acme.rootGroupId,
        name: 'All partners',
        description: 'Partners of Acme',
      },
    });
    assert.equal(root.statusCode, 200);
  });

  it('answers 409 for a sibling name clash and 404 for an unknown group, changing nothing', async () => {
    for (const [payload, status, message] of [
      [
        { id: ids.carriers, name: 'Suppliers', description: 'x' },
        409,
        'A group named "Suppliers" already exists there',
      ],
      [
        { id: 999999, name: 'Ghost', description: 'x' },
        404,
        'No business partner group with id 999999',
      ],
      [{ id: ids.carriers, name: 'NoDescription' }, 400, 'body.description is required'],
    ] as const) {
      const before = await partnerState(server.db);
      const response = await server.call(token, { method: 'PUT', url: '/api/bpg', payload });
      assert.equal(response.statusCode, status);
      assert.deepEqual(response.json(), { code: status, msg: message, data: null });
      assert.deepEqual(await partnerState(server.db), before);
    }
  });
});

describe('DELETE /api/bpg', () => {
  it('refuses the root group with 409 and changes nothing', async () => {
    const before = await partnerState(server.db);
    const response = await server.call(token, {
      method: 'DELETE',
      url: `/api/bpg?id=${server.acme.rootGroupId}`,
    });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      code: 409,
      msg: 'The root group cannot be deleted',
      data: null,
    });
    assert.deepEqual(await partnerState(server.db), before);
  });

  it('answers 404 for an unknown group', async () => {
    const response = await server.call(token, { method: 'DELETE', url: '/api/bpg?id=999999' });
    assert.equal(response.statusCode, 404);
  });

  it('deletes the group with its sub-groups, their BPs and their users, and counts them', async () => {
    const ocean = (await server.db.select().from(bpg).where(eq(bpg.parentId, ids.suppliers))).find(
      (g) => g.name === 'Ocean',
    );
    assert.ok(ocean);
    const doomedGroups = [ids.suppliers, ids.electronics, ids.chips, ocean.id];
    const doomedPartners = [ids.northwind, ids.fabrikam, ids.chipco];
    const response = await server.call(token, {
      method: 'DELETE',
      url: `/api/bpg?id=${ids.suppliers}`,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      code: 200,
      msg: 'success',
      data: { groups: 4, partners: 3, users: 3 },
    });

    assert.deepEqual(await server.db.select().from(bpg).where(inArray(bpg.id, doomedGroups)), []);
    assert.deepEqual(await server.db.select().from(bp).where(inArray(bp.id, doomedPartners)), []);
    assert.deepEqual(
      await server.db
        .select()
        .from(users)
        .where(inArray(users.username, ['fabrikam-1', 'fabrikam-2', 'chipco-1'])),
      [],
    );
    // The rest of the tree and the tenant's own users stay.
    const tree = (await get('/api/all_bpg')).json().data as GroupNodeJson;
    assert.deepEqual(
      tree.subBpg.map((g) => g.name),
      ['Logistics'],
    );
    assert.equal(tree.subBpg[0].subBpg[0].name, 'Ocean');
    assert.equal(
      (await server.db.select().from(users).where(eq(users.bpId, server.acme.tenantId))).length,
      2,
    );
  });

  it('counts an empty group alone', async () => {
    const empty = await api.group(server.acme.rootGroupId, 'Empty');
    const response = await server.call(token, { method: 'DELETE', url: `/api/bpg?id=${empty.id}` });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, { groups: 1, partners: 0, users: 0 });
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { partnerApi } from './api';
import { partnerState, roleIds } from './state';

/**
 * Every partner route, aimed at Acme's data with a valid request: an admin is refused (403),
 * Globex's sys user does not find it (404), no token is refused (401), and nothing changes.
 */
let server: StartedServer;
const tokens = { acmeAdmin: '', globexSys: '' };
const acme = { group: 0, partner: 0 };
let roles: { admin: number; sys: number };

before(async () => {
  server = await startTestServer();
  const api = partnerApi(server, await server.login(ACME.sys.username, ACME.sys.password));
  roles = await roleIds(server.db);
  acme.group = (await api.group(server.acme.rootGroupId, 'Suppliers')).id;
  acme.partner = (await api.partner(acme.group, 'Northwind')).id;
  await api.user(acme.partner, 'nw.edi', [roles.sys]);
  tokens.acmeAdmin = await server.login(ACME.admin.username, ACME.admin.password);
  tokens.globexSys = await server.login(GLOBEX.sys.username, GLOBEX.sys.password);
});
after(() => server?.close());

/** Built after `before`, when the ids are known. */
const routes = (): { name: string; request: InjectOptions; globex: number }[] => [
  { name: 'GET /api/all_bpg', request: { method: 'GET', url: '/api/all_bpg' }, globex: 200 },
  {
    name: 'GET /api/bpg',
    request: { method: 'GET', url: `/api/bpg?id=${acme.group}` },
    globex: 404,
  },
  {
    name: 'POST /api/bpg',
    request: {
      method: 'POST',
      url: `/api/bpg?parentId=${acme.group}`,
      payload: { name: 'Intruders', description: 'x' },
    },
    globex: 404,
  },
  {
    name: 'PUT /api/bpg',
    request: {
      method: 'PUT',
      url: '/api/bpg',
      payload: { id: acme.group, name: 'Hijacked', description: 'x' },
    },
    globex: 404,
  },
  {
    name: 'DELETE /api/bpg',
    request: { method: 'DELETE', url: `/api/bpg?id=${acme.group}` },
    globex: 404,
  },
  {
    name: 'GET /api/bp',
    request: { method: 'GET', url: `/api/bp?id=${acme.partner}` },
    globex: 404,
  },
  {
    name: 'GET /api/bp (tenant)',
    request: { method: 'GET', url: `/api/bp?id=${server.acme.tenantId}` },
    globex: 404,
  },
  {
    name: 'POST /api/bp',
    request: {
      method: 'POST',
      url: `/api/bp?bpgId=${acme.group}`,
      payload: { name: 'Intruder', email: 'x@y.example' },
    },
    globex: 404,
  },
  {
    name: 'PUT /api/bp',
    request: {
      method: 'PUT',
      url: '/api/bp',
      payload: { id: acme.partner, name: 'Hijacked', email: 'x@y.example' },
    },
    globex: 404,
  },
  {
    name: 'DELETE /api/bp',
    request: { method: 'DELETE', url: `/api/bp?id=${acme.partner}` },
    globex: 404,
  },
  {
    name: 'POST /api/bpUser',
    request: {
      method: 'POST',
      url: '/api/bpUser',
      payload: {
        bpId: acme.partner,
        username: 'intruder',
        password: 'intruder-pass',
        email: 'x@y.example',
        roleIds: [roles.sys],
      },
    },
    globex: 404,
  },
  {
    name: 'POST /api/bpUser (tenant)',
    request: {
      method: 'POST',
      url: '/api/bpUser',
      payload: {
        bpId: server.acme.tenantId,
        username: 'intruder',
        password: 'intruder-pass',
        email: 'x@y.example',
        roleIds: [roles.sys],
      },
    },
    globex: 404,
  },
  {
    name: 'PUT /api/bpUser',
    request: {
      method: 'PUT',
      url: '/api/bpUser',
      payload: { username: 'nw.edi', email: 'x@y.example', roleIds: [roles.admin] },
    },
    globex: 404,
  },
  {
    name: 'DELETE /api/bpUser',
    request: { method: 'DELETE', url: '/api/bpUser?username=nw.edi' },
    globex: 404,
  },
];

const send = async (token: string | null, request: InjectOptions) => {
  const before = await partnerState(server.db);
  const response = await server.call(token, request);
  const after = await partnerState(server.db);
  return { response, before, after };
};

describe('partner routes refuse callers who may not touch Acme', () => {
  it('covers the twelve routes of the API contract, each of them registered', () => {
    const names = new Set(routes().map((route) => route.name.replace(/ \(.*\)$/, '')));
    assert.equal(names.size, 12);
    for (const name of names) {
      const [method, url] = name.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      assert.ok(server.app.hasRoute({ method, url }), name);
    }
  });

  it('answers 401 without a token', async () => {
    for (const { name, request } of routes()) {
      const { response, before, after } = await send(null, request);
      assert.equal(response.statusCode, 401, name);
      assert.deepEqual(response.json(), { code: 401, msg: 'Please sign in', data: null }, name);
      assert.deepEqual(after, before, `${name} changed nothing`);
    }
  });

  it('answers 403 to an admin of the same tenant', async () => {
    for (const { name, request } of routes()) {
      const { response, before, after } = await send(tokens.acmeAdmin, request);
      assert.equal(response.statusCode, 403, name);
      assert.deepEqual(
        response.json(),
        { code: 403, msg: 'This action needs the role sys', data: null },
        name,
      );
      assert.deepEqual(after, before, `${name} changed nothing`);
    }
  });

  it("answers 404 to another tenant's sys user, who sees none of Acme's data", async () => {
    for (const { name, request, globex } of routes()) {
      const { response, before, after } = await send(tokens.globexSys, request);
      assert.equal(response.statusCode, globex, `${name}: ${response.body}`);
      assert.deepEqual(after, before, `${name} changed nothing`);
      if (globex === 404) {
        assert.equal(response.json().code, 404, name);
        assert.match(
          response.json().msg,
          /^No (business partner group with id|business partner with id|user) /,
          name,
        );
      } else {
        const tree = response.json().data;
        assert.equal(tree.id, server.globex.rootGroupId);
        assert.deepEqual(tree.subBpg, []);
        assert.deepEqual(tree.bpList, []);
        assert.doesNotMatch(response.body, /Northwind|Suppliers/);
      }
    }
  });

  it('still lets the Acme sys user do all of it afterwards (the setup was not broken)', async () => {
    const token = await server.login(ACME.sys.username, ACME.sys.password);
    const tree = (await server.call(token, { method: 'GET', url: '/api/all_bpg' })).json().data;
    assert.equal(tree.subBpg[0].name, 'Suppliers');
    assert.equal(tree.subBpg[0].bpList[0].name, 'Northwind');
  });
});

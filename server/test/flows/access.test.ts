import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { flowApi, importRequest } from './api';
import { bindTopic, bpmnXml, flowState } from './fixtures';

/**
 * Every flow route, aimed at Acme's data with a valid request: no token is refused (401), a
 * sys user of Acme is refused (403), Globex's admin does not find Acme's data (404, or an
 * empty list), and nothing changes.
 */
let server: StartedServer;
const tokens = { acmeSys: '', globexAdmin: '' };
const acme = { draft: 0, spareDraft: 0, definition: '' };

before(async () => {
  server = await startTestServer();
  const api = flowApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  acme.draft = (await api.createDraft('Order flow', bpmnXml())).id;
  await bindTopic(server.db, server.acme.tenantId, 'order', 'send-order');
  acme.definition = (await api.deploy(acme.draft)).definitions[0].id;
  acme.spareDraft = (await api.createDraft('Spare draft', bpmnXml({ key: 'spare' }))).id;
  tokens.acmeSys = await server.login(ACME.sys.username, ACME.sys.password);
  tokens.globexAdmin = await server.login(GLOBEX.admin.username, GLOBEX.admin.password);
});
after(() => server?.close());

/** Built after `before`, when the ids are known. `globex` is what Globex's admin gets. */
const routes = (): { name: string; request: InjectOptions; globex: 404 | 'empty' }[] => {
  const definition = encodeURIComponent(acme.definition);
  return [
    {
      name: 'GET /api/getFlowByBp/:bpId',
      request: { method: 'GET', url: `/api/getFlowByBp/${server.acme.tenantId}` },
      globex: 404,
    },
    {
      name: 'GET /api/tempFlows',
      request: { method: 'GET', url: '/api/tempFlows' },
      globex: 'empty',
    },
    {
      name: 'GET /api/temporaryFlows',
      request: { method: 'GET', url: '/api/temporaryFlows' },
      globex: 'empty',
    },
    {
      name: 'GET /api/camunda/deployedFlows',
      request: { method: 'GET', url: '/api/camunda/deployedFlows' },
      globex: 'empty',
    },
    {
      name: 'GET /api/tempFlow',
      request: { method: 'GET', url: `/api/tempFlow?id=${acme.draft}` },
      globex: 404,
    },
    {
      name: 'PUT /api/tempFlow',
      request: {
        method: 'PUT',
        url: '/api/tempFlow',
        payload: { id: acme.draft, name: 'Hijacked' },
      },
      globex: 404,
    },
    {
      name: 'DELETE /api/tempFlow',
      request: { method: 'DELETE', url: `/api/tempFlow?id=${acme.spareDraft}` },
      globex: 404,
    },
    {
      name: 'POST /api/flow/deploy',
      request: {
        method: 'POST',
        url: '/api/flow/deploy',
        payload: { tempFlowId: acme.draft, name: 'D' },
      },
      globex: 404,
    },
    {
      name: 'DELETE /api/deployedFlow',
      request: { method: 'DELETE', url: `/api/deployedFlow?flowId=${definition}` },
      globex: 404,
    },
    {
      name: 'GET /api/flow/detail',
      request: { method: 'GET', url: `/api/flow/detail?id=${definition}` },
      globex: 404,
    },
    {
      name: 'PUT /api/flow/detail',
      request: {
        method: 'PUT',
        url: '/api/flow/detail',
        payload: { id: acme.definition, name: 'Hijacked' },
      },
      globex: 404,
    },
    {
      name: 'GET /api/flow/exportFlow',
      request: { method: 'GET', url: `/api/flow/exportFlow?id=${definition}` },
      globex: 404,
    },
    {
      name: 'POST /api/flow/importFlow',
      request: importRequest('order.bpmn', bpmnXml(), { targetBpId: String(server.acme.tenantId) }),
      globex: 404,
    },
  ];
};

/** POST /api/tempFlow creates in the caller's own tenant: only the role and token rules apply. */
const create: InjectOptions = {
  method: 'POST',
  url: '/api/tempFlow',
  payload: { name: 'Intruder', xml: bpmnXml() },
};

/** The envelope of an answer; under /api/camunda/ it also carries Camunda's type and message. */
const envelopeOf = (response: { json: () => { code: number; msg: string; data: unknown } }) => {
  const { code, msg, data } = response.json();
  return { code, msg, data };
};

const send = async (token: string | null, request: InjectOptions) => {
  const before = await flowState(server.db);
  const response = await server.call(token, request);
  return { response, before, after: await flowState(server.db) };
};

describe('flow routes refuse callers who may not touch Acme’s flows', () => {
  it('covers the fourteen routes of SPEC §7 Flows, each of them registered', () => {
    const names = new Set([...routes().map((route) => route.name), 'POST /api/tempFlow']);
    assert.equal(names.size, 14);
    for (const name of names) {
      const [method, url] = name.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      assert.ok(server.app.hasRoute({ method, url }), name);
    }
  });

  // Both refusals come before the route runs: the same check for every route.
  const refusals = [
    { title: 'answers 401 without a token', caller: null, status: 401, msg: 'Please sign in' },
    {
      title: 'answers 403 to a sys user of the same tenant',
      caller: 'acmeSys',
      status: 403,
      msg: 'This action needs the role admin',
    },
  ] as const;
  for (const { title, caller, status, msg } of refusals) {
    it(title, async () => {
      for (const { name, request } of [
        ...routes(),
        { name: 'POST /api/tempFlow', request: create },
      ]) {
        const { response, before, after } = await send(caller && tokens[caller], request);
        assert.equal(response.statusCode, status, name);
        assert.deepEqual(envelopeOf(response), { code: status, msg, data: null }, name);
        assert.deepEqual(after, before, `${name} changed nothing`);
      }
    });
  }

  it('shows Globex’s admin none of Acme’s flows', async () => {
    for (const { name, request, globex } of routes()) {
      const { response, before, after } = await send(tokens.globexAdmin, request);
      if (globex === 404) {
        assert.equal(response.statusCode, 404, `${name}: ${response.body}`);
        assert.equal(response.json().code, 404, name);
      } else {
        assert.equal(response.statusCode, 200, name);
        const body = response.json() as unknown[] | { data: unknown[] };
        assert.deepEqual(Array.isArray(body) ? body : body.data, [], name);
      }
      assert.deepEqual(after, before, `${name} changed nothing`);
    }
  });
});

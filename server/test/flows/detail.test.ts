import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { deployments, processDefinitions } from '../../src/db/schema';
import { ACME, type StartedServer } from '../harness';
import {
  type DeployedFlow,
  type Deployment,
  type Draft,
  type FlowApi,
  startFlowServer,
} from './api';
import { bindTopic, bpmnXml, dataOf, refusedUnchanged } from './fixtures';

/** GET /api/getFlowByBp/{bpId}, GET and PUT /api/flow/detail. */
let server: StartedServer;
let acme: FlowApi;
let token = '';
let globexToken = '';
let draft: Draft;
let flow: Deployment['definitions'][number];
let partnerId = 0;
const connectorIds = { send: 0, archive: 0 };

before(async () => {
  ({ server, token, acme, globexToken } = await startFlowServer());
  const tasks = [
    { id: 'Task_send', name: 'Send order', topic: 'send-order' },
    { id: 'Task_archive', topic: 'archive' },
  ];
  draft = await acme.createDraft('Order flow', bpmnXml({ tasks }));
  connectorIds.send = (await bindTopic(server.db, server.acme.tenantId, 'order', 'send-order')).id;
  connectorIds.archive = (await bindTopic(server.db, server.acme.tenantId, 'order', 'archive')).id;
  [flow] = (await acme.deploy(draft.id)).definitions;
  await acme.deploy(
    (
      await acme.createDraft(
        'Invoice flow',
        bpmnXml({ key: 'invoice', name: 'Invoice flow', tasks: [] }),
      )
    ).id,
  );

  const sys = await server.login(ACME.sys.username, ACME.sys.password);
  const partner = await server.call(sys, {
    method: 'POST',
    url: `/api/bp?bpgId=${server.acme.rootGroupId}`,
    payload: { name: 'Northwind', email: 'edi@northwind.example' },
  });
  partnerId = dataOf<{ id: number }>(partner).id;
  // A partner's own deployment, made in the database: only a user of the partner deploys there.
  await server.db
    .insert(deployments)
    .values({ id: 'partner-deployment', tenantId: partnerId, name: 'NW' });
  await server.db.insert(processDefinitions).values({
    id: 'nw_flow:1:partner',
    tenantId: partnerId,
    key: 'nw_flow',
    version: 1,
    name: 'Northwind flow',
    deploymentId: 'partner-deployment',
    resourceName: 'nw.bpmn',
    xml: bpmnXml({ key: 'nw_flow', tasks: [] }),
    model: { externalTasks: [], messageStarts: [], hasTimerStart: false },
  });
});
after(() => server?.close());

const refused = (request: InjectOptions, status: number, caller = token) =>
  refusedUnchanged(server, caller, request, status);

const flowsOf = async (bpId: number, key?: string) =>
  dataOf<DeployedFlow[]>(
    await server.call(token, {
      method: 'GET',
      url: `/api/getFlowByBp/${bpId}${key ? `?key=${key}` : ''}`,
    }),
  ).map((row) => `${row.key}:${row.version}:${row.name}`);

describe('GET /api/getFlowByBp/{bpId}', () => {
  it('lists the deployed flows of the caller’s tenant, filtered by key on request', async () => {
    assert.deepEqual(await flowsOf(server.acme.tenantId), [
      'invoice:1:Invoice flow',
      'order:1:Order flow',
    ]);
    assert.deepEqual(await flowsOf(server.acme.tenantId, 'order'), ['order:1:Order flow']);
    assert.deepEqual(await flowsOf(server.acme.tenantId, 'unknown'), []);
  });

  it('lists those of a BP the tenant manages, and answers 404 for any other BP', async () => {
    assert.deepEqual(await flowsOf(partnerId), ['nw_flow:1:Northwind flow']);
    const url = `/api/getFlowByBp/${server.acme.tenantId}`;
    assert.equal(
      await refused({ method: 'GET', url }, 404, globexToken),
      `No business partner with id ${server.acme.tenantId}`,
    );
    await refused({ method: 'GET', url: `/api/getFlowByBp/${partnerId}` }, 404, globexToken);
    await refused({ method: 'GET', url: '/api/getFlowByBp/999999' }, 404);
  });
});

const detailUrl = (id: string) => `/api/flow/detail?id=${encodeURIComponent(id)}`;

describe('GET /api/flow/detail', () => {
  it('answers the definition with its XML and its tasks’ topics and bindings', async () => {
    const detail = dataOf<Record<string, unknown>>(
      await server.call(token, { method: 'GET', url: detailUrl(flow.id) }),
    );
    assert.deepEqual(
      { ...detail, deployTime: undefined },
      {
        id: flow.id,
        key: 'order',
        version: 1,
        name: 'Order flow',
        xml: draft.xml,
        suspended: false,
        resourceName: 'Order flow.bpmn',
        deploymentId: flow.deploymentId,
        deploymentName: 'Order deployment',
        deployTime: undefined,
        tempFlowId: draft.id,
        tempFlowName: 'Order flow',
        tasks: [
          {
            activityId: 'Task_send',
            name: 'Send order',
            topic: 'send-order',
            binding: {
              connectorId: connectorIds.send,
              connectorName: 'order/send-order connector',
              connectorType: 'command',
              credentialId: null,
            },
          },
          {
            activityId: 'Task_archive',
            name: null,
            topic: 'archive',
            binding: {
              connectorId: connectorIds.archive,
              connectorName: 'order/archive connector',
              connectorType: 'command',
              credentialId: null,
            },
          },
        ],
      },
    );
    assert.equal(detail.deployTime, flow.deployTime);
  });

  it('answers 404 for unknown and other tenants’ definitions', async () => {
    assert.equal(
      await refused({ method: 'GET', url: detailUrl('order:9:none') }, 404),
      'No deployed flow with id order:9:none',
    );
    await refused({ method: 'GET', url: detailUrl(flow.id) }, 404, globexToken);
  });
});

describe('PUT /api/flow/detail', () => {
  const put = (payload: object): InjectOptions => ({
    method: 'PUT',
    url: '/api/flow/detail',
    payload,
  });

  it('renames the draft the definition came from', async () => {
    const detail = dataOf<{ tempFlowName: string; name: string }>(
      await server.call(token, put({ id: flow.id, name: ' Orders v2 ' })),
    );
    assert.deepEqual(
      { draft: detail.tempFlowName, definition: detail.name },
      { draft: 'Orders v2', definition: 'Order flow' },
    );
    assert.equal((await acme.draft(draft.id)).name, 'Orders v2');
  });

  it('refuses a blank name, unknown and other tenants’ ids, and a definition without a draft', async () => {
    assert.equal(await refused(put({ id: flow.id, name: '' }), 400), 'Please input the flow name');
    assert.equal(
      await refused(put({ id: 'order:9:none', name: 'X' }), 404),
      'No deployed flow with id order:9:none',
    );
    await refused(put({ id: flow.id, name: 'Hijacked' }), 404, globexToken);
    assert.equal((await acme.draft(draft.id)).name, 'Orders v2');
    await server.db
      .insert(deployments)
      .values({ id: 'bare-deployment', tenantId: server.acme.tenantId, name: 'Bare' });
    await server.db.insert(processDefinitions).values({
      id: 'bare:1:x',
      tenantId: server.acme.tenantId,
      key: 'bare',
      version: 1,
      deploymentId: 'bare-deployment',
      resourceName: 'bare.bpmn',
      xml: bpmnXml({ key: 'bare', tasks: [] }),
      model: { externalTasks: [], messageStarts: [], hasTimerStart: false },
    });
    const msg = await refused(put({ id: 'bare:1:x', name: 'X' }), 409);
    assert.equal(
      msg,
      'The flow bare:1:x was not deployed from a draft, so it has no name to change',
    );
  });
});

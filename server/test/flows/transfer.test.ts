import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { tempFlows } from '../../src/db/schema';
import { ACME, type StartedServer } from '../harness';
import { type Deployment, type Draft, type FlowApi, importRequest, startFlowServer } from './api';
import { bindTopic, bpmnXml, dataOf, refusal, refusedUnchanged } from './fixtures';

/** GET /api/flow/exportFlow and POST /api/flow/importFlow, also from one server into another. */
let server: StartedServer;
let acme: FlowApi;
let token = '';
let globexToken = '';
let draft: Draft;
let flow: Deployment['definitions'][number];
const tasks = [{ id: 'Task_send', name: 'Send order', topic: 'send-order' }];

before(async () => {
  ({ server, token, acme, globexToken } = await startFlowServer());
  draft = await acme.createDraft('Order flow', bpmnXml({ tasks }));
  await bindTopic(server.db, server.acme.tenantId, 'order', 'send-order');
  [flow] = (await acme.deploy(draft.id)).definitions;
});
after(() => server?.close());

const refused = (request: InjectOptions, status: number, caller = token) =>
  refusedUnchanged(server, caller, request, status);

const exportOf = (query: string, caller = token) =>
  server.call(caller, { method: 'GET', url: `/api/flow/exportFlow?${query}` });

describe('GET /api/flow/exportFlow', () => {
  it('downloads a deployed definition’s BPMN as <name>.bpmn, without the envelope', async () => {
    const response = await exportOf(`id=${encodeURIComponent(flow.id)}`);
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/xml/);
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="Order flow.bpmn"; filename*=UTF-8''Order%20flow.bpmn`,
    );
    assert.equal(response.body, draft.xml);
  });

  it('downloads a draft by tempFlowId, or by its id', async () => {
    const other = await acme.createDraft('Draft / copy', bpmnXml({ key: 'copy' }));
    for (const query of [`tempFlowId=${other.id}`, `id=${other.id}`]) {
      const response = await exportOf(query);
      assert.equal(response.statusCode, 200, query);
      assert.match(
        String(response.headers['content-disposition']),
        /filename="Draft _ copy\.bpmn"/,
      );
      assert.equal(response.body, other.xml);
    }
  });

  it('answers 400 without an id and 404 for unknown and other tenants’ ids', async () => {
    assert.equal(refusal(await exportOf(''), 400), 'query.id is required');
    assert.equal(refusal(await exportOf('id=order:9:none'), 404), 'No flow with id order:9:none');
    assert.equal(refusal(await exportOf('tempFlowId=999999'), 404), 'No flow with id 999999');
    refusal(await exportOf(`id=${encodeURIComponent(flow.id)}`, globexToken), 404);
    refusal(await exportOf(`tempFlowId=${draft.id}`, globexToken), 404);
  });
});

describe('POST /api/flow/importFlow', () => {
  it('adds the file to the undeployed list, named after the file', async () => {
    const xml = bpmnXml({ key: 'imported' });
    const imported = await acme.importFlow('Imported order.bpmn', xml, {
      sourceBpId: String(server.globex.tenantId),
      targetBpId: String(server.acme.tenantId),
    });
    assert.deepEqual(
      { ...imported, id: 0, modifyTime: '' },
      { id: 0, modifyTime: '', name: 'Imported order', deployed: false, xml },
    );
    assert.deepEqual((await acme.undeployed())[0], imported);
  });

  it('takes a name field, and lands in a managed partner BP when that is the target', async () => {
    const sys = await server.login(ACME.sys.username, ACME.sys.password);
    const partner = dataOf<{ id: number }>(
      await server.call(sys, {
        method: 'POST',
        url: `/api/bp?bpgId=${server.acme.rootGroupId}`,
        payload: { name: 'Northwind', email: 'edi@northwind.example' },
      }),
    );
    const imported = await acme.importFlow('x.bpmn', bpmnXml({ key: 'nw' }), {
      name: 'For Northwind',
      targetBpId: String(partner.id),
    });
    const [row] = await server.db.select().from(tempFlows).where(eq(tempFlows.id, imported.id));
    assert.deepEqual(
      { tenant: row.tenantId, name: row.name },
      { tenant: partner.id, name: 'For Northwind' },
    );
    assert.ok(!(await acme.drafts()).some((d) => d.id === imported.id), 'not in Acme’s own lists');
  });

  it('refuses the same source and target BP, and a target the caller does not manage', async () => {
    const same = {
      sourceBpId: String(server.acme.tenantId),
      targetBpId: String(server.acme.tenantId),
    };
    const msg = await refused(importRequest('a.bpmn', bpmnXml(), same), 400);
    assert.equal(msg, 'Import process: source BP and target BP cannot be the same');
    // The target defaults to the caller's tenant, so naming only the source as it is the same.
    const sourceOnly = { sourceBpId: String(server.acme.tenantId) };
    assert.equal(await refused(importRequest('a.bpmn', bpmnXml(), sourceOnly), 400), msg);
    const foreign = { targetBpId: String(server.globex.tenantId) };
    const notManaged = await refused(importRequest('a.bpmn', bpmnXml(), foreign), 404);
    assert.equal(notManaged, `No business partner with id ${server.globex.tenantId}`);
    assert.equal(
      await refused(importRequest('a.bpmn', bpmnXml(), { targetBpId: 'abc' }), 400),
      'targetBpId must be a BP id',
    );
  });

  it('refuses a file that is not BPMN, of another type, too big, or missing', async () => {
    assert.match(await refused(importRequest('bad.bpmn', '<definitions'), 400), /BPMN/);
    assert.equal(
      await refused(importRequest('order.txt', bpmnXml()), 415),
      'Unsupported upload file type, please try again',
    );
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, ' ');
    assert.equal(await refused(importRequest('huge.bpmn', huge), 413), 'The file is too big');
    const noFile = { method: 'POST' as const, url: '/api/flow/importFlow', payload: { name: 'x' } };
    assert.equal(await refused(noFile, 400), 'file is required');
  });
});

describe('a flow exported from one server', () => {
  let fresh: StartedServer | undefined;
  after(() => fresh?.close());

  it('imports into a fresh server and deploys there', async () => {
    const exported = await exportOf(`id=${encodeURIComponent(flow.id)}`);
    assert.equal(exported.statusCode, 200);
    const fileName = /filename="([^"]+)"/.exec(
      String(exported.headers['content-disposition']),
    )?.[1];
    assert.equal(fileName, 'Order flow.bpmn');

    const other = await startFlowServer();
    fresh = other.server;
    const there = other.acme;
    const imported = await there.importFlow(fileName, exported.body);
    assert.deepEqual(
      { name: imported.name, xml: imported.xml },
      { name: 'Order flow', xml: exported.body },
    );
    await bindTopic(fresh.db, fresh.acme.tenantId, 'order', 'send-order');
    const deployed = await there.deploy(imported.id, 'Imported deploy');
    assert.deepEqual(
      deployed.definitions.map((d) => [d.key, d.version, d.tempFlowId]),
      [['order', 1, imported.id]],
    );
    assert.deepEqual(
      (await there.deployedFlows()).map((d) => d.id),
      [deployed.definitions[0].id],
    );
    assert.equal((await there.draft(imported.id)).deployed, true);
  });
});

describe('GET /api/flow/importTargets', () => {
  it('lists the caller’s own BP first, then the partner BPs it manages, and no other tenant’s', async () => {
    const sys = await server.login(ACME.sys.username, ACME.sys.password);
    const partner = dataOf<{ id: number; name: string }>(
      await server.call(sys, {
        method: 'POST',
        url: `/api/bp?bpgId=${server.acme.rootGroupId}`,
        payload: { name: 'Zephyr Freight', email: 'edi@zephyr.example' },
      }),
    );
    const targets = dataOf<{ id: number; name: string }[]>(
      await server.call(token, { method: 'GET', url: '/api/flow/importTargets' }),
    );
    assert.equal(targets[0].id, server.acme.tenantId);
    assert.ok(targets.some((bp) => bp.id === partner.id && bp.name === 'Zephyr Freight'));
    const globex = dataOf<{ id: number }[]>(
      await server.call(globexToken, { method: 'GET', url: '/api/flow/importTargets' }),
    );
    assert.deepEqual(
      globex.map((bp) => bp.id),
      [server.globex.tenantId],
    );
    const refusedToSys = await server.call(sys, { method: 'GET', url: '/api/flow/importTargets' });
    assert.equal(refusedToSys.statusCode, 403);
  });
});

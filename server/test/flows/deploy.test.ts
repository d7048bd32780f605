import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { processDefinitions, tempFlows } from '../../src/db/schema';
import type { StartedServer } from '../harness';
import { type Draft, type FlowApi, startFlowServer } from './api';
import { bindTopic, bpmnXml, dataOf, flowState, refusedUnchanged } from './fixtures';

/** POST /api/flow/deploy, DELETE /api/deployedFlow and the deployed-flow lists. */
let server: StartedServer;
let acme: FlowApi;
let globexToken = '';
let token = '';
const orderTasks = [
  { id: 'Task_send', name: 'Send order', topic: 'send-order' },
  { id: 'Task_notify', name: 'Notify buyer', topic: 'notify' },
];
let order: Draft;

before(async () => {
  ({ server, token, acme, globexToken } = await startFlowServer());
  order = await acme.createDraft('Order flow', bpmnXml({ tasks: orderTasks }));
});
after(() => server?.close());

const refused = (request: InjectOptions, status: number, caller = token) =>
  refusedUnchanged(server, caller, request, status);

const deploy = (payload: object): InjectOptions => ({
  method: 'POST',
  url: '/api/flow/deploy',
  payload,
});

describe('POST /api/flow/deploy refuses', () => {
  it('a missing or blank deploy name', async () => {
    for (const payload of [{ tempFlowId: order.id }, { tempFlowId: order.id, name: '  ' }]) {
      assert.equal(await refused(deploy(payload), 400), 'The deploy name is required');
    }
  });

  it('an unknown draft or another tenant’s', async () => {
    assert.equal(
      await refused(deploy({ tempFlowId: 999999, name: 'D' }), 404),
      'No flow with id 999999',
    );
    const msg = await refused(deploy({ tempFlowId: order.id, name: 'D' }), 404, globexToken);
    assert.equal(msg, `No flow with id ${order.id}`);
  });

  it('tasks whose topics have no bound connector, naming each topic', async () => {
    const msg = await refused(deploy({ tempFlowId: order.id, name: 'D' }), 400);
    assert.equal(
      msg,
      'Task "Send order" (topic send-order) has no bound connector; ' +
        'Task "Notify buyer" (topic notify) has no bound connector',
    );
  });

  it('bindings of another process key or another tenant, which do not count', async () => {
    await bindTopic(server.db, server.acme.tenantId, 'another_process', 'send-order');
    await bindTopic(server.db, server.globex.tenantId, 'order', 'send-order');
    await bindTopic(server.db, server.acme.tenantId, 'order', 'notify');
    const msg = await refused(deploy({ tempFlowId: order.id, name: 'D' }), 400);
    assert.equal(msg, 'Task "Send order" (topic send-order) has no bound connector');
  });

  it('a draft whose task ids are not unique', async () => {
    // The draft routes refuse such XML, so this one comes from elsewhere (an older version).
    const xml = bpmnXml({
      key: 'dup',
      tasks: [
        { id: 'Task_x', topic: 'x' },
        { id: 'Task_x', topic: 'y' },
      ],
    });
    const [draft] = await server.db
      .insert(tempFlows)
      .values({ tenantId: server.acme.tenantId, name: 'Duplicated', xml })
      .returning();
    const msg = await refused(deploy({ tempFlowId: draft.id, name: 'D' }), 400);
    assert.equal(msg, 'Task id is not unique: Task_x');
  });
});

describe('POST /api/flow/deploy with every task bound', () => {
  before(() => bindTopic(server.db, server.acme.tenantId, 'order', 'send-order'));

  it('deploys the draft, which then reads deployed and leaves the undeployed list', async () => {
    const result = await acme.deploy(order.id, '  First deploy  ');
    assert.equal(result.definitions.length, 1);
    const [definition] = result.definitions;
    assert.deepEqual(
      { ...definition, id: undefined },
      {
        id: undefined,
        key: 'order',
        name: 'Order flow',
        version: 1,
        deploymentId: result.deploymentId,
        deployTime: result.deploymentTime,
        suspended: false,
        tempFlowId: order.id,
      },
    );
    assert.equal((await acme.draft(order.id)).deployed, true);
    assert.ok(!(await acme.undeployed()).some((draft) => draft.id === order.id));
    assert.ok((await acme.drafts()).some((draft) => draft.id === order.id && draft.deployed));
    const [deployment] = (await flowState(server.db)).deployments;
    assert.deepEqual(
      {
        name: deployment.name,
        definition: (await flowState(server.db)).definitions[0].resourceName,
      },
      { name: 'First deploy', definition: 'Order flow.bpmn' },
    );
  });

  it('deploys a new version, suspended on request, under the given resource name', async () => {
    const result = await acme.deploy(order.id, 'Second deploy', {
      suspended: true,
      resourceName: 'order-v2.bpmn',
    });
    assert.deepEqual(
      result.definitions.map((d) => ({ version: d.version, suspended: d.suspended })),
      [{ version: 2, suspended: true }],
    );
    const definition = (await flowState(server.db)).definitions.find((d) => d.version === 2);
    assert.equal(definition?.resourceName, 'order-v2.bpmn');
  });

  it('lists the deployed flows as plain JSON under /api/camunda/, newest version first', async () => {
    const flows = await acme.deployedFlows();
    assert.deepEqual(
      flows.map((flow) => [
        flow.key,
        flow.version,
        flow.suspended,
        flow.tempFlowId,
        flow.deploymentName,
      ]),
      [
        ['order', 2, true, order.id, 'Second deploy'],
        ['order', 1, false, order.id, 'First deploy'],
      ],
    );
    assert.ok(flows.every((flow) => flow.id && flow.deploymentId && Date.parse(flow.deployTime)));
    const globex = await server.call(globexToken, {
      method: 'GET',
      url: '/api/camunda/deployedFlows',
    });
    assert.deepEqual(globex.json(), []);
  });

  it('refuses to delete the draft of a deployed flow', async () => {
    const msg = await refused({ method: 'DELETE', url: `/api/tempFlow?id=${order.id}` }, 409);
    assert.equal(msg, 'The flow "Order flow" is deployed; delete its deployed flows first');
  });
});

describe('DELETE /api/deployedFlow', () => {
  it('answers 404 for unknown and other tenants’ definitions', async () => {
    const [flow] = await acme.deployedFlows();
    const url = (id: string) => `/api/deployedFlow?flowId=${encodeURIComponent(id)}`;
    assert.equal(
      await refused({ method: 'DELETE', url: url('nope:1:x') }, 404),
      'No deployed flow with id nope:1:x',
    );
    await refused({ method: 'DELETE', url: url(flow.id) }, 404, globexToken);
    assert.equal(
      await refused({ method: 'DELETE', url: '/api/deployedFlow' }, 400),
      'querystring.flowId is required',
    );
  });

  it('removes one version; the draft stays deployed while another version refers to it', async () => {
    const [newest, oldest] = await acme.deployedFlows();
    const remove = (id: string) =>
      server.call(token, {
        method: 'DELETE',
        url: `/api/deployedFlow?flowId=${encodeURIComponent(id)}`,
      });
    assert.equal(dataOf(await remove(newest.id), 'Delete success'), null);
    assert.deepEqual(
      (await acme.deployedFlows()).map((flow) => flow.id),
      [oldest.id],
    );
    assert.equal((await acme.draft(order.id)).deployed, true);

    assert.equal(dataOf(await remove(oldest.id), 'Delete success'), null);
    assert.deepEqual(await acme.deployedFlows(), []);
    assert.equal((await acme.draft(order.id)).deployed, false);
    assert.ok(
      (await acme.undeployed()).some((draft) => draft.id === order.id),
      'back in the undeployed list',
    );
  });

  it('shows a draft undeployed once its definitions are gone by another way (engine REST)', async () => {
    const [definition] = (await acme.deploy(order.id)).definitions;
    assert.equal((await acme.draft(order.id)).deployed, true);
    await server.db.delete(processDefinitions).where(eq(processDefinitions.id, definition.id));
    assert.equal((await acme.draft(order.id)).deployed, false);
    assert.ok((await acme.undeployed()).some((draft) => draft.id === order.id));
  });
});

describe('POST /api/flow/deploy with the editor’s BPMN (deploy without save, SPEC §4)', () => {
  const shipTasks = [{ id: 'Task_ship', name: 'Ship', topic: 'ship' }];
  let ship: Draft;
  before(async () => {
    ship = await acme.createDraft('Ship flow', bpmnXml({ key: 'ship', tasks: shipTasks }));
    await bindTopic(server.db, server.acme.tenantId, 'ship', 'ship');
  });

  it('deploys the given BPMN as a version of the draft and leaves the stored draft as it was', async () => {
    const edited = bpmnXml({ key: 'ship', name: 'Ship flow, edited', tasks: shipTasks });
    const [definition] = (await acme.deploy(ship.id, 'Unsaved edit', { xml: edited })).definitions;
    assert.deepEqual(
      [definition.key, definition.name, definition.version, definition.tempFlowId],
      ['ship', 'Ship flow, edited', 1, ship.id],
    );
    const stored = (await flowState(server.db)).definitions.find((d) => d.id === definition.id);
    assert.equal(stored?.xml, edited);
    assert.deepEqual(await acme.draft(ship.id), { ...ship, deployed: true });
  });

  it('checks the given BPMN as it checks a draft, and changes nothing when it refuses', async () => {
    const unbound = bpmnXml({ key: 'ship', tasks: [{ id: 'Task_x', name: 'X', topic: 'nobody' }] });
    const cases: [string, string][] = [
      ['   ', 'The BPMN XML is empty'],
      ['<definitions', ''],
      [unbound, 'Task "X" (topic nobody) has no bound connector'],
    ];
    for (const [xml, message] of cases) {
      const msg = await refused(deploy({ tempFlowId: ship.id, name: 'Bad', xml }), 400);
      if (message) assert.equal(msg, message);
    }
  });
});

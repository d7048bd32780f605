import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  activityInstances,
  externalTasks,
  incidents,
  processInstances,
  variables,
} from '../../src/db/schema';
import { createProcessEngine } from '../../src/engine';
import { ACME, eventually, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from './api';
import { definitions, oneTask } from './bpmn';

/**
 * Call activities (Camunda's CallActivityBehavior): the called process starts by key with the
 * camunda:in mappings and business key, the caller waits, the called instance's end brings
 * the camunda:out variables back; the REST API shows the links both ways.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
after(() => server.close());

const row = async (id: string) =>
  (await server.db.select().from(processInstances).where(eq(processInstances.id, id)))[0];
const varsOf = async (id: string) =>
  Object.fromEntries(
    (await server.db.select().from(variables).where(eq(variables.processInstanceId, id))).map(
      (v) => [v.name, JSON.parse(v.value ?? 'null') as unknown],
    ),
  );
const callActivityRow = async (callerId: string, activityId = 'call') =>
  (
    await server.db
      .select()
      .from(activityInstances)
      .where(
        and(
          eq(activityInstances.processInstanceId, callerId),
          eq(activityInstances.activityId, activityId),
        ),
      )
  )[0];
const history = (query: string) =>
  api.ok<{ id: string; superProcessInstanceId: string | null; rootProcessInstanceId: string }[]>(
    'GET',
    `${REST}/history/process-instance?${query}`,
  );
const runtime = (query: string) =>
  api.ok<{ id: string }[]>('GET', `${REST}/process-instance?${query}`);

/** start → call activity (with `mappings`) → end; `boundary` adds an error boundary event. */
const caller = (key: string, attributes: string, mappings: string, boundary = '') =>
  definitions(
    `<process id="${key}" isExecutable="true">
    <startEvent id="start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="call"/>
    <callActivity id="call" name="Call it" ${attributes}>
      <extensionElements>${mappings}</extensionElements>
    </callActivity>
    <sequenceFlow id="f2" sourceRef="call" targetRef="end"/>
    <endEvent id="end"/>
    ${boundary}
  </process>`,
    '<error id="noStock" errorCode="NO_STOCK"/>',
  );

const firstTask = async (topic: string) => {
  const [task] = await api.fetch(topic);
  assert.ok(task, `a ${topic} task`);
  return task;
};

describe('a call activity', () => {
  it('starts the called process with its in mappings and business key, and waits for it', async () => {
    await api.deploy('shipping.bpmn', oneTask('shipping', 'ship'));
    await api.deploy(
      'order.bpmn',
      caller(
        'order',
        'calledElement="shipping"',
        `<camunda:in source="amount" target="total"/>
         <camunda:in sourceExpression="\${amount * 2}" target="doubled"/>
         <camunda:in source="missing" target="nothing"/>
         <camunda:in businessKey="#{execution.processBusinessKey}"/>
         <camunda:out source="tracking" target="trackingNo"/>`,
      ),
    );
    const order = await api.start('order', {
      businessKey: 'PO-7',
      variables: { amount: { value: 21, type: 'Integer' }, secret: { value: 'kept' } },
    });
    assert.equal(order.ended, false);

    // The called instance, linked to its caller in history and in the runtime filters.
    const [sub] = await history(`superProcessInstanceId=${order.id}`);
    assert.ok(sub, 'the called instance exists once the start has answered');
    assert.equal(sub.superProcessInstanceId, order.id);
    assert.equal(sub.rootProcessInstanceId, order.id);
    const [callerJson] = await history(`processInstanceId=${order.id}`);
    assert.equal(callerJson.superProcessInstanceId, null);
    assert.deepEqual(
      (await history(`subProcessInstanceId=${sub.id}`)).map((i) => i.id),
      [order.id],
    );
    assert.deepEqual(
      (await runtime(`superProcessInstance=${order.id}`)).map((i) => i.id),
      [sub.id],
    );
    assert.deepEqual(
      (await runtime(`subProcessInstance=${sub.id}`)).map((i) => i.id),
      [order.id],
    );
    assert.deepEqual(
      (await runtime(`subProcessInstance=${order.id}`)).map((i) => i.id),
      [],
    );
    assert.deepEqual(
      (await runtime(`rootProcessInstanceId=${order.id}`)).map((i) => i.id).sort(),
      [order.id, sub.id].sort(),
    );
    const roots = (await runtime('rootProcessInstances=true')).map((i) => i.id);
    assert.ok(roots.includes(order.id) && !roots.includes(sub.id));
    const leaves = (await runtime('leafProcessInstances=true')).map((i) => i.id);
    assert.ok(leaves.includes(sub.id) && !leaves.includes(order.id));

    const subRow = await row(sub.id);
    assert.equal(subRow.businessKey, 'PO-7');
    assert.equal(subRow.definitionKey, 'shipping');
    assert.deepEqual(await varsOf(sub.id), { total: 21, doubled: 42, nothing: null });

    // The caller waits at its call activity, whose history names the called instance.
    const [activity] = await api.ok<{ calledProcessInstanceId: string; activityType: string }[]>(
      'GET',
      `${REST}/history/activity-instance?processInstanceId=${order.id}&activityId=call`,
    );
    assert.equal(activity.calledProcessInstanceId, sub.id);
    assert.equal(activity.activityType, 'callActivity');
    assert.equal((await callActivityRow(order.id)).endTime, null);

    const task = await firstTask('ship');
    assert.equal(task.processInstanceId, sub.id);
    assert.equal(task.businessKey, 'PO-7');
    await api.complete(task.id, { tracking: { value: 'TR-1' }, extra: { value: 'not out' } });

    assert.equal((await row(sub.id)).state, 'COMPLETED');
    const done = await row(order.id);
    assert.equal(done.state, 'COMPLETED');
    assert.equal(done.endActivityId, 'end');
    assert.deepEqual(await varsOf(order.id), { amount: 21, secret: 'kept', trackingNo: 'TR-1' });
    assert.ok((await callActivityRow(order.id)).endTime);
  });

  it('passes all variables both ways and calls the version its binding names', async () => {
    const v1 = await api.deploy('pack.bpmn', oneTask('pack', 'pack-v1'));
    await api.deploy('pack.bpmn', oneTask('pack', 'pack-v2'));
    await api.deploy(
      'pinned.bpmn',
      caller(
        'pinned',
        'calledElement="pack" camunda:calledElementBinding="version" camunda:calledElementVersion="1"',
        '<camunda:in variables="all"/><camunda:out variables="all"/>',
      ),
    );
    const pinned = await api.start('pinned', { variables: { a: { value: 'x' }, b: { value: 2 } } });
    const [sub] = await history(`superProcessInstanceId=${pinned.id}`);
    assert.equal((await row(sub.id)).definitionId, v1.id);
    assert.deepEqual(await varsOf(sub.id), { a: 'x', b: 2 });
    await api.complete((await firstTask('pack-v1')).id, { c: { value: true } });
    assert.equal((await row(pinned.id)).state, 'COMPLETED');
    assert.deepEqual(await varsOf(pinned.id), { a: 'x', b: 2, c: true });
  });

  it('calls once per element of a multi-instance, with the element mapped in', async () => {
    await api.deploy('label.bpmn', oneTask('label', 'label'));
    await api.deploy(
      'labels.bpmn',
      definitions(`<process id="labels" isExecutable="true">
        <startEvent id="start"/>
        <sequenceFlow id="f1" sourceRef="start" targetRef="call"/>
        <callActivity id="call" calledElement="label">
          <extensionElements><camunda:in source="item" target="box"/></extensionElements>
          <multiInstanceLoopCharacteristics camunda:collection="\${items}" camunda:elementVariable="item"/>
        </callActivity>
        <sequenceFlow id="f2" sourceRef="call" targetRef="end"/>
        <endEvent id="end"/>
      </process>`),
    );
    const labels = await api.start('labels', {
      variables: { items: { type: 'Json', value: JSON.stringify(['A', 'B']) } },
    });
    const subs = await history(`superProcessInstanceId=${labels.id}`);
    assert.deepEqual(
      (await Promise.all(subs.map(async (sub) => (await varsOf(sub.id)).box))).sort(),
      ['A', 'B'],
    );
    const tasks = await api.fetch('label');
    assert.equal(tasks.length, 2);
    await api.complete(tasks[0].id);
    assert.equal((await row(labels.id)).state, 'ACTIVE');
    await api.complete(tasks[1].id);
    assert.equal((await row(labels.id)).state, 'COMPLETED');
  });

  it('catches a BPMN error the called process ends with on a boundary error event', async () => {
    await api.deploy(
      'stock.bpmn',
      definitions(
        `<process id="stock" isExecutable="true">
        <startEvent id="start"/>
        <sequenceFlow id="f1" sourceRef="start" targetRef="out"/>
        <endEvent id="out"><errorEventDefinition errorRef="noStock"/></endEvent>
      </process>`,
        '<error id="noStock" errorCode="NO_STOCK"/>',
      ),
    );
    await api.deploy(
      'reserve.bpmn',
      caller(
        'reserve',
        'calledElement="stock"',
        '',
        `<boundaryEvent id="failed" attachedToRef="call"><errorEventDefinition errorRef="noStock"/></boundaryEvent>
         <sequenceFlow id="f3" sourceRef="failed" targetRef="handled"/>
         <endEvent id="handled"/>`,
      ),
    );
    const reserve = await api.start('reserve');
    const done = await row(reserve.id);
    assert.equal(done.state, 'COMPLETED');
    assert.equal(done.endActivityId, 'handled');
  });

  it('is refused at deploy without a called element', async () => {
    const response = await api.deployRaw('nothing.bpmn', caller('nothing', '', ''));
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /Element call .*calledElement/);
  });

  it('fails with a clear message when the called key is not deployed, never a 500', async () => {
    await api.deploy('lost.bpmn', caller('lost', 'calledElement="nowhere"', ''));
    const response = await api.call('POST', `${REST}/process-definition/key/lost/start`, {});
    assert.equal(response.statusCode, 200);
    const { id } = response.json() as { id: string };
    const lost = await row(id);
    assert.notEqual(lost.state, 'COMPLETED');
    const incident = await server.db
      .select()
      .from(incidents)
      .where(eq(incidents.processInstanceId, id));
    const why = [lost.deleteReason, ...incident.map((i) => i.incidentMessage)].join(' ');
    assert.match(why, /cannot start process 'nowhere': no process definition with key 'nowhere'/);
  });
});

describe('deleting', () => {
  it('the caller deletes the instance it called; deleting that one cancels the call', async () => {
    await api.deploy('box.bpmn', oneTask('box', 'box'));
    await api.deploy('boxing.bpmn', caller('boxing', 'calledElement="box"', ''));
    const first = await api.start('boxing');
    const [firstSub] = await history(`superProcessInstanceId=${first.id}`);
    await api.ok('DELETE', `${REST}/process-instance/${first.id}`);
    assert.equal((await row(firstSub.id)).state, 'EXTERNALLY_TERMINATED');
    const left = await server.db
      .select()
      .from(externalTasks)
      .where(eq(externalTasks.processInstanceId, firstSub.id));
    assert.deepEqual(left, []);

    const second = await api.start('boxing');
    const [secondSub] = await history(`superProcessInstanceId=${second.id}`);
    await api.ok('DELETE', `${REST}/process-instance/${secondSub.id}`);
    const call = await callActivityRow(second.id);
    assert.ok(call.endTime);
    assert.equal(call.canceled, true);
    // Its last activity cancelled, the caller ends as a deleted instance does.
    assert.equal((await row(second.id)).state, 'EXTERNALLY_TERMINATED');
  });
});

describe('a waiting caller', () => {
  it('is completed from the database when its called instance ends after a restart', async () => {
    await api.deploy('late.bpmn', oneTask('late', 'late'));
    await api.deploy(
      'waiter.bpmn',
      caller('waiter', 'calledElement="late"', '<camunda:out source="r" target="result"/>'),
    );
    const waiter = await api.start('waiter');
    const task = await firstTask('late');
    // A second engine on the same database holds nothing in memory, as after a restart.
    const restarted = await createProcessEngine(server.db, { schedulerIntervalMs: 3_600_000 });
    try {
      await restarted.complete(server.acme.tenantId, task.id, {
        workerId: 'test-worker',
        variables: { r: { value: 'late answer' } },
      });
      await eventually(async () => (await row(waiter.id)).state === 'COMPLETED', 'the caller ends');
      assert.equal((await varsOf(waiter.id)).result, 'late answer');
    } finally {
      await restarted.close();
    }
  });
});

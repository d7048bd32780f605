import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { activityInstances, incidents, processInstances, variables } from '../../src/db/schema';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from './api';
import { gateway, oneTask, parallel } from './bpmn';

let server: StartedServer;
let api: ReturnType<typeof engineApi>;

const instanceRow = async (id: string) =>
  (await server.db.select().from(processInstances).where(eq(processInstances.id, id)))[0];

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
after(() => server.close());

describe('a flow through an external task', () => {
  it('deploys versions, starts, locks, completes and ends with history', async () => {
    const v1 = await api.deploy('order.bpmn', oneTask('order'));
    const v2 = await api.deploy('order.bpmn', oneTask('order'));
    assert.equal(v1.version, 1);
    assert.equal(v2.version, 2);
    const started = await api.start('order', {
      businessKey: 'PO-1',
      variables: { amount: { value: 5, type: 'Integer' }, customer: { value: 'ACME' } },
    });
    assert.equal(started.ended, false);
    assert.equal((await instanceRow(started.id)).definitionId, v2.id);

    const [task] = await api.fetch('work', 'w1', 10, ['amount']);
    assert.equal(task.processInstanceId, started.id);
    assert.deepEqual(Object.keys(task.variables), ['amount']);
    assert.equal(task.variables.amount.value, 5);
    assert.deepEqual(await api.fetch('work', 'w2'), [], 'a locked task is not fetched again');

    const wrongWorker = await api.call('POST', `${REST}/external-task/${task.id}/complete`, {
      workerId: 'w2',
    });
    assert.equal(wrongWorker.statusCode, 400);
    assert.match(wrongWorker.json().message, /locked by worker 'w1'/);

    await api.complete(task.id, { result: { value: 'shipped' } }, 'w1');
    const done = await instanceRow(started.id);
    assert.equal(done.state, 'COMPLETED');
    assert.equal(done.endActivityId, 'end');
    assert.equal(done.engineState, null);
    const acts = await server.db
      .select()
      .from(activityInstances)
      .where(eq(activityInstances.processInstanceId, started.id));
    assert.deepEqual(acts.map((a) => a.activityId).sort(), ['end', 'start', 'task']);
    assert.ok(acts.every((a) => a.endTime));
    const vars = await server.db
      .select()
      .from(variables)
      .where(eq(variables.processInstanceId, started.id));
    assert.deepEqual(vars.map((v) => v.name).sort(), ['amount', 'customer', 'result']);
  });

  it('routes an exclusive gateway by a Camunda expression', async () => {
    await api.deploy('score.bpmn', gateway('score'));
    for (const [amount, end] of [
      [150, 'big'],
      [50, 'small'],
    ] as const) {
      const started = await api.start('score', { variables: { amount: { value: amount } } });
      const [task] = await api.fetch('score');
      await api.complete(task.id);
      assert.equal((await instanceRow(started.id)).endActivityId, end);
    }
  });

  it('joins a parallel gateway only when both branches are done', async () => {
    await api.deploy('fork.bpmn', parallel('fork'));
    const started = await api.start('fork');
    const [left] = await api.fetch('left');
    const [right] = await api.fetch('right');
    await api.complete(left.id);
    assert.equal((await instanceRow(started.id)).state, 'ACTIVE');
    await api.complete(right.id);
    assert.equal((await instanceRow(started.id)).state, 'COMPLETED');
  });

  it('opens an incident when retries reach 0 and resolves it with retries 1', async () => {
    await api.deploy('fragile.bpmn', oneTask('fragile', 'fragile'));
    const started = await api.start('fragile');
    const [task] = await api.fetch('fragile');
    await api.ok('POST', `${REST}/external-task/${task.id}/failure`, {
      workerId: 'test-worker',
      errorMessage: 'disk full',
      retries: 0,
    });
    assert.equal((await instanceRow(started.id)).incidents, 1);
    assert.deepEqual(await api.fetch('fragile'), [], 'no retries left: not fetchable');
    const [incident] = await server.db
      .select()
      .from(incidents)
      .where(eq(incidents.processInstanceId, started.id));
    assert.equal(incident.incidentMessage, 'disk full');
    assert.equal(incident.state, 'open');

    await api.ok('PUT', `${REST}/external-task/${task.id}/retries`, { retries: 1 });
    assert.equal((await instanceRow(started.id)).incidents, 0);
    const [again] = await api.fetch('fragile');
    assert.equal(again.id, task.id);
    await api.complete(again.id);
    assert.equal((await instanceRow(started.id)).state, 'COMPLETED');
  });
});

describe('locks', () => {
  it('extends a lock for its worker only, and unlocks a task for others to fetch', async () => {
    await api.deploy('locked.bpmn', oneTask('locked', 'locked-work'));
    await api.start('locked');
    const [task] = await api.fetch('locked-work', 'owner');
    const lockOf = async () =>
      (await api.ok<{ lockExpirationTime: string }>('GET', `${REST}/external-task/${task.id}`))
        .lockExpirationTime;
    const before = new Date(await lockOf()).getTime();

    const stranger = await api.call('POST', `${REST}/external-task/${task.id}/extendLock`, {
      workerId: 'stranger',
      newDuration: 600_000,
    });
    assert.equal(stranger.statusCode, 400);
    assert.equal(new Date(await lockOf()).getTime(), before, 'a refused extension changes nothing');

    await api.ok('POST', `${REST}/external-task/${task.id}/extendLock`, {
      workerId: 'owner',
      newDuration: 600_000,
    });
    assert.ok(new Date(await lockOf()).getTime() > before + 500_000);

    assert.deepEqual(await api.fetch('locked-work', 'other'), []);
    await api.ok('POST', `${REST}/external-task/${task.id}/unlock`);
    const [again] = await api.fetch('locked-work', 'other');
    assert.equal(again.id, task.id);
    await api.complete(again.id, {}, 'other');
  });
});

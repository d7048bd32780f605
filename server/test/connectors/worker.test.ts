import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parallel } from '../engine/bpmn';
import { eventually } from '../harness';
import { startWorkerServer, type WorkerFlows } from './worker-flows';

/**
 * The built-in worker inside the real server with mapping connectors: what a run does to the
 * instance and the logs, and which tasks the worker takes. Deployed, bound and started over
 * HTTP, as the console does.
 */
let acme: WorkerFlows;
let globex: WorkerFlows;
let close: (() => Promise<void>) | undefined;

before(async () => {
  ({ acme, globex, close } = await startWorkerServer());
});
after(() => close?.());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a mapping connector bound to a topic', () => {
  it('completes the instance with the JSONata result as typed variables and logs the run', async () => {
    const mapping = await acme.api.mapping(
      'Order totals',
      '{ "total": price * qty, "greeting": "Hello " & customer.name, "lines": [1, 2] }',
    );
    const id = await acme.run('order', 'Mapping', mapping.id, {
      price: { value: 2.5, type: 'Double' },
      qty: { value: 4, type: 'Integer' },
      customer: { value: '{"name":"Ann"}', type: 'Json' },
    });
    await acme.ended(id);
    const vars = await acme.variablesOf(id);
    assert.deepEqual(vars.total, { type: 'Integer', value: 10 });
    assert.deepEqual(vars.greeting, { type: 'String', value: 'Hello Ann' });
    assert.deepEqual(vars.lines, { type: 'Json', value: '[1,2]' });

    const [run] = await acme.runsOf('order');
    assert.equal(run.status, 'success');
    assert.equal(run.processInstanceId, id);
    assert.equal(run.connectorId, mapping.id);
    assert.equal(run.connectorName, 'Order totals');
    assert.equal(run.topic, 'order-topic');
    assert.equal(run.activityId, 'task');
    assert.deepEqual(JSON.parse(run.input ?? ''), {
      price: 2.5,
      qty: 4,
      customer: { name: 'Ann' },
    });
    assert.deepEqual(JSON.parse(run.output ?? ''), {
      total: 10,
      greeting: 'Hello Ann',
      lines: [1, 2],
    });
    assert.equal(run.message, null);
    const tasks = await acme.api.call({ method: 'GET', url: '/api/getAllTask?processId=order' });
    assert.deepEqual(tasks, [
      {
        taskId: 'task',
        taskName: 'order task',
        topicName: 'order-topic',
        connectorId: mapping.id,
        connectorName: 'Order totals',
        connectorType: 'mapping',
        credentialId: null,
        volume: 1,
      },
    ]);
    await eventually(async () => (await acme.logOf(id)).length === 1, 'the log line');
    assert.deepEqual(await acme.logOf(id), [
      `Connector "Order totals" ran for topic "order-topic" in ${run.durationMs} ms`,
    ]);
  });

  it('fails a task whose mapping does not produce an object, leaving two retries', async () => {
    const mapping = await acme.api.mapping('Just a number', 'qty * 2');
    const id = await acme.run('numbers', 'Mapping', mapping.id, { qty: { value: 2 } });
    const failed = await acme.firstFailure(id);
    assert.equal(failed.errorMessage, 'The mapping must produce an object, it produced number');
    assert.equal(failed.retries, 2);
  });

  it('runs the connector as changed through the API at once, not when the cache expires', async () => {
    const mapping = await acme.api.mapping('Versioned', '{ "version": 1 }');
    const first = await acme.run('versions', 'Mapping', mapping.id);
    await acme.ended(first);
    await acme.api.call({
      method: 'PUT',
      url: '/api/mappingConnector',
      payload: {
        id: mapping.id,
        name: 'Versioned',
        parameters: { expression: '{ "version": 2 }' },
      },
    });
    const second = await acme.start('versions');
    await acme.ended(second);
    assert.deepEqual((await acme.variablesOf(first)).version.value, 1);
    assert.deepEqual((await acme.variablesOf(second)).version.value, 2);
  });
});

describe('what the worker takes', () => {
  it('only tasks of bound topics, per tenant and process key: others stay unlocked', async () => {
    // `shipping`: topics left and right. Acme binds left, Globex binds right; `returns` has a
    // left task too, but nothing is bound for its key.
    await acme.engine.deploy('shipping.bpmn', parallel('shipping'));
    await globex.engine.deploy('shipping.bpmn', parallel('shipping'));
    await acme.engine.deploy('returns.bpmn', parallel('returns'));
    await acme.api.bind('Mapping', 'shipping', 'left', (await acme.api.mapping('L', '$')).id);
    await globex.api.bind('Mapping', 'shipping', 'right', (await globex.api.mapping('R', '$')).id);
    // The unbound tasks wait before the bound ones come, so every fetch could see them.
    const returns = await acme.start('returns');
    const ours = await acme.start('shipping');
    const theirs = await globex.start('shipping');
    const topicsLeft = async (flows: WorkerFlows, id: string) =>
      (await flows.openTasks(id)).map((task) => task.topicName);
    await eventually(async () => (await topicsLeft(acme, ours)).join() === 'right', 'Acme left');
    await eventually(async () => (await topicsLeft(globex, theirs)).join() === 'left', 'Globex');
    await sleep(300);
    const waiting = [
      ...(await acme.openTasks(returns)),
      ...(await acme.openTasks(ours)),
      ...(await globex.openTasks(theirs)),
    ];
    assert.equal(waiting.length, 4);
    for (const task of waiting) {
      assert.deepEqual([task.workerId, task.lockExpirationTime], [null, null], task.topicName);
    }
  });

  it('a task of a topic as soon as the topic is bound', async () => {
    const mapping = await acme.api.mapping('Late binding', '{ "bound": true }');
    await acme.engine.deploy('late.bpmn', parallel('late'));
    const id = await acme.start('late');
    await sleep(300);
    assert.equal((await acme.openTasks(id)).length, 2, 'nothing bound, nothing taken');
    await acme.api.bind('Mapping', 'late', 'left', mapping.id);
    // Sooner than the worker's safety-net poll (every two seconds) would find it.
    await eventually(async () => (await acme.openTasks(id)).length === 1, 'the bound task', 1500);
  });
});

import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { connectorRuns } from '../../src/db/schema';
import {
  startConnectorWorker,
  type ConnectorWorker,
  type ConnectorWorkerOptions,
} from '../../src/engine/worker/connector-worker';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { eventually, fakeEngine, type FakeEngine } from './fake-engine';
import { connectorApi } from './helpers';
import { startHttpTarget } from './http-target';

/** The worker against an in-memory engine: its own rules, without the real engine's timing. */
let server: StartedServer;
let api: ReturnType<typeof connectorApi>;
let target: Awaited<ReturnType<typeof startHttpTarget>>;
let worker: ConnectorWorker | undefined;
let tenantId: number;

before(async () => {
  server = await startTestServer();
  api = connectorApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  target = await startHttpTarget();
  tenantId = server.acme.tenantId;
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});
after(async () => {
  await target?.close();
  await server?.close();
});

const start = (fake: FakeEngine, options: Partial<ConnectorWorkerOptions> = {}) => {
  worker = startConnectorWorker({
    db: server.db,
    engine: fake.engine,
    logger: server.app.log,
    retryTimeoutMs: 100,
    pollIntervalMs: 60_000,
    ...options,
  });
  return worker;
};
const runsOf = (processKey: string) =>
  server.db
    .select()
    .from(connectorRuns)
    .where(and(eq(connectorRuns.tenantId, tenantId), eq(connectorRuns.definitionKey, processKey)))
    .orderBy(asc(connectorRuns.id));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapping connectors', () => {
  it('complete the task with the JSONata result as typed variables and log the run', async () => {
    const mapping = await api.mapping(
      'Order totals',
      '{ "total": price * qty, "greeting": "Hello " & customer.name, "lines": [1, 2] }',
    );
    await api.bind('Mapping', 'order', 'totals', mapping.id);
    const fake = fakeEngine();
    start(fake);
    const id = fake.addTask({
      tenantId,
      processKey: 'order',
      topic: 'totals',
      variables: {
        price: { value: 2.5, type: 'Double' },
        qty: { value: 4, type: 'Integer' },
        customer: { value: '{"name":"Ann"}', type: 'Json' },
      },
    });
    await eventually(() => fake.completed.length === 1, 'the completion');
    assert.deepEqual(fake.completed[0], {
      id,
      variables: {
        total: { value: 10, type: 'Integer' },
        greeting: { value: 'Hello Ann', type: 'String' },
        lines: { value: '[1,2]', type: 'Json' },
      },
    });
    await eventually(async () => (await runsOf('order')).length === 1, 'the run row');
    const [run] = await runsOf('order');
    assert.equal(run.status, 'success');
    assert.equal(run.connectorId, mapping.id);
    assert.equal(run.connectorName, 'Order totals');
    assert.equal(run.topic, 'totals');
    assert.equal(run.activityId, 'Task_1');
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
    assert.ok(run.durationMs >= 0);
    assert.deepEqual(fake.logs, [
      {
        tenantId,
        level: 'info',
        message: `Connector "Order totals" ran for topic "totals" in ${run.durationMs} ms`,
      },
    ]);
  });

  it('fails a task whose mapping does not produce an object', async () => {
    const mapping = await api.mapping('Just a number', 'qty * 2');
    await api.bind('Mapping', 'numbers', 'double', mapping.id);
    const fake = fakeEngine();
    start(fake);
    fake.addTask({
      tenantId,
      processKey: 'numbers',
      topic: 'double',
      variables: { qty: { value: 2 } },
    });
    await eventually(() => fake.failures.length === 1, 'the failure');
    assert.equal(
      fake.failures[0].errorMessage,
      'The mapping must produce an object, it produced number',
    );
    assert.equal(fake.failures[0].retries, 2);
    assert.equal(fake.failures[0].retryTimeout, 100);
  });
});

describe('changes made through the API', () => {
  it('reach the worker at once, not when its cache expires', async () => {
    const mapping = await api.mapping('Versioned', '{ "version": 1 }');
    await api.bind('Mapping', 'versions', 'stamp', mapping.id);
    const fake = fakeEngine();
    start(fake, { bindingCacheTtlMs: 60_000 });
    fake.addTask({ tenantId, processKey: 'versions', topic: 'stamp' });
    await eventually(() => fake.completed.length === 1, 'the first completion');
    await api.call({
      method: 'PUT',
      url: '/api/mappingConnector',
      payload: {
        id: mapping.id,
        name: 'Versioned',
        parameters: { expression: '{ "version": 2 }' },
      },
    });
    fake.addTask({ tenantId, processKey: 'versions', topic: 'stamp' });
    await eventually(() => fake.completed.length === 2, 'the second completion');
    assert.deepEqual(
      fake.completed.map((c) => c.variables.version.value),
      [1, 2],
    );
  });
});

describe('what the worker fetches', () => {
  it('asks only for bound topics, per tenant and process key, and leaves other tasks alone', async () => {
    const mapping = await api.mapping('Pass', '$');
    await api.bind('Mapping', 'shipping', 'label', mapping.id);
    const fake = fakeEngine();
    start(fake);
    const foreign = fake.addTask({
      tenantId: server.globex.tenantId,
      processKey: 'shipping',
      topic: 'label',
    });
    const otherKey = fake.addTask({ tenantId, processKey: 'returns', topic: 'label' });
    const unbound = fake.addTask({ tenantId, processKey: 'shipping', topic: 'customs' });
    const ours = fake.addTask({ tenantId, processKey: 'shipping', topic: 'label' });
    await eventually(() => fake.completed.length === 1, 'the completion');
    await sleep(100);
    assert.deepEqual(
      fake.completed.map((c) => c.id),
      [ours],
    );
    for (const id of [foreign, otherKey, unbound]) {
      assert.equal(fake.tasks.find((t) => t.task.id === id)?.lockedUntil, 0);
    }
    assert.ok(
      fake.fetches.every((f) => f.scope === tenantId),
      'never all tenants at once',
    );
    const asked = fake.fetches.flatMap((f) => f.request.topics);
    assert.ok(asked.some((t) => t.topicName === 'label' && t.processDefinitionKey === 'shipping'));
    assert.ok(!asked.some((t) => t.topicName === 'customs'));
  });

  it('does not poll while idle, and fetches a topic as soon as it is bound', async () => {
    const fake = fakeEngine();
    start(fake);
    const waiting = fake.addTask({
      tenantId,
      processKey: 'late',
      topic: 'bind-me',
      announce: false,
    });
    await sleep(300);
    const idleFetches = fake.fetches.length;
    await sleep(500);
    assert.equal(fake.fetches.length, idleFetches, 'no fetch without a notice or a poll');
    const mapping = await api.mapping('Late binding', '{ "bound": true }');
    await api.bind('Mapping', 'late', 'bind-me', mapping.id);
    await eventually(() => fake.completed.length === 1, 'the completion after binding', 1000);
    assert.equal(fake.completed[0].id, waiting);
  });

  it('runs at most `concurrency` tasks at once and fetches in batches', async () => {
    const mapping = await api.mapping('Batch', '{ "done": true }');
    await api.bind('Mapping', 'bulk', 'work', mapping.id);
    const fake = fakeEngine();
    fake.slowCompletions(20);
    for (let i = 0; i < 120; i++)
      fake.addTask({ tenantId, processKey: 'bulk', topic: 'work', announce: false });
    start(fake, { concurrency: 8, maxTasks: 30 });
    await eventually(() => fake.completed.length === 120, 'all completions', 10_000);
    assert.equal(fake.maxActive(), 8);
    const withTasks = fake.fetches.filter((f) => f.got > 0);
    assert.ok(withTasks.every((f) => f.request.maxTasks <= 30));
    assert.ok(withTasks.length <= 120 / 8, `${withTasks.length} fetches for 120 tasks`);
    await eventually(async () => (await runsOf('bulk')).length === 120, 'the run rows');
  });
});

describe('a task with no bound connector', () => {
  it('fails with an error naming its topic', async () => {
    const fake = fakeEngine();
    fake.handOutAnyTopic();
    const mapping = await api.mapping('Anchor', '$');
    await api.bind('Mapping', 'anchor', 'anchor', mapping.id);
    start(fake);
    fake.addTask({ tenantId, processKey: 'loose', topic: 'nobody' });
    await eventually(() => fake.failures.length === 1, 'the failure');
    assert.equal(
      fake.failures[0].errorMessage,
      'No connector is bound to topic "nobody" of process "loose"',
    );
    await eventually(async () => (await runsOf('loose')).length === 1, 'the run row');
    const [run] = await runsOf('loose');
    assert.equal(run.status, 'failed');
    assert.equal(run.connectorId, null);
  });
});

describe('stop', () => {
  it('finishes running tasks, gives back the waiting ones and fetches no more', async () => {
    const mapping = await api.mapping('Stopper', '{ "ok": true }');
    await api.bind('Mapping', 'stopping', 'slow', mapping.id);
    const fake = fakeEngine();
    fake.slowCompletions(200);
    for (let i = 0; i < 20; i++)
      fake.addTask({ tenantId, processKey: 'stopping', topic: 'slow', announce: false });
    const started = start(fake, { concurrency: 4, maxTasks: 20 });
    await eventually(() => fake.maxActive() === 4, 'the first runs');
    await started.stop();
    worker = undefined;
    const fetchesAtStop = fake.fetches.length;
    assert.equal(fake.completed.length, 4);
    const locked = fake.tasks.filter((t) => t.state === 'open' && t.lockedUntil > Date.now());
    assert.equal(locked.length, 0, 'waiting tasks are unlocked');
    fake.addTask({ tenantId, processKey: 'stopping', topic: 'slow' });
    await sleep(100);
    assert.equal(fake.fetches.length, fetchesAtStop);
    assert.equal((await runsOf('stopping')).length, 4, 'the run log is flushed');
  });
});

import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { connectorRuns } from '../../src/db/schema';
import {
  startConnectorWorker,
  type ConnectorWorker,
} from '../../src/engine/worker/connector-worker';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { eventually, fakeEngine, type FakeEngine } from './fake-engine';
import { connectorApi } from './helpers';
import { startHttpTarget } from './http-target';

/** Command connectors against a local HTTP server, with the worker on an in-memory engine. */
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

const start = (fake: FakeEngine) => {
  worker = startConnectorWorker({
    db: server.db,
    engine: fake.engine,
    logger: server.app.log,
    retryTimeoutMs: 150,
    pollIntervalMs: 60_000,
  });
};
const runsOf = (topic: string) =>
  server.db
    .select()
    .from(connectorRuns)
    .where(and(eq(connectorRuns.tenantId, tenantId), eq(connectorRuns.topic, topic)))
    .orderBy(asc(connectorRuns.id));

/** A command connector bound to `topic` of process "po", and a fake engine with one task. */
async function commandTask(topic: string, path: string, timeout = 2000, method = 'POST') {
  const connector = await api.command(`Command ${topic}`, target.url(path), timeout, method);
  await api.bind('Command', 'po', topic, connector.id);
  const fake = fakeEngine();
  start(fake);
  const id = fake.addTask({
    tenantId,
    processKey: 'po',
    topic,
    variables: { amount: { value: 120, type: 'Integer' }, buyer: { value: 'Ann', type: 'String' } },
  });
  return { fake, id, connector };
}

describe('command connectors', () => {
  it('send the variables as JSON and merge the JSON object answered', async () => {
    const { fake, id } = await commandTask('confirm', '/ok');
    await eventually(() => fake.completed.length === 1, 'the completion');
    const request = target.received.find((r) => r.path === '/ok');
    assert.ok(request);
    assert.equal(request.method, 'POST');
    assert.equal(request.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(request.body), { amount: 120, buyer: 'Ann' });
    assert.deepEqual(fake.completed[0], {
      id,
      variables: {
        confirmed: { value: true, type: 'Boolean' },
        orderNo: { value: 'PO-7', type: 'String' },
        echo: { value: '{"amount":120,"buyer":"Ann"}', type: 'Json' },
      },
    });
    await eventually(async () => (await runsOf('confirm')).length === 1, 'the run row');
    const [run] = await runsOf('confirm');
    assert.equal(run.status, 'success');
    assert.equal(JSON.parse(run.output ?? '').orderNo, 'PO-7');
  });

  it('complete without variables when the answer is not a JSON object, and send no body on GET', async () => {
    const { fake } = await commandTask('lookup', '/text', 2000, 'GET');
    await eventually(() => fake.completed.length === 1, 'the completion');
    assert.deepEqual(fake.completed[0].variables, {});
    const request = target.received.find((r) => r.path === '/text');
    assert.equal(request?.method, 'GET');
    assert.equal(request?.body, '');
  });

  it('fail on a non-2xx answer, retry after the retry timeout, and stop at 0 retries', async () => {
    const { fake, id } = await commandTask('reject', '/status/503');
    await eventually(() => fake.failures.length === 3, 'three failures', 5000);
    assert.deepEqual(
      fake.failures.map((f) => [f.id, f.errorMessage, f.retries, f.retryTimeout]),
      [
        [id, 'The command answered HTTP 503', 2, 150],
        [id, 'The command answered HTTP 503', 1, 150],
        [id, 'The command answered HTTP 503', 0, 150],
      ],
    );
    assert.equal(fake.tasks[0].state, 'incident');
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal(fake.failures.length, 3, 'no run after the retries ran out');
    await eventually(async () => (await runsOf('reject')).length === 3, 'the run rows');
    const runs = await runsOf('reject');
    assert.ok(runs.every((run) => run.status === 'failed' && run.output === 'answered 503'));
    assert.equal(runs[0].message, 'The command answered HTTP 503');
    assert.equal(
      fake.logs.at(-1)?.message,
      'Connector "Command reject" failed for topic "reject": The command answered HTTP 503 (retries left: 0)',
    );
  });

  it('fail when the endpoint takes longer than the timeout in ms', async () => {
    const started = Date.now();
    const { fake } = await commandTask('slow', '/slow/3000', 200);
    await eventually(() => fake.failures.length === 1, 'the failure');
    assert.ok(Date.now() - started < 2500, 'the request was cut at its timeout');
    assert.equal(fake.failures[0].errorMessage, 'The command timed out after 200 ms');
    await eventually(async () => (await runsOf('slow')).length === 1, 'the run row');
    const [run] = await runsOf('slow');
    assert.ok(run.durationMs >= 190 && run.durationMs < 2000, `took ${run.durationMs} ms`);
  });

  it('fail when the answer is larger than 4 MiB', async () => {
    const { fake } = await commandTask('huge', '/big');
    await eventually(() => fake.failures.length === 1, 'the failure');
    assert.equal(fake.failures[0].errorMessage, 'The command answered more than 4 MiB');
  });

  it('fail when the endpoint cannot be reached', async () => {
    const connector = await api.command('Nowhere', 'http://127.0.0.1:1/none', 1000);
    await api.bind('Command', 'po', 'nowhere', connector.id);
    const fake = fakeEngine();
    start(fake);
    fake.addTask({ tenantId, processKey: 'po', topic: 'nowhere' });
    await eventually(() => fake.failures.length === 1, 'the failure');
    assert.match(
      fake.failures[0].errorMessage ?? '',
      /^The command could not reach http:\/\/127\.0\.0\.1:1\/none: /,
    );
  });
});

import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import {
  startConnectorWorker,
  type ConnectorWorker,
} from '../../src/modules/connectors/worker/connector-worker';
import { BindingSignal } from '../../src/modules/connectors/worker/binding-events';
import type { WorkerEngine } from '../../src/modules/connectors/worker/task-runner';
import type { FetchAndLockRequest, LockedExternalTask } from '../../src/engine/types';
import { ACME, eventually, startTestServer, type StartedServer } from '../harness';
import { connectorApi } from './helpers';

/**
 * The worker's scheduler on its own. How often it fetches and how many tasks it asks for
 * cannot be seen from outside the server, so here a second worker runs against a stub of the
 * engine calls it makes, which hands out made-up tasks and counts what it is asked. What the
 * worker does to instances is checked against the real engine in the other worker tests.
 */
let server: StartedServer;
let api: ReturnType<typeof connectorApi>;
let worker: ConnectorWorker | undefined;

before(async () => {
  server = await startTestServer();
  api = connectorApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});
after(() => server?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A task of Acme's `processKey`, as fetchAndLock hands it out. */
const task = (processKey: string, topicName: string, n: number): LockedExternalTask => ({
  id: `${processKey}-${n}`,
  topicName,
  workerId: '',
  lockExpirationTime: '',
  suspended: false,
  createTime: '',
  retries: null,
  errorMessage: null,
  errorDetails: null,
  activityId: 'task',
  activityInstanceId: `task:${n}`,
  executionId: `execution-${n}`,
  processInstanceId: `instance-${n}`,
  processDefinitionId: `${processKey}:1:stub`,
  processDefinitionKey: processKey,
  processDefinitionVersionTag: null,
  businessKey: null,
  tenantId: String(server.acme.tenantId),
  priority: 0,
  variables: {},
  extensionProperties: {},
});

/** Hands out `tasks` to whoever fetches; completing one takes 20 ms. */
function stubEngine(tasks: LockedExternalTask[]) {
  const seen = { fetches: [] as FetchAndLockRequest[], completed: 0, active: 0, mostActive: 0 };
  let announce: (topics: string[]) => void = () => undefined;
  const engine: WorkerEngine = {
    fetchAndLock: async (_scope, request) => {
      seen.fetches.push(request);
      return tasks.splice(0, request.maxTasks);
    },
    complete: async () => {
      seen.mostActive = Math.max(seen.mostActive, ++seen.active);
      await sleep(20);
      seen.active--;
      seen.completed++;
    },
    handleFailure: async () => assert.fail('no task fails here'),
    unlock: async () => undefined,
    onTasksAvailable: (listener) => {
      announce = listener;
      return () => undefined;
    },
    log: async () => undefined,
  };
  return { engine, seen, announce: (topics: string[]) => announce(topics) };
}

const start = (engine: WorkerEngine, concurrency = 16, maxTasks = 50) => {
  worker = startConnectorWorker({
    db: server.db,
    engine,
    logger: server.app.log,
    bindingsChanged: new BindingSignal(),
    pollIntervalMs: 60_000,
    concurrency,
    maxTasks,
  });
};

describe('the connector worker’s scheduler', () => {
  it('does not fetch while idle: once at start, then on a notice of a bound topic', async () => {
    await api.bind('Mapping', 'idle', 'wake', (await api.mapping('Waker', '$')).id);
    const stub = stubEngine([]);
    start(stub.engine);
    await eventually(() => stub.seen.fetches.length > 0, 'the fetch at start');
    await sleep(500);
    assert.equal(stub.seen.fetches.length, 1, 'no fetch without a notice');
    stub.announce(['not-bound']);
    await sleep(100);
    assert.equal(stub.seen.fetches.length, 1, 'a notice of an unbound topic is no reason');
    stub.announce(['wake']);
    await eventually(() => stub.seen.fetches.length === 2, 'the fetch after the notice');
  });

  it('runs at most `concurrency` tasks at once and fetches in batches of free places', async () => {
    await api.bind('Mapping', 'bulk', 'work', (await api.mapping('Batch', '{ "done": true }')).id);
    const stub = stubEngine(Array.from({ length: 120 }, (_, n) => task('bulk', 'work', n)));
    start(stub.engine, 8, 30);
    await eventually(() => stub.seen.completed === 120, 'all completions', 10_000);
    assert.equal(stub.seen.mostActive, 8);
    assert.ok(stub.seen.fetches.every((request) => request.maxTasks <= 30));
    const batches = stub.seen.fetches.length;
    assert.ok(batches <= 120 / 8 + 1, `${batches} fetches for 120 tasks`);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { connectorRuns, externalTasks, processInstances } from '../../src/db/schema';
import { DEFAULT_CONCURRENCY } from '../../src/modules/connectors/worker/connector-worker';
import { REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import { eventually, type StartedServer } from '../harness';
import type { HttpTarget } from './http-target';
import { startWorkerServer, type OpenTask, type WorkerFlows } from './worker-flows';

/**
 * The built-in worker with more tasks than it runs at once (its default), inside the real
 * server: tasks wait in its queue, locked, while slow commands run. The last test stops the
 * server, so this file has a server of its own.
 */
let server: StartedServer;
let flows: WorkerFlows;
let target: HttpTarget;
let close: (() => Promise<void>) | undefined;

before(async () => {
  ({ server, acme: flows, target, close } = await startWorkerServer());
});
after(() => close?.());

const CONCURRENCY = DEFAULT_CONCURRENCY;
const INSTANCES = CONCURRENCY + 14;

/** A flow `key` whose command takes `ms`, with INSTANCES instances, once all are fetched. */
async function busyFlow(key: string, ms: number) {
  const topic = `${key}-topic`;
  const command = await flows.api.command(`Slow ${key}`, target.url(`/slow/${ms}`), ms + 5000);
  await flows.engine.deploy(`${key}.bpmn`, oneTask(key, topic));
  await flows.api.bind('Command', key, topic, command.id);
  const ids = await Promise.all(Array.from({ length: INSTANCES }, () => flows.start(key)));
  const tasks = (query = '') =>
    flows.engine.ok<OpenTask[]>('GET', `${REST}/external-task?topicName=${topic}${query}`);
  await eventually(
    async () => (await tasks('&locked=true')).length === INSTANCES,
    'every task fetched',
  );
  await eventually(() => target.load.inFlight === CONCURRENCY, 'the first runs');
  return { ids, topic, command, tasks };
}

const received = (ms: number) => target.received.filter((r) => r.path === `/slow/${ms}`).length;

describe('a busy worker', () => {
  it('runs at most its default number of tasks at once; a task whose binding went while it waited fails', async () => {
    const { topic, command, tasks } = await busyFlow('busy', 3000);
    assert.equal(target.load.most, CONCURRENCY);
    await flows.api.call({
      method: 'POST',
      url: '/api/unbindCommandConnector',
      payload: { processId: 'busy', topic, connectorId: command.id },
    });
    // Settled: the running tasks completed and the waiting ones failed.
    const settled = async () => {
      const open = await tasks();
      return open.length === INSTANCES - CONCURRENCY && open.every((task) => task.errorMessage);
    };
    await eventually(settled, 'the running tasks done and the waiting ones failed', 10_000);
    for (const task of await tasks()) {
      assert.equal(
        task.errorMessage,
        'No connector is bound to topic "busy-topic" of process "busy"',
      );
      assert.equal(task.retries, 2);
    }
    const runs = await flows.runsOf('busy', INSTANCES);
    assert.equal(runs.filter((run) => run.status === 'success').length, CONCURRENCY);
    assert.ok(
      runs.filter((run) => run.status === 'failed').every((run) => run.connectorId === null),
    );
    assert.equal(received(3000), CONCURRENCY, 'only the tasks that ran called the endpoint');
  });

  it('on stop, finishes the running tasks, gives back the waiting ones and takes no more', async () => {
    const { ids } = await busyFlow('stopping', 2500);
    await server.app.close();
    // The server is closed: what the worker left behind is read from the database.
    const db = server.db;
    const open = await db
      .select()
      .from(externalTasks)
      .where(eq(externalTasks.definitionKey, 'stopping'));
    assert.equal(open.length, INSTANCES - CONCURRENCY);
    assert.ok(open.every((task) => task.workerId === null && task.lockExpirationTime === null));
    const completed = await db
      .select({ id: processInstances.id })
      .from(processInstances)
      .where(
        and(
          eq(processInstances.definitionKey, 'stopping'),
          eq(processInstances.state, 'COMPLETED'),
        ),
      );
    assert.equal(completed.length, CONCURRENCY);
    assert.ok(completed.every((row) => ids.includes(row.id)));
    const runs = await db
      .select()
      .from(connectorRuns)
      .where(eq(connectorRuns.definitionKey, 'stopping'));
    assert.equal(runs.length, CONCURRENCY, 'the run log is written before the server stops');
    assert.equal(received(2500), CONCURRENCY);
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, eventually, type StartedServer } from '../harness';
import type { FastifyBaseLogger } from 'fastify';
import type { LockedExternalTask } from '../../src/engine/types';
import type { BindingCache } from '../../src/modules/connectors/worker/binding-cache';
import type { createRunLog } from '../../src/modules/connectors/worker/run-log';
import {
  createTaskRunner,
  type WorkerEngine,
} from '../../src/modules/connectors/worker/task-runner';
import type { HttpTarget } from './http-target';
import { startWorkerServer, type WorkerFlows } from './worker-flows';

/**
 * An instance's log tells what happened in the order it happened: the connector's line about
 * a run comes before the engine's lines about what the run's outcome made the engine do, in
 * the instance's log and in the log search (issue 24 §2).
 */
let server: StartedServer;
let flows: WorkerFlows;
let target: HttpTarget;
let close: (() => Promise<void>) | undefined;

before(async () => {
  ({ server, acme: flows, target, close } = await startWorkerServer());
});
after(() => close?.());

/** The instance's log text (complete mode: time, level, source, activity, message) as `source message`. */
async function instanceLog(id: string) {
  const token = await server.login(ACME.admin.username, ACME.admin.password);
  const response = await server.call(token, {
    method: 'GET',
    url: `/stat/api/instance-log?processInstanceId=${id}&mode=complete`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.body
    .trim()
    .split('\n')
    .map((line) => line.replace(/^\S+ \S+ \S+\s+(\S+) \S+ /, '$1 '));
}

/** The instance's lines as the log search answers them (newest first), turned oldest first. */
async function searched(id: string) {
  const answer = await flows.api.call<{ hits: { source: string; message: string }[] }>({
    method: 'POST',
    url: '/stat/api/log',
    payload: { processInstanceId: id, size: 50 },
  });
  return answer.hits.map((hit) => `${hit.source} ${hit.message}`).reverse();
}

describe("an instance's log", () => {
  it('puts each failed run before the engine lines it caused, with the retries left said right', async () => {
    const connector = await flows.api.command('Order', target.url('/status/503'), 2000);
    const id = await flows.run('ordered', 'Command', connector.id);
    await eventually(async () => (await flows.openIncidents(id)).length === 1, 'the incident');
    const failure = 'The command answered HTTP 503';
    const expected = [
      'engine Process instance of ordered v1 started',
      `connector-worker Connector "Order" failed for topic "ordered-topic": ${failure} (2 retries left)`,
      `engine Task ordered-topic failed: ${failure} (2 retries left)`,
      `connector-worker Connector "Order" failed for topic "ordered-topic": ${failure} (1 retry left)`,
      `engine Task ordered-topic failed: ${failure} (1 retry left)`,
      `connector-worker Connector "Order" failed for topic "ordered-topic": ${failure} (no retries left)`,
      `engine Task ordered-topic failed: ${failure} (no retries left)`,
      `engine Incident opened for task ordered-topic: ${failure}`,
    ];
    await eventually(async () => (await searched(id)).length === expected.length, 'the lines');
    assert.deepEqual(await searched(id), expected);
    assert.deepEqual(await instanceLog(id), expected);
  });

  it("puts a successful run before the engine's end of the instance", async () => {
    const connector = await flows.api.command('Confirm', target.url('/ok'), 2000);
    const id = await flows.run('confirmed', 'Command', connector.id);
    await flows.ended(id);
    await eventually(async () => (await searched(id)).length === 3, 'the lines');
    const lines = await searched(id);
    assert.match(lines[1], /^connector-worker Connector "Confirm" ran for topic "confirmed-topic"/);
    assert.equal(lines[2], 'engine Process instance of confirmed completed');
  });
});

describe("the worker's line about a run", () => {
  /**
   * What the worker tells a stub engine, in order, while the log's writer is slow: the line
   * must be written before the engine hears of the outcome. (On the embedded database the
   * writer is seldom that slow, which is why the flows above cannot show this alone.)
   */
  async function callsOfOneRun() {
    const calls: string[] = [];
    let written: () => void = () => undefined;
    const engine: WorkerEngine = {
      fetchAndLock: async () => [],
      complete: async () => void calls.push('complete'),
      handleFailure: async (_scope, _id, input) =>
        void calls.push(`handleFailure, ${input.retries} left`),
      unlock: async () => undefined,
      onTasksAvailable: () => () => undefined,
      log: (_tenant, line) => {
        calls.push(`log: ${line.message}`);
        return new Promise<void>((resolve) => {
          written = () => {
            calls.push('log written');
            resolve();
          };
        });
      },
    };
    const noBinding = { find: () => undefined };
    const runTask = createTaskRunner({
      engine,
      cache: {
        get: async () => noBinding,
        refresh: async () => noBinding,
      } as unknown as BindingCache,
      runLog: { add: () => undefined } as unknown as ReturnType<typeof createRunLog>,
      logger: { warn: () => undefined } as unknown as FastifyBaseLogger,
      workerId: 'stub',
      retryTimeoutMs: 0,
    });
    const task = {
      id: 'task-1',
      topicName: 'unbound',
      retries: 2,
      activityId: 'task',
      processInstanceId: 'instance-1',
      processDefinitionKey: 'orders',
      tenantId: String(server.acme.tenantId),
      variables: {},
    } as unknown as LockedExternalTask;
    const running = runTask(task);
    await new Promise((resolve) => setTimeout(resolve, 50));
    written();
    await running;
    return calls;
  }

  it('is written before the engine is told of the outcome', async () => {
    assert.deepEqual(await callsOfOneRun(), [
      'log: Connector "" failed for topic "unbound": No connector is bound to topic "unbound" of process "orders" (1 retry left)',
      'log written',
      'handleFailure, 1 left',
    ]);
  });
});

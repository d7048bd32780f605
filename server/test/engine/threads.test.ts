import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { processInstances } from '../../src/db/schema';
import { createProcessEngine, type ProcessEngine } from '../../src/engine';
import { eventually, startTestServer, type StartedServer } from '../harness';
import { oneTask, timer } from './bpmn';

/**
 * Instances spread over several engine threads: each instance's steps go to the thread that
 * holds its engine, timers that come due in a thread run as steps, and an instance evicted
 * from its thread is recovered there from the database.
 */
let server: StartedServer;
let engine: ProcessEngine;

before(async () => {
  server = await startTestServer();
  // An engine of its own with three threads and room for only four live instances.
  engine = await createProcessEngine(server.db, {
    engineThreads: 3,
    maxLive: 4,
    schedulerIntervalMs: 3_600_000,
  });
});
after(async () => {
  await engine?.close();
  await server?.close();
});

const deploy = async (key: string, xml: string) => {
  await engine.deploy(server.acme.tenantId, { name: key, resourceName: `${key}.bpmn`, xml });
  return engine.latestDefinitionId(server.acme.tenantId, key);
};

const states = async (ids: string[]) =>
  (
    await server.db
      .select({ state: processInstances.state })
      .from(processInstances)
      .where(inArray(processInstances.id, ids))
  ).map((row) => row.state);

describe('engine threads', () => {
  it('run every instance to its end, whichever thread holds it, evicted or not', async () => {
    const definitionId = await deploy('spread', oneTask('spread', 'spread-work'));
    const started = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        engine.start(server.acme.tenantId, definitionId, {
          variables: { n: { value: i, type: 'Integer' } },
        }),
      ),
    );
    const ids = started.map((row) => row.id);
    assert.deepEqual(new Set(await states(ids)), new Set(['ACTIVE']));
    const tasks = await engine.fetchAndLock(server.acme.tenantId, {
      workerId: 'threads',
      maxTasks: 24,
      topics: [{ topicName: 'spread-work', lockDuration: 60_000, variables: ['n'] }],
    });
    assert.equal(tasks.length, 24);
    // With room for four live instances, most of these are recovered from the database.
    await Promise.all(
      tasks.map((task) =>
        engine.complete(server.acme.tenantId, task.id, {
          workerId: 'threads',
          variables: { doubled: { value: Number(task.variables.n.value) * 2, type: 'Integer' } },
        }),
      ),
    );
    assert.deepEqual(
      await states(ids),
      ids.map(() => 'COMPLETED'),
    );
  });

  it('fire short timers in the thread that armed them, as steps that are committed', async () => {
    const definitionId = await deploy('ticks', timer('ticks', 'PT0.3S'));
    const started = await Promise.all(
      Array.from({ length: 6 }, () => engine.start(server.acme.tenantId, definitionId, {})),
    );
    const ids = started.map((row) => row.id);
    await eventually(
      async () => (await states(ids)).every((state) => state === 'COMPLETED'),
      'every timer to fire',
    );
  });

  it('refuse a repeated completion with a 404, leaving the ended instance as it was', async () => {
    const definitionId = await deploy('twice', oneTask('twice', 'twice-work'));
    const { id } = await engine.start(server.acme.tenantId, definitionId, {});
    const [task] = await engine.fetchAndLock(server.acme.tenantId, {
      workerId: 'threads',
      maxTasks: 1,
      topics: [{ topicName: 'twice-work', lockDuration: 60_000 }],
    });
    const input = { workerId: 'threads', variables: { seen: { value: true } } };
    await engine.complete(server.acme.tenantId, task.id, input);
    // The task row went with the step; a repeat is refused by the ended instance.
    await assert.rejects(engine.complete(server.acme.tenantId, task.id, input), {
      name: 'EngineError',
      kind: 'not-found',
    });
    const [row] = await server.db
      .select()
      .from(processInstances)
      .where(eq(processInstances.id, id));
    assert.equal(row.state, 'COMPLETED');
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { engineLogs } from '../../src/db/schema';
import { emptyChanges } from '../../src/engine/runtime/changes';
import { EngineStore } from '../../src/engine/runtime/store';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';

/**
 * One tenant's bad request never fails another tenant's: steps are committed together and
 * task look-ups share a query, so a bad value that got as far as the database would fail
 * every request that rode with it. It is refused at the edge, and a shared statement that
 * still fails is retried member by member.
 */
let server: StartedServer;
let acme: ReturnType<typeof engineApi>;
let globex: ReturnType<typeof engineApi>;

before(async () => {
  server = await startTestServer();
  acme = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = engineApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
  await acme.deploy('orders.bpmn', oneTask('orders', 'acme-work'));
  await globex.deploy('orders.bpmn', oneTask('orders', 'globex-work'));
});
after(() => server?.close());

const BAD_KEYS = ['nul\u0000key', 'lone\ud800surrogate', '\udc00'];

describe('two tenants at once', () => {
  it("starts: every good start of one tenant succeeds while the other's bad keys are refused", async () => {
    const start = (api: typeof acme, businessKey: string) =>
      api.call('POST', `${REST}/process-definition/key/orders/start`, { businessKey });
    const good = Array.from({ length: 20 }, (_, i) => start(acme, `order-${i}`));
    const bad = Array.from({ length: 20 }, (_, i) => start(globex, BAD_KEYS[i % BAD_KEYS.length]));
    const [goodAnswers, badAnswers] = await Promise.all([Promise.all(good), Promise.all(bad)]);
    assert.deepEqual(
      goodAnswers.map((r) => r.statusCode),
      Array(20).fill(200),
    );
    for (const answer of badAnswers) {
      assert.equal(answer.statusCode, 400, answer.body);
      assert.match(answer.json().msg, /^body\.businessKey must not contain/);
    }
    const count = await globex.ok<{ count: number }>('GET', `${REST}/process-instance/count`);
    assert.equal(count.count, 0, 'no refused start left an instance');
  });

  it("task look-ups: one tenant's completions all succeed beside the other's bad task ids", async () => {
    const tasks = await acme.fetch('acme-work', 'iso-worker', 20);
    assert.equal(tasks.length, 20);
    const complete = (api: typeof acme, id: string) =>
      api.call('POST', `${REST}/external-task/${encodeURIComponent(id)}/complete`, {
        workerId: 'iso-worker',
      });
    const [goodAnswers, badAnswers] = await Promise.all([
      Promise.all(tasks.slice(0, 15).map((task) => complete(acme, task.id))),
      Promise.all(Array.from({ length: 15 }, (_, i) => complete(globex, `task\u0000${i}`))),
    ]);
    assert.deepEqual(
      goodAnswers.map((r) => r.statusCode),
      Array(15).fill(204),
    );
    for (const answer of badAnswers) assert.equal(answer.statusCode, 400, answer.body);
  });
});

describe('a shared commit that still fails', () => {
  it('fails only the step that cannot be written, not the steps that rode with it', async () => {
    // The store called directly, past the edge: as if a bad value were met only by the database.
    const store = new EngineStore(server.db);
    const step = (tenantId: number, message: string) => {
      const changes = emptyChanges();
      changes.logs.push({ tenantId, level: 'info', source: 'isolation-test', message });
      return store.commit(changes);
    };
    // Committed in one turn of the event loop, so all 21 share one statement first.
    const results = await Promise.allSettled([
      ...Array.from({ length: 20 }, (_, i) => step(server.acme.tenantId, `good ${i}`)),
      step(server.globex.tenantId, 'bad\u0000message'),
    ]);
    assert.deepEqual(
      results.slice(0, 20).map((r) => r.status),
      Array(20).fill('fulfilled'),
    );
    assert.equal(results[20].status, 'rejected');
    const written = await server.db
      .select({ message: engineLogs.message })
      .from(engineLogs)
      .where(eq(engineLogs.source, 'isolation-test'));
    assert.equal(written.length, 20);
  });
});

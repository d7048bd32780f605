import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { processInstances } from '../../src/db/schema';
import { engineApi, type LockedTask } from '../engine/api';
import { definitions, oneTask } from '../engine/bpmn';
import { startTestServer, type StartedServer } from '../harness';
import { data, refused, statsUsers } from '../stats/fixtures';

let server: StartedServer;
let tokens: Awaited<ReturnType<typeof statsUsers>>;
let api: ReturnType<typeof engineApi>;

/** start → end: the instance is over before start answers. */
const straight = (key: string) =>
  definitions(`<process id="${key}" isExecutable="true">
    <startEvent id="start"/><sequenceFlow id="f1" sourceRef="start" targetRef="end"/><endEvent id="end"/>
  </process>`);

before(async () => {
  server = await startTestServer();
  tokens = await statsUsers(server);
  api = engineApi(server, tokens.acmeAdmin);
  await api.deploy('quote.bpmn', oneTask('quote', 'sync.quote.v1'));
  await api.deploy('quote.bpmn', oneTask('quote', 'sync.quote'));
  await api.deploy('echo.bpmn', straight('echo'));
});
after(() => server?.close());

interface SyncAnswer {
  id: string;
  definitionId: string;
  definitionKey: string;
  businessKey: string | null;
  variables: Record<string, { type: string; value: unknown }>;
}
interface Running {
  id: string;
  definitionId: string;
  definitionKey: string;
  businessKey: string | null;
  startTime: string;
}

const syncFlow = (key: string, payload: object, token = tokens.acmeAdmin) =>
  server.call(token, { method: 'POST', url: `/api/syncFlow/${key}`, payload });
const running = (token = tokens.acmeAdmin) =>
  data<Running[]>(server, token, { method: 'GET', url: '/api/runningSyncFlow' });
const instanceRow = async (id: string) =>
  (await server.db.select().from(processInstances).where(eq(processInstances.id, id)))[0];

/** The external task of a topic, once the started instance has reached it. */
async function taskOf(topic: string): Promise<LockedTask> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [task] = await api.fetch(topic);
    if (task) return task;
    await sleep(20);
  }
  throw new Error(`no task on ${topic}`);
}

describe('POST /api/syncFlow/{key}', () => {
  it('starts the latest version as a sync instance and answers its end variables', async () => {
    const pending = syncFlow('quote', {
      businessKey: 'Q-1',
      variables: { sku: { value: 'A-100', type: 'String' } },
    });
    const task = await taskOf('sync.quote');
    assert.equal(task.variables.sku.value, 'A-100');
    const listed = await running();
    assert.deepEqual(
      listed.map((row) => [row.id, row.definitionKey, row.businessKey]),
      [[task.processInstanceId, 'quote', 'Q-1']],
    );
    await api.complete(task.id, { price: { value: 42, type: 'Integer' } });
    const response = await pending;
    assert.equal(response.statusCode, 200, response.body);
    const answer = (response.json() as { data: SyncAnswer }).data;
    assert.equal(answer.id, task.processInstanceId);
    assert.equal(answer.definitionKey, 'quote');
    assert.match(answer.definitionId, /^quote:2:/);
    assert.equal(answer.businessKey, 'Q-1');
    assert.equal(answer.variables.sku.value, 'A-100');
    assert.equal(answer.variables.price.value, 42);
    const row = await instanceRow(answer.id);
    assert.equal(row.state, 'COMPLETED');
    assert.equal(row.sync, true);
    assert.deepEqual(await running(), []);
  });

  it('answers at once for a flow that ends while it starts', async () => {
    const response = await syncFlow('echo', { variables: { n: { value: 7, type: 'Integer' } } });
    assert.equal(response.statusCode, 200, response.body);
    const answer = (response.json() as { data: SyncAnswer }).data;
    assert.equal(answer.variables.n.value, 7);
    assert.equal((await instanceRow(answer.id)).state, 'COMPLETED');
  });

  it('answers 504 on timeout; the instance keeps running until it is stopped', async () => {
    const response = await syncFlow('quote', { timeoutMs: 50 });
    assert.equal(response.statusCode, 504, response.body);
    const [flow] = await running();
    assert.deepEqual(response.json(), {
      code: 504,
      msg:
        `The sync flow ${flow.id} of quote did not end within 50 ms; ` +
        'it keeps running and can be stopped from the running sync flows',
      data: null,
    });
    assert.equal((await instanceRow(flow.id)).state, 'ACTIVE');

    const stopped = await data<null>(server, tokens.acmeAdmin, {
      method: 'POST',
      url: '/api/stopRunningSyncFlow',
      payload: { instanceId: flow.id },
    });
    assert.equal(stopped, null);
    const row = await instanceRow(flow.id);
    assert.equal(row.state, 'EXTERNALLY_TERMINATED');
    assert.equal(row.deleteReason, 'Stopped by acme-admin');
    assert.deepEqual(await running(), []);
    assert.deepEqual(await api.fetch('sync.quote'), [], 'its task is gone');
  });

  it('answers 409 to the waiting caller when the flow is stopped meanwhile (instanceId in the query)', async () => {
    const pending = syncFlow('quote', { timeoutMs: 30_000 });
    const task = await taskOf('sync.quote');
    await data(server, tokens.acmeAdmin, {
      method: 'POST',
      url: `/api/stopRunningSyncFlow?instanceId=${task.processInstanceId}`,
    });
    const response = await pending;
    assert.equal(response.statusCode, 409, response.body);
    assert.match((response.json() as { msg: string }).msg, new RegExp(task.processInstanceId));
  });

  it('refuses unknown keys and bad bodies without starting anything', async () => {
    const before = await server.db.select().from(processInstances);
    const bad = (url: string, payload: object, status: number, msg: string) =>
      refused(server, tokens.acmeAdmin, { method: 'POST', url, payload }, status, msg);
    await bad('/api/syncFlow/nope', {}, 404, 'No process definition with key nope');
    await bad('/api/syncFlow/quote', { timeoutMs: 0 }, 400, 'body.timeoutMs must be >= 1');
    await bad(
      '/api/syncFlow/quote',
      { timeoutMs: 600_001 },
      400,
      'body.timeoutMs must be <= 600000',
    );
    await bad(
      '/api/syncFlow/quote',
      { variables: { a: 1 } },
      400,
      'body.variables.a must be object',
    );
    await bad('/api/stopRunningSyncFlow', {}, 400, 'instanceId is required');
    await bad(
      '/api/stopRunningSyncFlow',
      { instanceId: 'nope' },
      404,
      'No running sync flow with id nope',
    );
    assert.deepEqual(await server.db.select().from(processInstances), before);
  });
});

describe('sync flows and other callers', () => {
  it('lists only sync instances, of the caller tenant; Globex cannot stop Acme’s', async () => {
    await api.start('quote');
    const pending = syncFlow('quote', { timeoutMs: 20 });
    assert.equal((await pending).statusCode, 504);
    const [flow] = await running();
    assert.equal((await running()).length, 1, 'the plain instance is not a sync flow');
    assert.deepEqual(await running(tokens.globexAdmin), []);
    await refused(
      server,
      tokens.globexAdmin,
      { method: 'POST', url: '/api/stopRunningSyncFlow', payload: { instanceId: flow.id } },
      404,
      `No running sync flow with id ${flow.id}`,
    );
    await refused(
      server,
      tokens.globexAdmin,
      { method: 'POST', url: '/api/syncFlow/quote', payload: {} },
      404,
      'No process definition with key quote',
    );
    assert.equal((await instanceRow(flow.id)).state, 'ACTIVE');
  });

  it('refuses the sys role and callers without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/runningSyncFlow'],
      ['POST', '/api/stopRunningSyncFlow'],
      ['POST', '/api/syncFlow/quote'],
    ] as const) {
      await refused(
        server,
        tokens.acmeSys,
        { method, url, payload: {} },
        403,
        'This action needs the role admin',
      );
      await refused(server, null, { method, url, payload: {} }, 401, 'Please sign in');
    }
  });
});

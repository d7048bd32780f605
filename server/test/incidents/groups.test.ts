import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { IncidentGroups } from '@console/shared/contract';
import { ACME, eventually, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';

/**
 * Incident groups (issue 10 §2): open incidents grouped across definitions by normalised
 * message and topic, and a group retried as one batch after a dry run; admin only, per tenant.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
let globex: ReturnType<typeof engineApi>;
let sys: string;

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = engineApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
  sys = await server.login(ACME.sys.username, ACME.sys.password);
});
after(() => server?.close());

/** Starts an instance of each key and fails its task with the message. */
async function failEach(keys: string[], topic: string, message: (i: number) => string) {
  for (const key of keys) await api.start(key, {});
  const tasks = await api.fetch(topic, 'w', 50);
  for (const [i, task] of tasks.entries()) {
    await api.ok('POST', `${REST}/external-task/${task.id}/failure`, {
      workerId: 'w',
      errorMessage: message(i),
      retries: 0,
    });
  }
}
const groups = () => api.ok<IncidentGroups>('GET', '/api/camunda/incident-groups');
const retry = (body: object) => api.call('POST', '/api/camunda/incident-groups/retry', body);

describe('incident groups', () => {
  it('groups one cause across definitions, apart from another topic', async () => {
    await api.deploy('grp-a.bpmn', oneTask('grp_a', 'stock'));
    // The same activity id named otherwise in grp_b, and not named at all in grp_c.
    await api.deploy('grp-b.bpmn', oneTask('grp_b', 'stock', 'Reserve stock'));
    await api.deploy('grp-c.bpmn', oneTask('grp_c', 'billing', ''));
    await failEach(
      ['grp_a', 'grp_b', 'grp_a'],
      'stock',
      (i) => `Order ${100 + i} failed: timeout after ${30 + i}s`,
    );
    await failEach(['grp_c'], 'billing', () => 'Order 7 failed: timeout after 30s');
    const answer = await groups();
    assert.equal(answer.truncated, false);
    assert.equal(answer.incidents, 4);
    const [stock, billing] = answer.groups;
    assert.deepEqual(
      { ...stock, sampleMessage: undefined, latestTime: undefined },
      {
        pattern: 'Order <n> failed: timeout after <n>s',
        topic: 'stock',
        count: 3,
        processKeys: ['grp_a', 'grp_b'],
        activityIds: ['task'],
        activities: [
          { id: 'task', name: 'Do work' },
          { id: 'task', name: 'Reserve stock' },
        ],
        sampleMessage: undefined,
        latestTime: undefined,
      },
    );
    assert.match(String(stock.sampleMessage), /^Order \d+ failed/);
    assert.match(stock.latestTime, /\+0000$/);
    assert.deepEqual([billing.topic, billing.count], ['billing', 1]);
    assert.deepEqual(billing.activities, [{ id: 'task', name: null }], 'no name: the id stands');
    assert.deepEqual(
      (await globex.ok<IncidentGroups>('GET', '/api/camunda/incident-groups')).groups,
      [],
    );
  });

  it('counts a group on a dry run, then retries it as a batch that resolves its incidents', async () => {
    const group = { pattern: 'Order <n> failed: timeout after <n>s', topic: 'stock' };
    const dry = await retry({ ...group, dryRun: true });
    assert.equal(dry.statusCode, 200);
    assert.deepEqual(dry.json(), { count: 3 });
    assert.equal((await groups()).incidents, 4, 'a dry run changes nothing');
    const theirs = await globex.call('POST', '/api/camunda/incident-groups/retry', group);
    assert.equal(theirs.statusCode, 409, 'another tenant has no such incidents to retry');

    const run = await retry(group);
    assert.equal(run.statusCode, 200, run.body);
    const { count, batchId } = run.json() as { count: number; batchId: string };
    assert.equal(count, 3);
    type Progress = { finished: boolean; completedJobs: number };
    const progress = async () =>
      (await api.ok<Progress[]>('GET', `/api/camunda/operation/query?batchId=${batchId}`))[0];
    await eventually(async () => (await progress()).finished, 'the retry batch to end');
    assert.equal((await progress()).completedJobs, 3);
    const left = await groups();
    assert.deepEqual(
      left.groups.map((g) => [g.topic, g.count]),
      [['billing', 1]],
    );
    assert.equal((await api.fetch('stock', 'w', 50)).length, 3, 'the tasks are handed out again');
    assert.equal((await retry(group)).statusCode, 409, 'nothing is left in the group');
  });

  it('refuses a bad body and a user without the admin role, changing nothing', async () => {
    for (const body of [
      {},
      { pattern: 'x' },
      { pattern: 'x'.repeat(4001), topic: null },
      { pattern: {}, topic: null },
    ]) {
      assert.equal((await retry(body)).statusCode, 400, JSON.stringify(body));
    }
    const asSys = (method: 'GET' | 'POST', url: string, payload?: object) =>
      server.call(sys, { method, url, payload });
    assert.equal((await asSys('GET', '/api/camunda/incident-groups')).statusCode, 403);
    const refused = await asSys('POST', '/api/camunda/incident-groups/retry', {
      pattern: 'Order <n> failed: timeout after <n>s',
      topic: 'billing',
    });
    assert.equal(refused.statusCode, 403);
    assert.equal((await groups()).incidents, 1);
  });
});

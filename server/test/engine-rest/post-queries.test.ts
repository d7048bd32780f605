import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';

/**
 * Camunda's POST form of a list query answers what its GET form answers: filters in the JSON
 * body (`…In` lists as arrays), paging in the query string, `sorting` as a list.
 */
let server: StartedServer;
let acme: ReturnType<typeof engineApi>;
let globex: ReturnType<typeof engineApi>;
const instances: string[] = [];

before(async () => {
  server = await startTestServer();
  acme = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  globex = engineApi(server, await server.login(GLOBEX.admin.username, GLOBEX.admin.password));
  await acme.deploy('posted.bpmn', oneTask('posted', 'posted-work'));
  await globex.deploy('posted.bpmn', oneTask('posted', 'posted-work'));
  for (const key of ['b-2', 'a-1', 'c-3']) {
    const started = await acme.start('posted', {
      businessKey: key,
      variables: { amount: { value: key.length, type: 'Integer' } },
    });
    instances.push(started.id);
  }
  await globex.start('posted', { businessKey: 'a-1' });
});
after(() => server?.close());

type Row = { id: string };
const ids = (rows: Row[]) => rows.map((row) => row.id);

/** GET url?query and POST url with body answer the same rows, and their counts agree. */
async function same(url: string, query: string, body: object, paging = '') {
  const got = await acme.ok<Row[]>('GET', `${url}?${query}${paging ? `&${paging}` : ''}`);
  const posted = await acme.ok<Row[]>('POST', `${url}${paging ? `?${paging}` : ''}`, body);
  assert.deepEqual(posted, got, `${url} ${JSON.stringify(body)}`);
  const gotCount = await acme.ok<{ count: number }>('GET', `${url}/count?${query}`);
  const postedCount = await acme.ok<{ count: number }>('POST', `${url}/count`, body);
  assert.deepEqual(postedCount, gotCount);
  return posted;
}

describe('POST queries', () => {
  it('process-instance: filters, lists as arrays, sorting, paging, and only the tenant', async () => {
    const all = await same(`${REST}/process-instance`, '', {});
    assert.equal(all.length, 3);
    assert.equal(
      (await same(`${REST}/process-instance`, 'businessKey=a-1', { businessKey: 'a-1' })).length,
      1,
    );
    const two = instances.slice(0, 2);
    const listed = await same(`${REST}/process-instance`, `processInstanceIds=${two.join(',')}`, {
      processInstanceIds: two,
    });
    assert.deepEqual(ids(listed).sort(), [...two].sort());
    const sorted = await same(
      `${REST}/process-instance`,
      'sortBy=businessKey&sortOrder=desc',
      { sorting: [{ sortBy: 'businessKey', sortOrder: 'desc' }] },
      'firstResult=1&maxResults=1',
    );
    assert.deepEqual(ids(sorted), [instances[0]], 'b-2 is second of c-3, b-2, a-1');
  });

  it('history activity and variable instances, external tasks and their log', async () => {
    const [first] = instances;
    await same(`${REST}/history/activity-instance`, `processInstanceId=${first}`, {
      processInstanceId: first,
    });
    const variables = await same(
      `${REST}/history/variable-instance`,
      `processInstanceIdIn=${instances.join(',')}`,
      { processInstanceIdIn: instances },
    );
    assert.equal(variables.length, 3);
    await same(`${REST}/external-task`, 'topicName=posted-work', { topicName: 'posted-work' });
    await same(`${REST}/history/external-task-log`, `processInstanceId=${first}`, {
      processInstanceId: first,
    });
  });

  it('an empty POST is an empty query; a bad sorting or filter is a 400', async () => {
    const empty = await server.call(null, {
      method: 'POST',
      url: `${REST}/process-instance/count`,
    });
    assert.equal(empty.statusCode, 401);
    const noBody = await acme.call('POST', `${REST}/process-instance/count`);
    assert.deepEqual(noBody.json(), { count: 3 });
    for (const body of [
      { sorting: [{ sortBy: 'size', sortOrder: 'asc' }] },
      { sorting: [{ sortBy: 'businessKey', sortOrder: 'up' }] },
      { active: 'maybe' },
      { processInstanceIds: [{ id: 1 }] },
    ]) {
      const answer = await acme.call('POST', `${REST}/process-instance`, body);
      assert.equal(answer.statusCode, 400, JSON.stringify(body));
    }
  });
});

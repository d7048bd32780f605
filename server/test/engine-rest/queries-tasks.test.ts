import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { externalTasks } from '../../src/db/schema';
import { startScenarioServer, type Scenario } from './queries-scenario';
import { assertRefused, REST, type QueryServer } from './queries-server';
import { seedTask, seedTaskLog } from './queries-task-fixtures';

let server: QueryServer;
let scenario: Scenario;

before(async () => {
  ({ server, scenario } = await startScenarioServer());
  const { db } = server;
  const { a0, a1, a3, a4, a7, g0 } = scenario.instances;
  await seedTask(db, a1, { id: 't1', topic: 'work', created: 11 });
  await seedTask(db, a3, {
    id: 't2',
    topic: 'work',
    workerId: 'w1',
    lockedFor: 10,
    retries: 0,
    errorDetails: 'stack trace',
    created: 31,
  });
  await seedTask(db, a7, {
    id: 't3',
    topic: 'mail',
    workerId: 'w2',
    lockedFor: -10,
    retries: 2,
    suspended: true,
    created: 71,
  });
  await seedTask(db, g0, { id: 'g-t', topic: 'work', created: 16 });

  await seedTaskLog(db, a0, { id: 'l4', taskId: 't0', at: 1, state: 'created' });
  await seedTaskLog(db, a0, { id: 'l5', taskId: 't0', at: 4, state: 'successful', workerId: 'w1' });
  await seedTaskLog(db, a1, { id: 'l1', taskId: 't1', at: 11, state: 'created' });
  await seedTaskLog(db, a3, { id: 'l2', taskId: 't2', at: 31, state: 'created' });
  await seedTaskLog(db, a3, { id: 'l3', taskId: 't2', at: 32, state: 'failed', workerId: 'w1' });
  await seedTaskLog(db, a4, {
    id: 'l6',
    taskId: 't4',
    at: 42,
    state: 'deleted',
    activityId: 'review',
  });
  await seedTaskLog(db, g0, { id: 'gl', taskId: 'g-t', at: 16, state: 'created' });
});
after(() => server?.close());

describe('GET external-task', () => {
  const TASK = `${REST}/external-task`;
  it('answers a task in Camunda shape, and its error details as text', async () => {
    const [row] = await server.db.select().from(externalTasks).where(eq(externalTasks.id, 't2'));
    assert.deepEqual(await server.json(`${TASK}/t2`), {
      id: 't2',
      topicName: 'work',
      workerId: 'w1',
      lockExpirationTime: row.lockExpirationTime!.toISOString().replace('Z', '+0000'),
      retries: 0,
      errorMessage: 'it failed',
      activityId: 'task',
      activityInstanceId: row.activityInstanceId,
      executionId: row.executionId,
      processInstanceId: 'a3',
      processDefinitionId: scenario.definitions.orderV2.id,
      processDefinitionKey: 'order',
      processDefinitionVersionTag: null,
      tenantId: String(server.acme),
      priority: 0,
      suspended: false,
      businessKey: 'PO-4',
      createTime: '2024-03-01T08:31:00.000+0000',
    });
    const details = await server.get(`${TASK}/t2/errorDetails`);
    assert.equal(details.statusCode, 200);
    assert.match(String(details.headers['content-type']), /^text\/plain/);
    assert.equal(details.body, 'stack trace');
    assert.equal((await server.get(`${TASK}/t1/errorDetails`)).statusCode, 204);
    // Camunda answers any call on one external task with a RestException.
    assertRefused(await server.get(`${TASK}/g-t`), 404, /g-t/, 'RestException');
    assertRefused(await server.get(`${TASK}/g-t/errorDetails`), 404, undefined, 'RestException');
    assertRefused(await server.get(`${TASK}/nope`), 404, undefined, 'RestException');
  });

  it('filters, sorts, pages and counts', async () => {
    await server.expectIds(TASK, [
      ['', ['t1', 't2', 't3']],
      ['topicName=work', ['t1', 't2']],
      ['workerId=w2', ['t3']],
      ['locked=true', ['t2']],
      ['notLocked=true', ['t1', 't3']],
      ['withRetriesLeft=true', ['t1', 't3']],
      ['noRetriesLeft=true', ['t2']],
      ['processInstanceId=a3', ['t2']],
      [`processDefinitionId=${scenario.definitions.orderV2.id}`, ['t1', 't2']],
      ['activityId=task', ['t1', 't2', 't3']],
      ['suspended=true', ['t3']],
      ['active=true', ['t1', 't2']],
      ['externalTaskId=t2', ['t2']],
      ['sortBy=id&sortOrder=desc', ['t3', 't2', 't1']],
      ['sortBy=lockExpirationTime&sortOrder=asc', ['t3', 't2', 't1']],
      ['firstResult=1&maxResults=1', ['t2']],
    ]);
    assert.deepEqual(await server.ids(TASK, '', server.tokens.globex), ['g-t']);
    assertRefused(await server.get(`${TASK}?sortBy=topicName`), 400, /sortBy/);
    assertRefused(await server.get(`${TASK}?locked=yes`), 400, /locked/);
  });
});

describe('GET history/external-task-log', () => {
  const LOG = `${REST}/history/external-task-log`;
  it('lists the log newest first in Camunda shape with its four flags', async () => {
    await server.expectIds(LOG, [
      ['', ['l6', 'l3', 'l2', 'l1', 'l5', 'l4']],
      ['creationLog=true', ['l2', 'l1', 'l4']],
      ['failureLog=true', ['l3']],
      ['successLog=true', ['l5']],
      ['deletionLog=true', ['l6']],
      ['creationLog=true&failureLog=true', []],
      ['externalTaskId=t2', ['l3', 'l2']],
      ['workerId=w1', ['l3', 'l5']],
      ['activityIdIn=review,nothing', ['l6']],
      ['processInstanceId=a0', ['l5', 'l4']],
      ['topicName=mail', []],
      ['processDefinitionKey=invoice', ['l6']],
      ['sortBy=timestamp&sortOrder=asc&maxResults=2', ['l4', 'l5']],
      ['firstResult=4', ['l5', 'l4']],
    ]);
    const l3 = (await server.json<Record<string, unknown>[]>(`${LOG}?failureLog=true`))[0];
    assert.equal(l3.timestamp, '2024-03-01T08:32:00.000+0000');
    assert.equal(l3.errorMessage, 'it failed');
    assert.equal(l3.tenantId, String(server.acme));
    assert.deepEqual(
      [l3.creationLog, l3.failureLog, l3.successLog, l3.deletionLog],
      [false, true, false, false],
    );
    for (const field of [
      'externalTaskId',
      'topicName',
      'workerId',
      'priority',
      'retries',
      'activityId',
      'activityInstanceId',
      'executionId',
      'processInstanceId',
      'processDefinitionId',
      'processDefinitionKey',
    ]) {
      assert.ok(field in l3, field);
    }
    assert.deepEqual(await server.ids(LOG, '', server.tokens.globex), ['gl']);
    assertRefused(await server.get(`${LOG}?sortBy=state`), 400, /sortBy/);
  });
});

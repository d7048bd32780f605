import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { messageSubscriptions, processInstances, timerJobs } from '../../src/db/schema';
import { ACME, eventually, startTestServer, type StartedServer } from '../harness';
import { engineApi, REST } from './api';
import { errorBoundary, messageCatch, messageStart, timer } from './bpmn';

let server: StartedServer;
let api: ReturnType<typeof engineApi>;

const instanceRow = async (id: string) =>
  (await server.db.select().from(processInstances).where(eq(processInstances.id, id)))[0];
const until = (check: () => Promise<boolean>, what: string, ms = 10_000) =>
  eventually(check, what, ms);

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
});
after(() => server.close());

describe('timers', () => {
  it('a short duration fires from memory and is persisted as a timer job meanwhile', async () => {
    await api.deploy('short.bpmn', timer('short', 'PT0.5S'));
    const started = await api.start('short');
    const [job] = await server.db
      .select()
      .from(timerJobs)
      .where(eq(timerJobs.processInstanceId, started.id));
    assert.ok(job, 'the wait is in the database');
    assert.ok(job.dueDate.getTime() - Date.now() < 600);
    await until(async () => (await instanceRow(started.id)).state === 'COMPLETED', 'the timer');
    assert.deepEqual(
      await server.db.select().from(timerJobs).where(eq(timerJobs.processInstanceId, started.id)),
      [],
    );
  });

  it('a long timer is not armed in memory; the database scheduler fires it when due', async () => {
    await api.deploy('long.bpmn', timer('long', 'P30D'));
    const started = await api.start('long');
    const [job] = await server.db
      .select()
      .from(timerJobs)
      .where(eq(timerJobs.processInstanceId, started.id));
    const days = (job.dueDate.getTime() - Date.now()) / 86_400_000;
    assert.ok(days > 29.9 && days <= 30, `due in 30 days, not ${days}`);
    // Time passes: the job falls due (as it would after 30 days).
    await server.db
      .update(timerJobs)
      .set({ dueDate: new Date(Date.now() - 5000) })
      .where(eq(timerJobs.id, job.id));
    assert.equal((await instanceRow(started.id)).state, 'ACTIVE');
    await until(
      async () => (await instanceRow(started.id)).state === 'COMPLETED',
      'the scheduler',
      15_000,
    );
    assert.deepEqual(
      await server.db.select().from(timerJobs).where(eq(timerJobs.processInstanceId, started.id)),
      [],
    );
  });

  it('a date timer in the past fires at once; a cycle is accepted', async () => {
    await api.deploy('dated.bpmn', timer('dated', '2020-01-01T00:00:00Z', 'timeDate'));
    const dated = await api.start('dated');
    await until(async () => (await instanceRow(dated.id)).state === 'COMPLETED', 'the date timer');
    await api.deploy('cycle.bpmn', timer('cycle', 'R3/PT0.2S', 'timeCycle'));
    const cycled = await api.start('cycle');
    await until(
      async () => (await instanceRow(cycled.id)).state === 'COMPLETED',
      'the cycle timer',
    );
  });
});

describe('messages', () => {
  it('correlates a message to the waiting instance by name and business key', async () => {
    await api.deploy('await.bpmn', messageCatch('await', 'payment-received'));
    const first = await api.start('await', { businessKey: 'INV-1' });
    const second = await api.start('await', { businessKey: 'INV-2' });
    const response = await api.call('POST', `${REST}/message`, {
      messageName: 'payment-received',
      businessKey: 'INV-2',
      processVariables: { paid: { value: true } },
      resultEnabled: true,
    });
    assert.equal(response.statusCode, 200, response.body);
    // Camunda names the execution it reached (and no new instance) for a waiting catch event.
    assert.equal(response.json()[0].execution.processInstanceId, second.id);
    assert.equal(response.json()[0].processInstance, null);
    assert.equal((await instanceRow(second.id)).state, 'COMPLETED');
    assert.equal((await instanceRow(first.id)).state, 'ACTIVE');
    assert.equal(
      (
        await server.db
          .select()
          .from(messageSubscriptions)
          .where(eq(messageSubscriptions.processInstanceId, first.id))
      ).length,
      1,
    );
  });

  it('a message start event starts a new instance; an unknown message is a 400', async () => {
    await api.deploy('inbound.bpmn', messageStart('inbound', 'order-arrived'));
    const response = await api.call('POST', `${REST}/message`, {
      messageName: 'order-arrived',
      businessKey: 'O-9',
      resultEnabled: true,
    });
    assert.equal(response.statusCode, 200, response.body);
    const [result] = response.json();
    assert.equal(result.resultType, 'ProcessDefinition');
    const [task] = await api.fetch('after-message');
    assert.equal(task.processInstanceId, result.processInstance.id);
    const unknown = await api.call('POST', `${REST}/message`, { messageName: 'nobody-listens' });
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().message, /Cannot correlate message 'nobody-listens'/);
  });
});

describe('BPMN errors', () => {
  it('handleBpmnError follows the matching error boundary event', async () => {
    await api.deploy('risky.bpmn', errorBoundary('risky', 'CREDIT_REFUSED'));
    const started = await api.start('risky');
    const [task] = await api.fetch('risky');
    await api.ok('POST', `${REST}/external-task/${task.id}/bpmnError`, {
      workerId: 'test-worker',
      errorCode: 'CREDIT_REFUSED',
      errorMessage: 'refused',
    });
    const row = await instanceRow(started.id);
    assert.equal(row.state, 'COMPLETED');
    assert.equal(row.endActivityId, 'errorEnd');
  });
});

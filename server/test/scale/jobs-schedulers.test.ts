import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  activityInstances,
  automationEvents,
  batches,
  externalTaskLogs,
  externalTasks,
  processInstances,
  timerJobs,
  timerStartJobs,
} from '../../src/db/schema';
import { createProcessEngine, type ProcessEngine } from '../../src/engine';
import { JobLock } from '../../src/engine/job-lock';
import { acquireDueTimers } from '../../src/engine/scheduler';
import { ACME, eventually, startTestServer, type StartedServer } from '../harness';
import { engineApi } from '../engine/api';
import { definitions, oneTask, timerThenTask as timerOnTask } from '../engine/bpmn';

/**
 * Jobs across schedulers (issue 27 §1 "Jobs"): several schedulers on one database, as several
 * server processes run them, take each due timer and each batch chunk once; a job locked by a
 * live process is left to it, and one of a process that died is taken over when its lock
 * expires; a timer start event's fire starts one instance. On PGlite and on PostgreSQL: the server's scheduler and two more engines' on its
 * database.
 */
let server: StartedServer;
let api: ReturnType<typeof engineApi>;
const others: ProcessEngine[] = [];

before(async () => {
  server = await startTestServer();
  api = engineApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  for (let n = 0; n < 2; n++) {
    others.push(await createProcessEngine(server.db, { schedulerIntervalMs: 50, jobLockMs: 5000 }));
  }
});
after(async () => {
  for (const engine of others) await engine.close();
  await server.close();
});

/** start → timer (an hour) → external task → end. */
const timerThenTask = (key: string) => timerOnTask(key, 'PT1H', `${key}-work`);

const startMany = async (key: string, count: number) => {
  const ids: string[] = [];
  for (let at = 0; at < count; at++) ids.push((await api.start(key)).id);
  return ids;
};

const timersOf = (ids: string[]) =>
  server.db.select().from(timerJobs).where(inArray(timerJobs.processInstanceId, ids));

const batchRow = async (id: string) =>
  (await server.db.select().from(batches).where(eq(batches.id, id)))[0];

describe('due timers', () => {
  it('are taken by one scheduler each, and again only when a lock has expired', async () => {
    await api.deploy('lock-timers.bpmn', timerThenTask('lockTimers'));
    const ids = await startMany('lockTimers', 30);
    // An hour early for the schedulers, due for these two acquirers.
    const inTwoHours = new Date(Date.now() + 2 * 3600_000);
    const [first, second] = [new JobLock(60_000), new JobLock(60_000)];
    const [a, b] = await Promise.all([
      acquireDueTimers(server.db, first, inTwoHours),
      acquireDueTimers(server.db, second, inTwoHours),
    ]);
    const mine = (rows: { instance_id: string }[]) =>
      rows.map((row) => row.instance_id).filter((id) => ids.includes(id));
    assert.equal(mine(a).length + mine(b).length, 30, 'every due job is taken');
    assert.equal(new Set([...mine(a), ...mine(b)]).size, 30, 'and none by both');
    const third = new JobLock(60_000);
    assert.deepEqual(mine(await acquireDueTimers(server.db, third, inTwoHours)), []);

    // The first owner died: its jobs' locks expire, and only those are taken again.
    await server.db
      .update(timerJobs)
      .set({ lockExpirationTime: sql`now() - interval '1 second'` })
      .where(eq(timerJobs.lockOwner, first.owner));
    const retaken = mine(await acquireDueTimers(server.db, third, inTwoHours));
    assert.deepEqual(retaken.sort(), mine(a).sort());
    assert.ok((await timersOf(ids)).every((job) => job.lockOwner !== first.owner));
  });

  it('fire once across three schedulers: one task and one history row each', async () => {
    await api.deploy('once-timers.bpmn', timerThenTask('onceTimers'));
    const ids = await startMany('onceTimers', 30);
    await server.db
      .update(timerJobs)
      .set({ dueDate: new Date(Date.now() - 5000) })
      .where(inArray(timerJobs.processInstanceId, ids));
    await eventually(async () => (await timersOf(ids)).length === 0, 'every timer fired', 20_000);
    const tasks = await server.db
      .select({ instanceId: externalTasks.processInstanceId })
      .from(externalTasks)
      .where(inArray(externalTasks.processInstanceId, ids));
    assert.deepEqual(tasks.map((task) => task.instanceId).sort(), [...ids].sort());
    const rows = await server.db
      .select({ instanceId: activityInstances.processInstanceId, at: activityInstances.activityId })
      .from(activityInstances)
      .where(
        and(
          inArray(activityInstances.processInstanceId, ids),
          inArray(activityInstances.activityId, ['wait', 'task']),
        ),
      );
    assert.equal(rows.filter((row) => row.at === 'wait').length, 30, 'the timer once each');
    assert.equal(rows.filter((row) => row.at === 'task').length, 30, 'the task once each');
  });
});

describe('timer start events', () => {
  /** A timer start event (every hour) → external task → end. */
  const hourly = (key: string) =>
    definitions(`<process id="${key}" isExecutable="true">
      <startEvent id="tick"><timerEventDefinition><timeCycle xsi:type="tFormalExpression">R/PT1H</timeCycle></timerEventDefinition></startEvent>
      <sequenceFlow id="f1" sourceRef="tick" targetRef="task"/>
      <serviceTask id="task" camunda:type="external" camunda:topic="${key}-work"/>
      <sequenceFlow id="f2" sourceRef="task" targetRef="end"/>
      <endEvent id="end"/>
    </process>`);
  const instancesOf = async (key: string) =>
    (
      await server.db
        .select({ id: processInstances.id })
        .from(processInstances)
        .where(eq(processInstances.definitionKey, key))
    ).length;
  const jobOf = async (definitionId: string) =>
    (
      await server.db
        .select()
        .from(timerStartJobs)
        .where(eq(timerStartJobs.definitionId, definitionId))
    )[0];

  it('start one instance per fire across three schedulers, and none for a fire a dead process started', async () => {
    const { id } = await api.deploy('hourly.bpmn', hourly('hourly'));
    const due = async (at: Date) => {
      await server.db
        .update(timerStartJobs)
        .set({ dueDate: at })
        .where(eq(timerStartJobs.definitionId, id));
      return (await jobOf(id)).id;
    };
    const movedOn = async () => +(await jobOf(id)).dueDate > Date.now();
    await due(new Date(Date.now() - 1000));
    await eventually(movedOn, 'the fire', 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await instancesOf('hourly'), 1, 'one start for one fire');

    // A process started the next fire (its ledger row committed with the start) and died
    // before moving the job on: the others move it on without a second start.
    const next = new Date(Date.now() - 2000);
    const jobId = await due(next);
    await server.db.insert(automationEvents).values({
      tenantId: server.acme.tenantId,
      source: `timer-start:${jobId}`,
      eventKey: next.toISOString(),
      outcome: 'started',
      instanceId: 'started-by-a-process-that-died',
    });
    await eventually(movedOn, 'the job moved on', 10_000);
    // A start that follows the move (as before the ledger) would commit meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await instancesOf('hourly'), 1, 'the fire was not started twice');
  });
});

describe('batches', () => {
  it('run each chunk once across three schedulers', async () => {
    await api.deploy('chunks.bpmn', oneTask('chunks', 'chunks-work'));
    const ids = await startMany('chunks', 80);
    const batch = await others[0].deleteAsync(server.acme.tenantId, ids, { reason: 'chunks' });
    await eventually(
      async () => (await batchRow(batch.id)).endTime !== null,
      'the batch ends',
      20_000,
    );
    const ended = await batchRow(batch.id);
    assert.deepEqual(
      [ended.jobsCreated, ended.completedJobs, ended.failedJobs],
      [80, 80, 0],
      'every instance stopped by one chunk, none counted twice',
    );
    const logs = await server.db
      .select({ instanceId: externalTaskLogs.processInstanceId })
      .from(externalTaskLogs)
      .where(
        and(
          inArray(externalTaskLogs.processInstanceId, ids),
          eq(externalTaskLogs.state, 'deleted'),
        ),
      );
    assert.equal(logs.length, 80, 'one deletion log row per task');
    const running = await server.db
      .select({ id: processInstances.id })
      .from(processInstances)
      .where(and(inArray(processInstances.id, ids), eq(processInstances.state, 'ACTIVE')));
    assert.deepEqual(running, []);
  });

  it('are left to a live holder, and continued once a dead holder’s lock expires', async () => {
    await api.deploy('held.bpmn', oneTask('heldBatch', 'held-work'));
    const ids = await startMany('heldBatch', 20);
    const id = randomUUID();
    await server.db.insert(batches).values({
      id,
      tenantId: server.acme.tenantId,
      type: 'instance-deletion',
      totalJobs: ids.length,
      payload: { instanceIds: ids, deleteReason: 'held', skipCustomListeners: true },
      lockOwner: 'a-process-that-died',
      lockExpirationTime: sql`now() + interval '1500 milliseconds'`,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.equal((await batchRow(id)).jobsCreated, 0, 'nobody works a batch that is locked');
    await eventually(async () => (await batchRow(id)).endTime !== null, 'taken over', 20_000);
    const ended = await batchRow(id);
    assert.deepEqual([ended.completedJobs, ended.failedJobs], [20, 0]);
    assert.notEqual(ended.lockOwner, 'a-process-that-died');
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { activityInstances, processInstances } from '../../src/db/schema';
import {
  ACME,
  eventually,
  startTestServer,
  TEST_EGRESS_ALLOW,
  type StartedServer,
} from '../harness';
import { engineApi, REST } from './api';
import { parallel, timerThenTask } from './bpmn';

/**
 * Two engines on one database, as two server processes behind a load balancer are (issue 27
 * §1 "Instances"): each holds the instances it ran in its own threads, so each one's view goes
 * stale when the other steps an instance. Every step commits over the revision it was computed
 * from; the loser reloads and runs again.
 */
let one: StartedServer;
let other: StartedServer;
let otherApp: FastifyInstance;
let otherDir: string;

before(async () => {
  one = await startTestServer();
  otherDir = mkdtempSync(path.join(os.tmpdir(), 'console-test-other-'));
  otherApp = await buildApp({
    db: one.db,
    logger: false,
    config: {
      ...readConfig({}),
      dataDir: otherDir,
      jwtSecret: 'test-secret',
      demoData: false,
      staticRoot: '/nonexistent',
      alarmScanMs: 0,
      egressAllow: TEST_EGRESS_ALLOW,
    },
  });
  await otherApp.ready();
  other = {
    ...one,
    app: otherApp,
    call: (token, options) =>
      otherApp.inject({ ...options, headers: { ...(token ? { token } : {}), ...options.headers } }),
  };
});

after(async () => {
  await otherApp?.close();
  await one?.close();
  rmSync(otherDir, { recursive: true, force: true });
});

async function apis() {
  const token = await one.login(ACME.admin.username, ACME.admin.password);
  return { a: engineApi(one, token), b: engineApi(other, token) };
}

const activityCount = async (instanceId: string, activityId: string) =>
  (
    await one.db
      .select({ id: activityInstances.id })
      .from(activityInstances)
      .where(
        and(
          eq(activityInstances.processInstanceId, instanceId),
          eq(activityInstances.activityId, activityId),
        ),
      )
  ).length;

const instanceRow = async (id: string) =>
  (await one.db.select().from(processInstances).where(eq(processInstances.id, id)))[0];

it('two branches completed at once through two engines both take effect, once each', async () => {
  const { a, b } = await apis();
  await a.deploy('forked.bpmn', parallel('forked'));
  for (let round = 0; round < 5; round++) {
    // Started through one engine, which holds it; the other loads it from the database.
    const { id } = await a.start('forked');
    const [left] = (await a.fetch('left')).filter((task) => task.processInstanceId === id);
    const [right] = (await b.fetch('right')).filter((task) => task.processInstanceId === id);
    await Promise.all([a.complete(left.id), b.complete(right.id)]);
    const row = await instanceRow(id);
    assert.equal(row.state, 'COMPLETED', `round ${round}: the join was not passed`);
    assert.equal(await activityCount(id, 'join'), 1, `round ${round}: join passed twice`);
    assert.equal(await activityCount(id, 'end'), 1);
    assert.equal(await activityCount(id, 'a'), 1);
    assert.equal(await activityCount(id, 'b'), 1);
  }
});

it('an engine holding an instance from before the other stepped it runs the next step on what the other wrote', async () => {
  const { a, b } = await apis();
  await a.deploy('forked.bpmn', parallel('forked'));
  const { id } = await a.start('forked');
  const before = (await instanceRow(id)).revision;
  const [right] = (await a.fetch('right')).filter((task) => task.processInstanceId === id);
  const [left] = (await a.fetch('left')).filter((task) => task.processInstanceId === id);
  // b steps it (a's engine is now stale); then a completes the other branch.
  await b.complete(right.id);
  await a.complete(left.id);
  const row = await instanceRow(id);
  assert.equal(row.state, 'COMPLETED');
  assert.equal(row.revision, before + 2);
  assert.equal(await activityCount(id, 'join'), 1);
});

it('a task completed through both engines at once is completed once; the other answers 404 or OptimisticLockingException', async () => {
  const { a, b } = await apis();
  await a.deploy('forked.bpmn', parallel('forked'));
  const { id } = await a.start('forked');
  const [left] = (await a.fetch('left')).filter((task) => task.processInstanceId === id);
  const url = `${REST}/external-task/${left.id}/complete`;
  const body = { workerId: 'test-worker', variables: {} };
  const answers = await Promise.all([a.call('POST', url, body), b.call('POST', url, body)]);
  const statuses = answers.map((answer) => answer.statusCode).sort();
  assert.equal(statuses[0], 204, `one completes: ${answers.map((x) => x.body).join(' | ')}`);
  const loser = answers.find((answer) => answer.statusCode !== 204)!;
  assert.ok([404, 409].includes(loser.statusCode), loser.body);
  if (loser.statusCode === 409) {
    const json = loser.json() as { type: string; code: number };
    assert.equal(json.type, 'OptimisticLockingException');
    assert.equal(json.code, 1);
  }
  assert.equal(await activityCount(id, 'a'), 1);
  assert.equal((await instanceRow(id)).state, 'ACTIVE');
});

it('a step computed before the instance was stopped elsewhere does not bring it back', async () => {
  const { a, b } = await apis();
  await a.deploy('forked.bpmn', parallel('forked'));
  const { id } = await a.start('forked');
  const [left] = (await a.fetch('left')).filter((task) => task.processInstanceId === id);
  const stopped = await b.call('DELETE', `${REST}/process-instance/${id}`);
  assert.equal(stopped.statusCode, 204, stopped.body);
  const answer = await a.call('POST', `${REST}/external-task/${left.id}/complete`, {
    workerId: 'test-worker',
    variables: {},
  });
  assert.equal(answer.statusCode, 404, answer.body);
  assert.equal((await instanceRow(id)).state, 'EXTERNALLY_TERMINATED');
});

it('a sync flow started through one engine answers when its last step ran in the other', async () => {
  const { a, b } = await apis();
  await a.deploy('forked.bpmn', parallel('forked'));
  const token = await one.login(ACME.admin.username, ACME.admin.password);
  const pending = one.call(token, {
    method: 'POST',
    url: '/api/syncFlow/forked',
    payload: { timeoutMs: 20_000, businessKey: 'sync-across' },
  });
  let tasks: Awaited<ReturnType<typeof b.fetch>> = [];
  for (let attempt = 0; attempt < 100 && tasks.length < 2; attempt++) {
    const fetched = [...(await b.fetch('left')), ...(await b.fetch('right'))];
    tasks = [...tasks, ...fetched.filter((task) => task.businessKey === 'sync-across')];
    if (tasks.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.equal(tasks.length, 2, 'both branches reached their tasks');
  for (const task of tasks) await b.complete(task.id);
  const answer = await pending;
  assert.equal(answer.statusCode, 200, answer.body);
  assert.equal((await instanceRow(tasks[0].processInstanceId)).state, 'COMPLETED');
});

it('a timer that came due while no engine held its instance keeps its history when another engine fires it', async () => {
  const token = await one.login(ACME.admin.username, ACME.admin.password);
  const { a } = await apis();
  await a.deploy('late.bpmn', timerThenTask('late', 'PT1S', 'late-after'));
  // Started in a third engine, which then goes away with the timer armed in it only.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-test-gone-'));
  const gone = await buildApp({
    db: one.db,
    logger: false,
    config: { ...readConfig({}), dataDir: dir, jwtSecret: 'test-secret', demoData: false },
  });
  await gone.ready();
  const started = await gone.inject({
    method: 'POST',
    url: `${REST}/process-definition/key/late/start`,
    headers: { token },
    payload: {},
  });
  assert.equal(started.statusCode, 200, started.body);
  const { id } = started.json() as { id: string };
  await gone.close();
  rmSync(dir, { recursive: true, force: true });
  await eventually(async () => (await activityCount(id, 'task')) === 1, 'the timer fired', 10_000);
  const [wait] = await one.db
    .select()
    .from(activityInstances)
    .where(
      and(eq(activityInstances.processInstanceId, id), eq(activityInstances.activityId, 'wait')),
    );
  assert.ok(wait.endTime, 'the timer step has its end in history');
  assert.equal(wait.canceled, false);
  assert.equal(await activityCount(id, 'wait'), 1);
});

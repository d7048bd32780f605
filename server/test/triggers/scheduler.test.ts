import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { readConfig } from '../../src/config';
import { automationEvents, leases, triggers } from '../../src/db/schema';
import { TriggerScheduler } from '../../src/modules/triggers/trigger-scheduler';
import { engineApi, REST } from '../engine/api';
import { messageCatch, oneTask } from '../engine/bpmn';
import { ACME, eventually, startTestServer, type StartedServer } from '../harness';
import { callerApi, startScheduledServer, type CallerApi } from './helpers';

/**
 * Timer triggers fire (issue 23 §2): once per slot whatever races, the latest missed slot once
 * after a restart, a message correlated, an unknown flow recorded. Driven by `tick(now)`.
 */
let server: StartedServer;
let acme: CallerApi;
let engine: ReturnType<typeof engineApi>;

type Trigger = {
  id: number;
  nextFireAt: string;
  lastFireAt: string | null;
  lastError: string | null;
};
const HOUR = 3_600_000;

before(async () => {
  server = await startScheduledServer();
  const token = await server.login(ACME.admin.username, ACME.admin.password);
  acme = callerApi(server, token);
  engine = engineApi(server, token);
  await engine.deploy('orders.bpmn', oneTask('orders'));
  await engine.deploy('waiting.bpmn', messageCatch('waiting', 'wake-up'));
});
after(() => server?.close());

const timer = (name: string, extra: object) =>
  acme.ok<Trigger>('POST', '/api/trigger', {
    name,
    type: 'timer',
    schedule: '0 * * * *',
    ...extra,
  });
const rowOf = async (id: number) =>
  (await server.db.select().from(triggers).where(eq(triggers.id, id)))[0];
const ledgerOf = (id: number) =>
  server.db
    .select()
    .from(automationEvents)
    .where(eq(automationEvents.source, `trigger:${id}`))
    .orderBy(asc(automationEvents.id));
const instancesOf = (key: string) =>
  engine.ok<{ id: string }[]>('GET', `${REST}/process-instance?processDefinitionKey=${key}`);
const at = (iso: string, plusMs: number) => new Date(Date.parse(iso) + plusMs);

describe('a timer trigger that starts a flow', () => {
  it('starts one instance per slot, even when two schedulers race for it', async () => {
    const made = await timer('Orders hourly', {
      processKey: 'orders',
      variables: { source: 'timer' },
    });
    const slot = made.nextFireAt;
    const scheduler = server.app.triggerScheduler;
    assert.deepEqual(await scheduler.tick(at(slot, -1000)), [], 'nothing is due before its slot');

    // Another process on the same database: its own scheduler, with leases of its own.
    const other = new TriggerScheduler(scheduler.host);
    const rounds = await Promise.all([
      scheduler.tick(at(slot, 500)),
      scheduler.tick(at(slot, 500)),
      other.tick(at(slot, 500)),
      other.tick(at(slot, 700)),
    ]);
    const fires = rounds.flat();
    const started = fires.filter((fire) => fire.outcome === 'started');
    assert.equal(started.length, 1, JSON.stringify(fires));
    assert.ok(fires.every((fire) => fire.outcome !== 'failed'));

    const instances = await instancesOf('orders');
    assert.equal(instances.length, 1);
    assert.deepEqual(started[0], {
      triggerId: made.id,
      slot,
      outcome: 'started',
      instanceId: instances[0].id,
    });
    const vars = await engine.ok<Record<string, { value: unknown }>>(
      'GET',
      `${REST}/process-instance/${instances[0].id}/variables`,
    );
    assert.equal(vars.source.value, 'timer');
    const ledger = await ledgerOf(made.id);
    assert.deepEqual(
      ledger.map((row) => [row.eventKey, row.outcome, row.instanceId]),
      [[slot, 'started', instances[0].id]],
    );
    const row = await rowOf(made.id);
    assert.equal(row.lastFireAt?.toISOString(), slot);
    assert.equal(row.nextFireAt?.toISOString(), at(slot, HOUR).toISOString());
    assert.equal(row.lastError, null);
    const held = await server.db
      .select()
      .from(leases)
      .where(eq(leases.name, `trigger:${made.id}`));
    assert.deepEqual(held, [], 'the lease is given back after the fire');

    assert.deepEqual(await scheduler.tick(at(slot, 1000)), [], 'a slot fires once');
    const next = await scheduler.tick(at(slot, HOUR + 1000));
    assert.deepEqual(
      next.map((fire) => [fire.slot, fire.outcome]),
      [[at(slot, HOUR).toISOString(), 'started']],
    );
    assert.equal((await instancesOf('orders')).length, 2);
    await acme.ok('PUT', '/api/trigger', {
      id: made.id,
      name: 'Orders hourly',
      type: 'timer',
      schedule: '0 * * * *',
      processKey: 'orders',
      active: false,
    });
  });

  it('after a restart, fires the latest missed slot once and goes on from now', async () => {
    const made = await timer('Every quarter', { schedule: '*/15 * * * *', processKey: 'orders' });
    const now = new Date();
    const quarter = 15 * 60_000;
    const latest = new Date(Math.floor(now.getTime() / quarter) * quarter);
    // The process was down for three hours: twelve slots went by.
    await server.db
      .update(triggers)
      .set({ nextFireAt: new Date(latest.getTime() - 3 * HOUR) })
      .where(eq(triggers.id, made.id));
    const before = (await instancesOf('orders')).length;

    const restarted = new TriggerScheduler(server.app.triggerScheduler.host);
    const fires = await restarted.tick(now);
    assert.deepEqual(
      fires.map((fire) => [fire.triggerId, fire.slot, fire.outcome]),
      [[made.id, latest.toISOString(), 'started']],
    );
    assert.equal((await instancesOf('orders')).length, before + 1);
    assert.equal((await ledgerOf(made.id)).length, 1);
    const row = await rowOf(made.id);
    assert.equal(row.nextFireAt?.toISOString(), new Date(latest.getTime() + quarter).toISOString());
    assert.deepEqual(await restarted.tick(now), []);
    await server.db.delete(triggers).where(eq(triggers.id, made.id));
  });

  it('allows an unknown flow, and records why its fire failed', async () => {
    const made = await timer('Nowhere', { processKey: 'no-such-flow' });
    const fires = await server.app.triggerScheduler.tick(at(made.nextFireAt, 10));
    const error = 'No matching process definition with key: no-such-flow and no tenant-id';
    assert.deepEqual(fires, [
      { triggerId: made.id, slot: made.nextFireAt, outcome: 'failed', error },
    ]);
    const row = await rowOf(made.id);
    assert.equal(row.lastError, error);
    assert.equal(row.nextFireAt?.toISOString(), at(made.nextFireAt, HOUR).toISOString());
    const history = await acme.ok<{ slot: string; outcome: string; error: string }[]>(
      'GET',
      `/api/trigger/fires?id=${made.id}`,
    );
    assert.deepEqual(
      history.map((fire) => [fire.slot, fire.outcome, fire.error]),
      [[made.nextFireAt, 'failed', error]],
    );
    await server.db.delete(triggers).where(eq(triggers.id, made.id));
  });
});

describe('a timer trigger that correlates a message', () => {
  it('delivers the message with its variables to the waiting instance', async () => {
    const waiting = await engine.start('waiting');
    const made = await timer('Wake up', { messageName: 'wake-up', variables: { answer: 42 } });
    const fires = await server.app.triggerScheduler.tick(at(made.nextFireAt, 10));
    assert.deepEqual(fires, [
      { triggerId: made.id, slot: made.nextFireAt, outcome: 'correlated', instanceId: waiting.id },
    ]);
    const done = await engine.ok<{ state: string }>(
      'GET',
      `${REST}/history/process-instance/${waiting.id}`,
    );
    assert.equal(done.state, 'COMPLETED');
    const answer = await engine.ok<{ value: unknown }[]>(
      'GET',
      `${REST}/history/variable-instance?processInstanceId=${waiting.id}&variableName=answer`,
    );
    assert.equal(answer[0]?.value, 42);
    await server.db.delete(triggers).where(eq(triggers.id, made.id));
  });
});

describe('a stopped trigger', () => {
  it('does not fire, however late it is', async () => {
    const stopped = await timer('Stopped', { processKey: 'orders', active: false });
    await server.db
      .update(triggers)
      .set({ nextFireAt: new Date(Date.now() - HOUR) })
      .where(eq(triggers.id, stopped.id));
    assert.deepEqual(await server.app.triggerScheduler.tick(new Date()), []);
  });
});

describe('the scheduler of a running server', () => {
  it('fires on its own, without anyone calling tick', async () => {
    const live = await startTestServer({
      automation: { ...readConfig({}).automation, syncMs: 60_000 },
    });
    try {
      const token = await live.login(ACME.admin.username, ACME.admin.password);
      await engineApi(live, token).deploy('orders.bpmn', oneTask('orders'));
      const made = await callerApi(live, token).ok<{ id: number }>('POST', '/api/trigger', {
        name: 'Every second',
        type: 'timer',
        schedule: '* * * * * *',
        processKey: 'orders',
      });
      await eventually(
        async () => {
          const rows = await live.db
            .select()
            .from(automationEvents)
            .where(eq(automationEvents.source, `trigger:${made.id}`));
          return rows.some((row) => row.outcome === 'started');
        },
        'a fire of the running scheduler',
        15_000,
      );
    } finally {
      await live.close();
    }
  });
});

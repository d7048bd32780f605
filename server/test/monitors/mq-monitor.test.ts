import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { GetMessage } from 'amqplib';
import { eq } from 'drizzle-orm';
import { automationEvents } from '../../src/db/schema';
import { REST } from '../engine/api';
import { oneTask } from '../engine/bpmn';
import type { StartedServer } from '../harness';
import { eventually, WAIT_MS } from './monitor-api';
import { mqSetup, TEST_QUEUE, statusOf, waitingValues, type MqSetup } from './mq-fixture';

/**
 * The message-queue monitor against a real RabbitMQ (issue 23 §1, §6): every message starts
 * one instance, a message id seen before starts nothing, a message whose start fails is
 * dead-lettered while the next ones go on, and a missing queue shows as failing while the
 * other monitors go on. Settings, stop and tenants: mq-settings.test.ts.
 */
let server: StartedServer;
let api: MqSetup['api'];
let broker: MqSetup['broker'];
let name: MqSetup['name'];
let form: MqSetup['form'];
let setup: MqSetup;
let credentialId: number;

before(async () => {
  setup = await mqSetup('mq');
  ({ server, api, broker, name, form, credentialId } = setup);
  await api.engine.deploy('mq-poison.bpmn', oneTask('mqPoison', 'mq-poison-work'));
});
after(() => setup?.close());

const counts = async (id: number) => {
  await server.app.monitors.counts.flush();
  return (await api.get('mq', id)).body.data.counts;
};

describe('message-queue monitor', () => {
  let id: number;

  it('consumes 100 messages into exactly 100 instances, with the message as variables', async () => {
    const { status, body } = await api.create('mq', form());
    assert.equal(status, 200, JSON.stringify(body));
    id = body.data.id;
    assert.deepEqual(body.data.config, { credentialId, queue: name('orders'), prefetch: 20 });
    assert.equal((await api.toggle('startRemoteMqMonitor', id)).body.data.state, 'ACTIVE');
    const running = await statusOf(api, id, 'running');
    assert.equal(running.lastError, null);
    const sent = Array.from({ length: 100 }, (_, n) => ({
      body: { order: n },
      options: { messageId: `order-${n}`, contentType: 'application/json', headers: { n } },
    }));
    await broker.burst(name('orders'), sent);
    await eventually(async () => (await api.instances('mqFlow')) === 100, 30_000, '100 instances');
    assert.deepEqual(await counts(id), { seen: 100, started: 100, failed: 0, duplicates: 0 });
    const ids = await waitingValues(api, 'mq-work');
    assert.deepEqual(ids.sort(), sent.map((m) => m.options.messageId).sort());
    const queue = await broker.channel.checkQueue(name('orders'));
    assert.equal(queue.messageCount, 0);
    assert.equal(queue.consumerCount, 1);

    const [event] = (await api.events(id)).body.data;
    assert.equal(event.outcome, 'started');
    const variables = await api.engine.ok<Record<string, { type: string; value: unknown }>>(
      'GET',
      `${REST}/process-instance/${event.instanceId}/variables`,
    );
    const n = Number(event.eventKey.slice('order-'.length));
    const typed = Object.fromEntries(
      Object.entries(variables).map(([key, { type, value }]) => [key, [type, value]]),
    );
    assert.deepEqual(typed, {
      body: ['Json', JSON.stringify({ order: n })],
      headers: ['Json', JSON.stringify({ n })],
      routingKey: ['String', name('orders')],
      exchange: ['String', ''],
      messageId: ['String', `order-${n}`],
      redelivered: ['Boolean', false],
    });
    assert.deepEqual(event.detail, {
      messageId: `order-${n}`,
      routingKey: name('orders'),
      exchange: '',
      redelivered: false,
      queue: name('orders'),
      size: JSON.stringify({ order: n }).length,
    });
  });

  it('starts one instance for a message id published twice, and for the same body without id', async () => {
    await broker.toQueue(name('orders'), { first: true }, { messageId: 'again' });
    await broker.toQueue(name('orders'), { second: true }, { messageId: 'again' });
    await broker.toQueue(name('orders'), Buffer.from('plain text, no id'));
    await broker.toQueue(name('orders'), Buffer.from('plain text, no id'));
    await eventually(async () => (await counts(id)).seen === 104, 15_000, 'four more seen');
    assert.equal(await api.instances('mqFlow'), 102);
    assert.deepEqual(await counts(id), { seen: 104, started: 102, failed: 0, duplicates: 2 });
    const hash = createHash('sha256').update('plain text, no id').digest('hex');
    const keys = (
      await server.db
        .select()
        .from(automationEvents)
        .where(eq(automationEvents.source, `monitor:${id}`))
    ).map((row) => row.eventKey);
    assert.equal(keys.length, 102, 'a duplicate writes no ledger row');
    assert.equal(keys.filter((key) => key === 'again').length, 1);
    assert.equal(keys.filter((key) => key === `sha256:${hash}`).length, 1);
    assert.equal((await broker.channel.checkQueue(name('orders'))).messageCount, 0);
  });

  it('dead-letters a message whose start fails, records why, and goes on with the next', async () => {
    const script = "if (input.body.poison) { return 'not a map' }\nreturn [n: input.body.n]";
    const connector = await api.send<{ id: number }>('POST', '/api/eventConnector', {
      name: 'Poison check',
      description: '',
      parameters: { script },
    });
    assert.equal(connector.status, 200, JSON.stringify(connector.body));
    await broker.channel.assertExchange(name('dlx'), 'fanout', { autoDelete: true });
    await broker.channel.assertQueue(name('dead'), TEST_QUEUE);
    await broker.channel.bindQueue(name('dead'), name('dlx'), '');
    await broker.channel.assertQueue(name('poison'), {
      ...TEST_QUEUE,
      deadLetterExchange: name('dlx'),
    });
    const made = await api.create(
      'mq',
      form({
        name: 'Poison queue',
        processKey: 'mqPoison',
        queue: name('poison'),
        eventConnectorId: connector.body.data.id,
      }),
    );
    const poisonId = made.body.data.id;
    await api.toggle('startRemoteMqMonitor', poisonId);
    await statusOf(api, poisonId, 'running');
    for (const [n, poison] of [
      [1, false],
      [2, true],
      [3, false],
    ] as const) {
      await broker.toQueue(name('poison'), { n, poison }, { messageId: `p-${n}` });
    }
    // Larger than an event may be: refused as an event, never carried into variables.
    const big = { n: 4, blob: 'x'.repeat(3 * 1024 * 1024) };
    await broker.toQueue(name('poison'), big, { messageId: 'p-4' });
    await eventually(async () => (await counts(poisonId)).seen === 4, 15_000, 'four seen');
    assert.equal(await api.instances('mqPoison'), 2);
    assert.deepEqual((await waitingValues(api, 'mq-poison-work', 'n')).sort(), ['1', '3']);
    const dead: GetMessage[] = [];
    await eventually(
      async () => {
        const got = await broker.channel.get(name('dead'), { noAck: true });
        if (got) dead.push(got);
        return dead.length === 2;
      },
      WAIT_MS,
      'the dead letters',
    );
    const byId = new Map(dead.map((letter) => [letter.properties.messageId, letter]));
    assert.equal(byId.get('p-2')?.properties.headers?.['x-first-death-reason'], 'rejected');
    assert.deepEqual(JSON.parse(String(byId.get('p-2')?.content)), { n: 2, poison: true });
    assert.equal(byId.get('p-4')?.content.length, JSON.stringify(big).length);
    const events = (await api.events(poisonId)).body.data;
    const failed = new Map(
      events.filter((event) => event.outcome === 'failed').map((e) => [e.eventKey, e.error]),
    );
    assert.deepEqual([...failed].sort(), [
      ['p-2', 'The event connector must answer a map of variables'],
      ['p-4', 'The event is larger than 2 MiB'],
    ]);
    assert.deepEqual(
      events
        .filter((e) => e.outcome === 'started')
        .map((e) => e.eventKey)
        .sort(),
      ['p-1', 'p-3'],
    );
    const view = (await api.get('mq', poisonId)).body.data;
    assert.deepEqual(view.counts, { seen: 4, started: 2, failed: 2, duplicates: 0 });
    // Handled side by side, either failure may be the last one.
    assert.ok([...failed.values()].includes(view.lastError), String(view.lastError));
    assert.equal((await broker.channel.checkQueue(name('poison'))).messageCount, 0);
  });

  it('shows a queue missing on the broker as failing, retries, and the others go on', async () => {
    const missing = name('missing');
    const made = await api.create('mq', form({ name: 'Missing queue', queue: missing }));
    const missingId = made.body.data.id;
    await api.toggle('startRemoteMqMonitor', missingId);
    const failing = await statusOf(api, missingId, 'failing');
    assert.equal(failing.lastError, `Queue '${missing}' does not exist on the broker`);
    assert.equal(failing.state, 'ACTIVE');
    await broker.toQueue(name('orders'), { after: 'missing' }, { messageId: 'still-going' });
    await eventually(
      async () => (await api.instances('mqFlow')) === 103,
      10_000,
      'the other monitor',
    );
    assert.equal((await api.get('mq', id)).body.data.status, 'running');
    // Retried with back-off: once the queue exists, the monitor consumes it.
    await broker.channel.assertQueue(missing, TEST_QUEUE);
    const running = await statusOf(api, missingId, 'running', 20_000);
    assert.equal(running.lastError, null);
    await broker.toQueue(missing, { found: true }, { messageId: 'found' });
    await eventually(
      async () => (await api.instances('mqFlow')) === 104,
      10_000,
      'the found queue',
    );
    await api.toggle('stopRemoteMqMonitor', missingId);
  });

  it('binds the queue to the exchange with the routing key, and shows both to the flow', async () => {
    await broker.channel.assertExchange(name('events'), 'topic', { autoDelete: true });
    await broker.channel.assertQueue(name('bound'), TEST_QUEUE);
    const made = await api.create(
      'mq',
      form({
        name: 'Bound queue',
        queue: name('bound'),
        exchange: name('events'),
        routingKey: 'order.*',
      }),
    );
    await api.toggle('startRemoteMqMonitor', made.body.data.id);
    await statusOf(api, made.body.data.id, 'running');
    await broker.toExchange(
      name('events'),
      'order.created',
      { id: 'PO-7' },
      { messageId: 'bound-1' },
    );
    await broker.toExchange(
      name('events'),
      'invoice.created',
      { id: 'IN-1' },
      { messageId: 'bound-2' },
    );
    await eventually(
      async () => (await api.instances('mqFlow')) === 105,
      10_000,
      'the bound message',
    );
    const [event] = (await api.events(made.body.data.id)).body.data;
    assert.equal(event.eventKey, 'bound-1');
    assert.equal(event.detail.exchange, name('events'));
    assert.equal(event.detail.routingKey, 'order.created');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await api.instances('mqFlow'), 105, 'the unmatched routing key never arrives');
    await api.toggle('stopRemoteMqMonitor', made.body.data.id);
  });
});

import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { readConfig } from '../../src/config';
import { oneTask } from '../engine/bpmn';
import { ACME, startTestServer, type StartedServer } from '../harness';
import { startRabbit, type Rabbit } from '../rabbit';
import { eventually, monitorApi } from './monitor-api';
import { amqpCredential, namer, publisher, statusOf, waitingValues } from './mq-fixture';

/**
 * The broker going away under a running message-queue monitor (issue 23 §1): a private broker
 * is stopped and started again; the monitor shows failing with the broker's reason meanwhile,
 * reconnects with back-off, shows running again, and consumes what was published meanwhile.
 */
let rabbit: Rabbit;
let server: StartedServer;
let api: ReturnType<typeof monitorApi>;
const name = namer('mq-broker');

before(async () => {
  rabbit = await startRabbit();
  server = await startTestServer({
    automation: { ...readConfig({}).automation, syncMs: 200, scanMs: undefined },
  });
  api = monitorApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  await api.engine.deploy('mq-flow.bpmn', oneTask('mqFlow', 'mq-work'));
});
after(async () => {
  await server?.close();
  await rabbit?.stop();
});

it('shows failing while the broker is away, then running, and consumes what waited', async () => {
  let broker = await publisher(rabbit);
  await broker.channel.assertQueue(name('orders'), { durable: true });
  const made = await api.create('mq', {
    name: 'Orders',
    processKey: 'mqFlow',
    credentialId: await amqpCredential(api, rabbit, 'Private broker'),
    queue: name('orders'),
  });
  assert.equal(made.body.data.config.prefetch, 50, 'the default prefetch');
  const id = made.body.data.id;
  await api.toggle('startRemoteMqMonitor', id);
  await statusOf(api, id, 'running');
  await broker.toQueue(name('orders'), { n: 1 }, { messageId: 'before' });
  await eventually(async () => (await api.instances('mqFlow')) === 1, 10_000, 'the first one');
  await broker.close();

  // Every state the monitor shows while the broker restarts.
  const seen: string[] = [];
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const view = (await api.get('mq', id)).body.data;
      const shown = `${view.status}: ${view.lastError}`;
      if (seen[seen.length - 1] !== shown) seen.push(shown);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  await rabbit.restart();
  // Published while the monitor still waits to reconnect: persistent, on the durable queue.
  broker = await publisher(rabbit);
  for (const n of [2, 3, 4]) {
    await broker.toQueue(name('orders'), { n }, { messageId: `meanwhile-${n}`, persistent: true });
  }
  await statusOf(api, id, 'running', 45_000);
  await eventually(async () => (await api.instances('mqFlow')) === 4, 10_000, 'what waited');
  watching = false;
  await watch;

  const failing = seen.filter((state) => state.startsWith('failing'));
  assert.match(
    failing[0],
    /^failing: Connection closed: 320 \(CONNECTION-FORCED\) with message "CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'"$/,
  );
  const refused = `failing: Cannot connect to amqp://127.0.0.1:${rabbit.port}: connect ECONNREFUSED 127.0.0.1:${rabbit.port}`;
  assert.ok(seen.includes(refused), seen.join('\n'));
  assert.equal(seen[seen.length - 1], 'running: null');
  assert.deepEqual((await waitingValues(api, 'mq-work')).sort(), [
    'before',
    'meanwhile-2',
    'meanwhile-3',
    'meanwhile-4',
  ]);
  await server.app.monitors.counts.flush();
  assert.deepEqual((await api.get('mq', id)).body.data.counts, {
    seen: 4,
    started: 4,
    failed: 0,
    duplicates: 0,
  });
  assert.equal((await broker.channel.checkQueue(name('orders'))).messageCount, 0);
  await broker.channel.deleteQueue(name('orders'));
  await broker.close();
});

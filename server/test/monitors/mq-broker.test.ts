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
/** The reasons the monitors log from now until stop(), in order. */
function watchReasons(started: StartedServer) {
  const log = started.app.log;
  const warn = log.warn.bind(log);
  const seen: string[] = [];
  log.warn = ((details: unknown, ...rest: unknown[]) => {
    const reason = (details as { reason?: unknown } | undefined)?.reason;
    if (typeof reason === 'string') seen.push(reason);
    return (warn as (...args: unknown[]) => void)(details, ...rest);
  }) as typeof log.warn;
  return { seen, stop: () => void (log.warn = warn) };
}

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

  // Every reason the monitor gives while the broker restarts, from its log: it logs each new
  // reason once. Polling the stored status could miss one under a busy CI (each is stored
  // only until the next attempt, 1 s later).
  const reasons = watchReasons(server);
  // And what the monitor's page shows meanwhile: failing, with one of those reasons.
  const shown: (string | null)[] = [];
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const view = (await api.get('mq', id)).body.data;
      if (view.status === 'failing') shown.push(view.lastError);
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
  reasons.stop();

  // The broker's own reason, unless the monitor was writing (an ack) as the broker closed:
  // then the socket's reset arrives before the close frame (seen 1 in about 20 runs).
  assert.match(
    reasons.seen[0],
    /^(Connection closed: 320 \(CONNECTION-FORCED\) with message "CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'"|write ECONNRESET)$/,
  );
  const refused = `Cannot connect to amqp://127.0.0.1:${rabbit.port}: connect ECONNREFUSED 127.0.0.1:${rabbit.port}`;
  assert.ok(reasons.seen.includes(refused), reasons.seen.join('\n'));
  assert.ok(shown.length > 0, 'the page showed failing while the broker was away');
  assert.deepEqual(
    shown.filter((reason) => !reasons.seen.includes(reason ?? '')),
    [],
    'each reason shown is one the monitor gave',
  );
  const now = (await api.get('mq', id)).body.data;
  assert.deepEqual([now.status, now.lastError], ['running', null]);
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

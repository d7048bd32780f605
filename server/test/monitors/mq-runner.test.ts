import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AutomationEvent, Delivery } from '../../src/modules/automation/deliver';
import type { AutomationDeps } from '../../src/modules/automation/register';
import { createSealer, loadCredentialKey } from '../../src/modules/credentials/seal';
import { egressPolicy } from '../../src/http/egress';
import { mqMonitor } from '../../src/modules/monitors/kinds/mq-monitor';
import { bodyOf, eventOf } from '../../src/modules/monitors/kinds/mq-message';
import type { StatusUpdate } from '../../src/modules/monitors/kinds/types';
import type { MonitorRow } from '../../src/modules/monitors/monitor-row';
import { ACME, startTestServer, TEST_EGRESS_ALLOW, type StartedServer } from '../harness';
import { sharedRabbit, type Rabbit } from '../rabbit';
import { eventually, monitorApi, WAIT_MS } from './monitor-api';
import { amqpCredential, namer, publisher } from './mq-fixture';

/**
 * The message-queue runner on its own, with a stand-in for the ledger: what it acks, requeues
 * and reports when handling is slow, throws (the database away) or is stopped half way.
 */
let rabbit: Rabbit;
let server: StartedServer;
let broker: Awaited<ReturnType<typeof publisher>>;
let credentialId: number;
const name = namer('mq-runner');
const silent = { warn: () => undefined, info: () => undefined, error: () => undefined };

before(async () => {
  rabbit = await sharedRabbit();
  server = await startTestServer();
  const api = monitorApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  credentialId = await amqpCredential(api, rabbit, 'Runner broker');
  broker = await publisher(rabbit);
});
after(async () => {
  await broker?.close();
  await server?.close();
  await rabbit?.stop();
});

/** A runner over `queue` whose events go to `handle`; what it reports is kept in order. */
function runner(
  queue: string,
  prefetch: number,
  handle: (event: AutomationEvent) => Promise<Delivery>,
) {
  const reports: string[] = [];
  const abort = new AbortController();
  const deps = {
    db: server.db,
    scripts: {
      sealer: createSealer(loadCredentialKey(undefined, server.dataDir)),
      egress: egressPolicy(TEST_EGRESS_ALLOW),
    },
    logger: silent,
  } as unknown as AutomationDeps; // the runner uses only these of the platform
  const monitor = {
    id: 1,
    tenantId: server.acme.tenantId,
    config: { credentialId, queue, prefetch },
  } as unknown as MonitorRow;
  const running = mqMonitor({
    monitor,
    deps,
    signal: abort.signal,
    handle,
    handled: async () => new Set<string>(),
    report: async (update: StatusUpdate) => {
      reports.push(`${update.status}: ${update.error ?? ''}`);
    },
    saveCursor: async () => undefined,
  });
  return {
    reports,
    stop: async () => {
      abort.abort();
      await running.stop();
    },
  };
}

const started = (): Delivery => ({ outcome: 'started', instanceId: 'i' });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('message-queue runner', () => {
  it('handles at most prefetch messages at once, and acks each once handled', async () => {
    await broker.channel.assertQueue(name('slow'), { expires: 120_000 });
    let now = 0;
    let most = 0;
    const keys: string[] = [];
    const run = runner(name('slow'), 5, async (event) => {
      most = Math.max(most, ++now);
      await pause(40);
      now -= 1;
      keys.push(event.key);
      return started();
    });
    await eventually(async () => run.reports.length > 0, 10_000, 'consuming');
    await broker.burst(
      name('slow'),
      Array.from({ length: 20 }, (_, n) => ({ body: { n }, options: { messageId: `s-${n}` } })),
    );
    await eventually(async () => keys.length === 20, 10_000, 'twenty handled');
    await run.stop();
    assert.equal(most, 5);
    assert.deepEqual(run.reports, ['running: ']);
    // Nothing unacked went back to the queue when the channel closed.
    assert.equal((await broker.channel.checkQueue(name('slow'))).messageCount, 0);
  });

  it('requeues a message whose handling threw, shows failing, then running again', async () => {
    await broker.channel.assertQueue(name('away'), { expires: 120_000 });
    const seen: AutomationEvent[] = [];
    const run = runner(name('away'), 10, async (event) => {
      seen.push(event);
      if (seen.length === 1) throw new Error('Connection terminated unexpectedly');
      return started();
    });
    await eventually(async () => run.reports.length > 0, 10_000, 'consuming');
    await broker.toQueue(name('away'), { n: 1 }, { messageId: 'again-later' });
    await eventually(async () => seen.length === 2, 10_000, 'the redelivery');
    await eventually(async () => run.reports.length === 3, WAIT_MS, 'running again');
    await run.stop();
    assert.deepEqual(run.reports, [
      'running: ',
      'failing: A message could not be handled: Connection terminated unexpectedly',
      'running: ',
    ]);
    assert.deepEqual(
      seen.map((event) => [event.key, event.payload.redelivered]),
      [
        ['again-later', false],
        ['again-later', true],
      ],
    );
    assert.equal((await broker.channel.checkQueue(name('away'))).messageCount, 0);
  });

  it('lets an in-flight message finish and ack before stop resolves', async () => {
    await broker.channel.assertQueue(name('stop'), { expires: 120_000 });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let handled = false;
    const run = runner(name('stop'), 10, async () => {
      await released;
      handled = true;
      return started();
    });
    await eventually(async () => run.reports.length > 0, 10_000, 'consuming');
    await broker.toQueue(name('stop'), { n: 1 });
    await pause(200);
    let stopped = false;
    const stopping = run.stop().then(() => (stopped = true));
    await pause(200);
    assert.equal(stopped, false, 'stop waits for the message in flight');
    release();
    await stopping;
    assert.equal(handled, true);
    const queue = await broker.channel.checkQueue(name('stop'));
    assert.deepEqual([queue.messageCount, queue.consumerCount], [0, 0]);
  });

  it('stops at once while it waits to reconnect, without throwing', async () => {
    const run = runner(name('never-declared'), 10, async () => started());
    await eventually(async () => run.reports.length > 0, 10_000, 'the first attempt');
    assert.deepEqual(run.reports, [
      `failing: Queue '${name('never-declared')}' does not exist on the broker`,
    ]);
    const begun = Date.now();
    await run.stop();
    assert.ok(Date.now() - begun < 500, 'the back-off wait ends with the stop');
  });
});

describe('a message as an event', () => {
  it('parses JSON bodies, keeps text as text, and carries bytes as base64', () => {
    assert.deepEqual(bodyOf(Buffer.from('{"a":1}'), 'application/json'), { body: { a: 1 } });
    assert.deepEqual(bodyOf(Buffer.from('{"a":1}'), undefined), { body: { a: 1 } });
    assert.deepEqual(bodyOf(Buffer.from('{oops'), 'application/json'), { body: '{oops' });
    assert.deepEqual(bodyOf(Buffer.from('42'), 'text/plain'), { body: '42' });
    assert.deepEqual(bodyOf(Buffer.from([0xff, 0x00, 0x01]), undefined), {
      body: '/wAB',
      bodyEncoding: 'base64',
    });
  });

  it('keys by message id, else by the hash of the body, and makes headers plain', () => {
    const message = (messageId: string | undefined, headers: Record<string, unknown>) =>
      ({
        content: Buffer.from('hello'),
        fields: {
          deliveryTag: 1,
          redelivered: false,
          exchange: 'ex',
          routingKey: 'rk',
          consumerTag: 'c',
        },
        properties: { messageId, headers, contentType: 'text/plain' },
      }) as unknown as Parameters<typeof eventOf>[0];
    const withId = eventOf(message('m-1', { raw: Buffer.from('x'), big: 2n ** 70n, n: 3 }), 'q');
    assert.equal(withId.key, 'm-1');
    assert.deepEqual(withId.payload, {
      body: 'hello',
      headers: { raw: 'x', big: '1180591620717411303424', n: 3 },
      messageId: 'm-1',
      routingKey: 'rk',
      exchange: 'ex',
      redelivered: false,
    });
    assert.equal(
      eventOf(message(undefined, {}), 'q').key,
      'sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    );
  });
});

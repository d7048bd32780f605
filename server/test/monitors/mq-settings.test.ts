import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { automationEvents } from '../../src/db/schema';
import type { StartedServer } from '../harness';
import type { Rabbit } from '../rabbit';
import { oneTask } from '../engine/bpmn';
import { eventually } from './monitor-api';
import { amqpCredential, mqSetup, statusOf, type MqSetup } from './mq-fixture';

/**
 * The message-queue monitor's settings and life (issue 23 §1): a broker the egress policy
 * refuses, stop and start, bad settings refused naming the field, another tenant's calls
 * answered as missing, and the delete.
 */
let rabbit: Rabbit;
let server: StartedServer;
let api: MqSetup['api'];
let globex: MqSetup['globex'];
let broker: MqSetup['broker'];
let name: MqSetup['name'];
let form: MqSetup['form'];
let setup: MqSetup;
let credentialId: number;
let id: number;

before(async () => {
  setup = await mqSetup('mq-settings');
  ({ rabbit, server, api, globex, broker, name, form, credentialId } = setup);
  id = (await api.create('mq', form())).body.data.id;
  await api.toggle('startRemoteMqMonitor', id);
  await statusOf(api, id, 'running');
  await broker.toQueue(name('orders'), { first: true }, { messageId: 'first' });
  await eventually(async () => (await api.instances('mqFlow')) === 1, 10_000, 'the first');
});
after(() => setup?.close());

describe('message-queue monitor settings', () => {
  it('refuses a broker the egress policy does not allow, naming the rule', async () => {
    const inner = await amqpCredential(api, rabbit, 'Inner broker', {
      host: '10.1.2.3',
      port: 5672,
    });
    const made = await api.create('mq', form({ name: 'Inner', credentialId: inner }));
    await api.toggle('startRemoteMqMonitor', made.body.data.id);
    const failing = await statusOf(api, made.body.data.id, 'failing');
    assert.equal(
      failing.lastError,
      'Cannot connect to amqp://10.1.2.3:5672: Egress refused: 10.1.2.3 is a private (RFC 1918) ' +
        'address; the egress policy allows public addresses only (set EGRESS_ALLOW to allow it)',
    );
    await api.toggle('stopRemoteMqMonitor', made.body.data.id);
  });

  it('stops consuming when stopped, and takes up what waited when started again', async () => {
    const stopped = await api.toggle('stopRemoteMqMonitor', id);
    assert.equal(stopped.body.data.state, 'INACTIVE');
    assert.equal(stopped.body.data.status, 'stopped');
    assert.equal(server.app.monitors.isRunningHere(id), false);
    assert.equal((await broker.channel.checkQueue(name('orders'))).consumerCount, 0);
    await broker.toQueue(name('orders'), { waited: true }, { messageId: 'waited' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await api.instances('mqFlow'), 1);
    assert.equal((await broker.channel.checkQueue(name('orders'))).messageCount, 1);
    await api.toggle('startRemoteMqMonitor', id);
    await eventually(async () => (await api.instances('mqFlow')) === 2, 10_000, 'the waiting one');
  });

  it('refuses bad settings naming the field, and changes nothing', async () => {
    const basic = await api.send<{ id: number }>('POST', '/api/credential', {
      name: 'Not a broker',
      template: { id: 'http-basic' },
      parameters: { username: 'u', password: 'p' },
    });
    // The last message's count is added after its instance starts and written at the next
    // flush (with the run time): wait for it, so that nothing changes under the comparison.
    await eventually(
      async () => {
        await server.app.monitors.counts.flush();
        return (await api.get('mq', id)).body.data.counts.seen === 2;
      },
      10_000,
      'the counts of both messages',
    );
    const before = (await api.list('mq')).body.data;
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { credentialId: basic.body.data.id },
        /^body\.credentialId: the credential must be of the kind amqp$/,
      ],
      [{ credentialId: 999_999 }, /^body\.credentialId: no credential has the id 999999$/],
      [{ routingKey: 'order.*' }, /^body\.routingKey: a routing key needs an exchange/],
      [{ prefetch: 0 }, /prefetch/],
      [{ prefetch: 1001 }, /prefetch/],
      [{ queue: '' }, /queue/],
      [
        { processKey: 'noSuchFlow' },
        /^body\.processKey: no deployed flow has the key 'noSuchFlow'$/,
      ],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await api.create(
        'mq',
        form({ name: `Bad ${JSON.stringify(change)}`, ...change }),
      );
      assert.equal(status, 400, JSON.stringify(change));
      assert.match(body.msg, message, JSON.stringify(change));
      const update = await api.update('mq', { id, ...form(change) });
      assert.equal(update.status, 400, JSON.stringify(change));
    }
    assert.deepEqual((await api.list('mq')).body.data, before);
  });

  it("answers another tenant's monitor as missing, and refuses it ACME's credential", async () => {
    assert.equal((await globex.get('mq', id)).status, 404);
    assert.equal((await globex.toggle('startRemoteMqMonitor', id)).status, 404);
    assert.equal((await globex.toggle('stopRemoteMqMonitor', id)).status, 404);
    assert.equal((await globex.remove('mq', id)).status, 404);
    assert.equal((await globex.events(id)).status, 404);
    assert.deepEqual((await globex.list('mq')).body.data, []);
    // With a flow of its own, Globex still cannot use Acme's credential, nor change its monitor.
    await globex.engine.deploy('mq-flow.bpmn', oneTask('mqFlow', 'mq-work'));
    const stolen = await globex.create('mq', form());
    assert.equal(stolen.status, 400);
    assert.equal(stolen.body.msg, `body.credentialId: no credential has the id ${credentialId}`);
    const globexCredential = await amqpCredential(globex, rabbit, 'Globex broker');
    const update = await globex.update('mq', { id, ...form({ credentialId: globexCredential }) });
    assert.equal(update.status, 404);
    assert.equal(update.body.msg, `No monitor with id ${id}`);
    assert.deepEqual((await globex.list('mq')).body.data, []);
    const view = (await api.get('mq', id)).body.data;
    assert.equal(view.state, 'ACTIVE');
    assert.equal(server.app.monitors.isRunningHere(id), true);
  });

  it('is deleted with its events, and its consumer leaves the queue', async () => {
    assert.equal((await api.remove('mq', id)).status, 200);
    assert.equal((await api.get('mq', id)).status, 404);
    assert.equal(server.app.monitors.isRunningHere(id), false);
    assert.equal((await broker.channel.checkQueue(name('orders'))).consumerCount, 0);
    const rows = await server.db
      .select()
      .from(automationEvents)
      .where(eq(automationEvents.source, `monitor:${id}`));
    assert.equal(rows.length, 0);
  });
});

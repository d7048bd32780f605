import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { connect, type ChannelModel, type ConfirmChannel, type Options } from 'amqplib';
import type { MonitorView } from '@console/shared/contract';
import { REST } from '../engine/api';
import { readConfig } from '../../src/config';
import { oneTask } from '../engine/bpmn';
import { ACME, GLOBEX, startTestServer, type StartedServer } from '../harness';
import { sharedRabbit, type Rabbit } from '../rabbit';
import { eventually, monitorApi } from './monitor-api';

/** Test queues vanish a while after their last use, even when a run ends half way. */
export const TEST_QUEUE = { expires: 120_000 };

/** Queue and exchange names of this file's run: files sharing a broker keep apart. */
export const namer = (file: string) => {
  const run = randomBytes(4).toString('hex');
  return (name: string) => `console-${file}-${run}-${name}`;
};

/** A publisher of the test's messages, with confirms: a resolved publish is on the broker. */
export async function publisher(rabbit: Rabbit) {
  const connection: ChannelModel = await connect(rabbit.url);
  const channel: ConfirmChannel = await connection.createConfirmChannel();
  const toQueue = async (queue: string, body: unknown, options: Options.Publish = {}) => {
    const content = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    channel.sendToQueue(queue, content, options);
    await channel.waitForConfirms();
  };
  return {
    channel,
    toQueue,
    toExchange: async (
      exchange: string,
      key: string,
      body: unknown,
      options: Options.Publish = {},
    ) => {
      channel.publish(exchange, key, Buffer.from(JSON.stringify(body)), options);
      await channel.waitForConfirms();
    },
    /** Publishes a burst without waiting for each confirm. */
    burst: async (queue: string, bodies: { body: unknown; options?: Options.Publish }[]) => {
      for (const { body, options } of bodies) {
        channel.sendToQueue(queue, Buffer.from(JSON.stringify(body)), options);
      }
      await channel.waitForConfirms();
    },
    close: () => connection.close().catch(() => undefined),
  };
}

type Api = ReturnType<typeof monitorApi>;

/** An `amqp` credential for the broker, made through the credentials route. */
export async function amqpCredential(api: Api, rabbit: Rabbit, name: string, extra = {}) {
  const { status, body } = await api.send<{ id: number }>('POST', '/api/credential', {
    name,
    template: { id: 'amqp' },
    parameters: { ...rabbit.credential, tls: false, ...extra },
  });
  assert.equal(status, 200, JSON.stringify(body));
  return body.data.id;
}

/** Waits until the monitor shows this status, and answers its view. */
export async function statusOf(api: Api, id: number, status: MonitorView['status'], ms = 15_000) {
  let view: MonitorView | undefined;
  await eventually(
    async () => {
      view = (await api.get('mq', id)).body.data;
      return view.status === status;
    },
    ms,
    `monitor ${id} ${status} (last: ${JSON.stringify(view)})`,
  );
  return view!;
}

/** A variable of every instance waiting at an external task of this topic (then locked). */
export async function waitingValues(api: Api, topic: string, variable = 'messageId') {
  const ids: string[] = [];
  for (;;) {
    const tasks = await api.engine.ok<{ variables: Record<string, { value: unknown }> }[]>(
      'POST',
      `${REST}/external-task/fetchAndLock`,
      {
        workerId: `reader-${topic}`,
        maxTasks: 100,
        topics: [{ topicName: topic, lockDuration: 600_000, variables: [variable] }],
      },
    );
    if (!tasks.length) return ids;
    ids.push(...tasks.map((task) => String(task.variables[variable]?.value)));
  }
}

/**
 * What a message-queue test file starts with: the shared broker, a test server whose monitors
 * are looked for every 200 ms, ACME's and GLOBEX's admins, the flow `mqFlow` (topic mq-work),
 * an `amqp` credential for the broker, a publisher, and the file's queue `orders` declared.
 */
export async function mqSetup(file: string) {
  const name = namer(file);
  const rabbit = await sharedRabbit();
  const server: StartedServer = await startTestServer({
    automation: { ...readConfig({}).automation, syncMs: 200, scanMs: undefined },
  });
  const api = monitorApi(server, await server.login(ACME.admin.username, ACME.admin.password));
  const globex = monitorApi(
    server,
    await server.login(GLOBEX.admin.username, GLOBEX.admin.password),
  );
  await api.engine.deploy('mq-flow.bpmn', oneTask('mqFlow', 'mq-work'));
  const credentialId = await amqpCredential(api, rabbit, 'Test broker');
  const broker = await publisher(rabbit);
  await broker.channel.assertQueue(name('orders'), TEST_QUEUE);
  const form = (extra: Record<string, unknown> = {}) => ({
    name: 'Orders queue',
    processKey: 'mqFlow',
    credentialId,
    queue: name('orders'),
    prefetch: 20,
    ...extra,
  });
  return {
    name,
    rabbit,
    server,
    api,
    globex,
    credentialId,
    broker,
    form,
    close: async () => {
      await server.close();
      await broker.close();
      await rabbit.stop();
    },
  };
}

export type MqSetup = Awaited<ReturnType<typeof mqSetup>>;

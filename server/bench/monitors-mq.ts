import { connect } from 'amqplib';
import type { FastifyInstance } from 'fastify';
import { and, eq, max, min } from 'drizzle-orm';
import { automationEvents } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { startRabbit } from '../test/rabbit';
import { startsOf, until } from './monitor-support';
import { deployOneTask, type client } from './support';

export const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5000);
const TARGET_RATE = 300;

/**
 * Part 3 of bench:monitors: MESSAGES messages waiting in a RabbitMQ queue (a private broker on
 * loopback), consumed by a message-queue monitor. The rate is from the first start to the last
 * (each message is acknowledged right after its start commits), and each must start once with
 * the queue left empty.
 */
export async function benchQueue(
  app: FastifyInstance,
  call: ReturnType<typeof client>,
  db: Db,
  round: { label: string; name: string },
) {
  console.log(`\n${round.label}`);
  const rabbit = await startRabbit();
  try {
    const token = (
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'admin', password: 'admin' },
      })
    ).json().data.token as string;
    await deployOneTask(app, token, 'benchQueue', 'bench-queue');
    const queue = `bench-orders-${round.name}`;
    const credential = await call<{ data: { id: number } }>('POST', '/api/credential', {
      name: `bench broker ${round.name}`,
      template: { id: 'amqp' },
      parameters: { ...rabbit.credential, tls: false },
    });
    const connection = await connect(rabbit.url);
    const channel = await connection.createConfirmChannel();
    await channel.assertQueue(queue, { durable: true });
    for (let at = 0; at < MESSAGES; at++) {
      channel.sendToQueue(queue, Buffer.from(JSON.stringify({ order: at })), {
        messageId: `${round.name}-${at}`,
        contentType: 'application/json',
        persistent: true,
      });
    }
    await channel.waitForConfirms();
    const made = await call<{ data: { id: number } }>('POST', '/api/monitor/mq', {
      name: `bench queue ${round.name}`,
      processKey: 'benchQueue',
      credentialId: credential.data.id,
      queue,
      prefetch: 200,
    });
    const source = `monitor:${made.data.id}`;
    await call('PUT', `/api/startRemoteMqMonitor?connectorId=${made.data.id}`);
    await until(async () => (await startsOf(db, source)).all >= MESSAGES, 10 * 60_000, 'messages');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const [span] = await db
      .select({ first: min(automationEvents.at), last: max(automationEvents.at) })
      .from(automationEvents)
      .where(and(eq(automationEvents.source, source), eq(automationEvents.outcome, 'started')));
    const seconds = (Number(span.last) - Number(span.first)) / 1000;
    const rate = MESSAGES / seconds;
    const final = await startsOf(db, source);
    const left = await channel.checkQueue(queue);
    await connection.close();
    const once = final.all === MESSAGES && final.keys === MESSAGES;
    const ok = once && left.messageCount === 0 && rate >= TARGET_RATE;
    console.log(
      `  ${rate.toFixed(0)} messages/s from the first start to the last (${seconds.toFixed(1)} s) ${rate >= TARGET_RATE ? 'ok' : 'UNDER'} (target ${TARGET_RATE}); ${final.all} starts, ${final.keys} distinct ${once ? 'ok' : 'WRONG'}; ${left.messageCount} left in the queue`,
    );
    return { ok };
  } finally {
    await rabbit.stop();
  }
}

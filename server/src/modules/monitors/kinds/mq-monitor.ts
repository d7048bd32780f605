import { setTimeout as sleep } from 'node:timers/promises';
// Connects only through mq-connect.ts, which checks the broker against the egress policy
// (http/egress.ts) before it opens the connection.
import type { Channel, ConsumeMessage } from 'amqplib';
import { messageOf } from '../monitor-errors';
import type { MqMonitorConfig } from '../monitor-row';
import { openBroker, prepareChannel } from './mq-connect';
import { eventOf } from './mq-message';
import type { MonitorContext, MonitorRunner, StartRunner } from './types';

/** Reconnection back-off: 1 s, doubling up to 30 s while the broker stays away. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;
/** A message whose handling threw waits this long before it goes back to the queue. */
const REQUEUE_PAUSE_MS = 1000;

const quietly = (work: () => unknown) => {
  try {
    work();
  } catch {
    // The channel is gone: the broker redelivers the message, and the ledger knows it.
  }
};

/** Closes or cancels, whatever state the channel is in: amqplib throws at once when closed. */
const closing = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch {
    // Closed already: nothing left to close.
  }
};

/**
 * A message-queue monitor (AMQP 0-9-1, issue 23 §1): consumes its queue with manual acks, at
 * most `prefetch` messages at once, each started through the ledger. A message is acked only
 * once its start is committed (started, correlated, or a duplicate of a committed one); a
 * message whose start failed is rejected without requeue, so it goes to the queue's
 * dead-letter exchange when it has one; one whose handling threw (the database away) goes
 * back to the queue. A lost broker is reconnected to with back-off until the monitor stops.
 */
class MqRunner implements MonitorRunner {
  private readonly config: MqMonitorConfig;
  private readonly stopping = new AbortController();
  private readonly stopped: Promise<void>;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly done: Promise<void>;
  /** Why handling last threw; cleared (and the state shown running) by the next success. */
  private handlingError: string | null = null;

  constructor(private readonly context: MonitorContext) {
    this.config = context.monitor.config as unknown as MqMonitorConfig;
    const stop = () => this.stopping.abort();
    if (context.signal.aborted) stop();
    else context.signal.addEventListener('abort', stop, { once: true });
    this.stopped = new Promise((resolve) =>
      this.signal.addEventListener('abort', () => resolve(), { once: true }),
    );
    this.done = this.run();
  }

  private get signal() {
    return this.stopping.signal;
  }

  private async report(status: 'running' | 'failing', error: string | null) {
    await this.context.report({ status, error }).catch(() => undefined);
  }

  private async run() {
    let delay = FIRST_RETRY_MS;
    let logged: string | null = null;
    while (!this.signal.aborted) {
      let lost: string;
      let consumed = false;
      try {
        lost = await this.consume(() => (consumed = true));
      } catch (error) {
        lost = messageOf(error);
      }
      if (this.signal.aborted) return;
      if (consumed) delay = FIRST_RETRY_MS;
      // Once per reason: a queue missing for days would otherwise log every 30 s.
      if (consumed || lost !== logged) {
        this.context.deps.logger.warn(
          { monitor: this.context.monitor.id, reason: lost },
          'message-queue monitor: not consuming, retrying with back-off',
        );
        logged = lost;
      }
      await this.report('failing', lost);
      await sleep(delay, undefined, { signal: this.signal }).catch(() => undefined);
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    }
  }

  /**
   * One connection: consumes until the broker is lost (answering why) or the monitor stops
   * (then it cancels the consumer); in-flight messages finish before the connection closes.
   */
  private async consume(consuming: () => void): Promise<string> {
    const connection = await openBroker(this.context);
    let lose: (reason: string) => void = () => undefined;
    const lost = new Promise<string>((resolve) => (lose = resolve));
    // 'error' precedes 'close' with the same reason; without a listener it would be thrown.
    connection.on('error', () => undefined);
    connection.on('close', (error?: Error) =>
      lose(error ? messageOf(error) : 'The broker closed the connection'),
    );
    let channel: Channel | null = null;
    try {
      if (this.signal.aborted) return 'stopped';
      const open = await connection.createChannel();
      channel = open;
      let channelError = 'The broker closed the channel';
      open.on('error', (error: Error) => (channelError = messageOf(error)));
      await prepareChannel(open, this.config);
      // A lost connection closes its channels first: its own reason, just after, says more.
      open.on('close', () => setImmediate(() => lose(channelError)));
      const { consumerTag } = await open.consume(
        this.config.queue,
        (message) => {
          if (message) this.receive(open, message);
          else lose(`The broker cancelled the consumer of '${this.config.queue}' (deleted?)`);
        },
        { noAck: false },
      );
      consuming();
      await this.report('running', null);
      const reason = await Promise.race([lost, this.stopped.then(() => 'stopped')]);
      if (this.signal.aborted) await closing(() => open.cancel(consumerTag));
      return reason;
    } finally {
      await Promise.allSettled([...this.inFlight]);
      // The channel first: the broker has then taken the last acks, which a connection's close
      // may overtake (RabbitMQ runs each channel apart) and the messages would come back.
      const opened = channel;
      if (opened) await closing(() => opened.close());
      await closing(() => connection.close());
    }
  }

  private receive(channel: Channel, message: ConsumeMessage) {
    const work = this.handle(channel, message).finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  private async handle(channel: Channel, message: ConsumeMessage) {
    let outcome: string;
    try {
      outcome = (await this.context.handle(eventOf(message, this.config.queue))).outcome;
    } catch (error) {
      this.handlingError = `A message could not be handled: ${messageOf(error)}`;
      await this.report('failing', this.handlingError);
      // Not at once: a database that is away would have the message back within milliseconds.
      await sleep(REQUEUE_PAUSE_MS, undefined, { signal: this.signal }).catch(() => undefined);
      quietly(() => channel.nack(message, false, true));
      return;
    }
    // The ledger recorded a failure with its error: the message is dead-lettered, not retried.
    if (outcome === 'failed') quietly(() => channel.nack(message, false, false));
    else quietly(() => channel.ack(message));
    if (this.handlingError) {
      this.handlingError = null;
      await this.report('running', null);
    }
  }

  async stop() {
    this.stopping.abort();
    await this.done.catch(() => undefined);
  }
}

/** The message-queue monitor ('mq'): a RabbitMQ queue, over AMQP 0-9-1. */
export const mqMonitor: StartRunner = (context) => new MqRunner(context);

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Db } from '../db/types';
import {
  Subscribers,
  TOPICS,
  type BusLog,
  type ClusterBus,
  type Detail,
  type Listener,
  type Topic,
} from './bus';
import { StoreLockRefused, takeStoreLock, type StoreLockMode } from './store-lock';

/*
 * Not under the egress policy: its one connection goes to the platform's own DATABASE_URL,
 * which the operator sets, as the pool's do; no tenant configuration can aim it.
 */

/** The one channel every process listens on; the topic travels in the message. */
export const CLUSTER_CHANNEL = 'console_cluster';
/** NOTIFY refuses payloads of 8000 bytes or more; a longer detail is dropped, not cut. */
const MAX_PAYLOAD_BYTES = 7900;
export const BUS_APPLICATION_NAME = 'console cluster bus';
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5000;

interface Message {
  /** The sending process: it has delivered to its own subscribers already. */
  from: string;
  topic: Topic;
  detail?: Detail;
}

export interface PostgresBusOptions {
  url: string;
  /** Sends when the bus's own connection is down (a message then still reaches the others). */
  db: Db;
  lock: StoreLockMode;
  log: BusLog;
}

export function encode(message: Message) {
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ from: message.from, topic: message.topic });
}

function decode(payload: string | undefined): Message | null {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    if (typeof message.from !== 'string') return null;
    if (!TOPICS.includes(message.topic as Topic)) return null;
    return message as Message;
  } catch {
    return null;
  }
}

/**
 * The bus across the processes of one PostgreSQL database: one connection of its own (not the
 * pool's: a LISTEN belongs to its session, and the pool's may be busy) that listens on one
 * channel and holds the file store lock (store-lock.ts). A dropped connection is made again
 * with backoff; since notifications sent meanwhile are lost, every subscriber then hears that
 * anything may have changed.
 */
export class PostgresBus implements ClusterBus {
  private readonly id = randomUUID();
  private readonly subscribers: Subscribers;
  private client: Client | null = null;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retry: NodeJS.Timeout | undefined;

  private constructor(private readonly options: PostgresBusOptions) {
    this.subscribers = new Subscribers(options.log);
  }

  /** Connected, listening, holding the lock; throws StoreLockRefused when the lock is taken. */
  static async open(options: PostgresBusOptions) {
    const bus = new PostgresBus(options);
    bus.client = await bus.connect(true);
    return bus;
  }

  subscribe(topic: Topic, listener: Listener) {
    return this.subscribers.add(topic, listener);
  }

  async publish(topic: Topic, detail?: Detail) {
    this.subscribers.deliver(topic, detail ?? null);
    const payload = encode({ from: this.id, topic, ...(detail ? { detail } : {}) });
    try {
      // Its own connection first (the pool's may all be busy), the pool's while it is down.
      const sent = await this.client
        ?.query('select pg_notify($1, $2)', [CLUSTER_CHANNEL, payload])
        .then(
          () => true,
          () => false,
        );
      if (!sent)
        await this.options.db.execute(sql`select pg_notify(${CLUSTER_CHANNEL}, ${payload})`);
    } catch (err) {
      this.options.log.error({ err, topic }, 'could not tell the other server processes');
    }
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(first: boolean) {
    const client = new Client({
      connectionString: this.options.url,
      // Named, so that pg_stat_activity tells it from the pool's connections.
      application_name: BUS_APPLICATION_NAME,
      connectionTimeoutMillis: 5000,
      // A peer that vanished without closing (a cut network) is noticed, and reconnected.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // Without a listener, an error on an idle connection would crash the process.
    client.on('error', (err) => this.options.log.warn({ err }, 'cluster bus connection failed'));
    try {
      await client.connect();
      if (!(await takeStoreLock(client, this.options.lock))) {
        const refused = new StoreLockRefused(this.options.lock);
        if (first) throw refused;
        // Another process started while this one was cut off: both now serve; say it loudly.
        this.options.log.error({ err: refused }, refused.message);
      }
      await client.query(`listen ${CLUSTER_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    client.on('notification', (notification) => this.received(notification.payload));
    client.on('end', () => this.lost(client));
    return client;
  }

  private received(payload: string | undefined) {
    const message = decode(payload);
    if (!message || message.from === this.id) return;
    this.subscribers.deliver(message.topic, message.detail ?? null);
  }

  private lost(client: Client) {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.options.log.warn({}, 'cluster bus connection lost: reconnecting');
    this.reconnectLater();
  }

  private reconnectLater() {
    this.retry = setTimeout(() => {
      this.connect(false).then(
        async (client) => {
          if (this.closed) return void (await client.end().catch(() => {}));
          this.client = client;
          this.retryMs = FIRST_RETRY_MS;
          this.subscribers.deliverEverything();
        },
        (err: unknown) => {
          this.options.log.warn({ err }, 'cluster bus could not reconnect; trying again');
          this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
          if (!this.closed) this.reconnectLater();
        },
      );
    }, this.retryMs);
  }
}

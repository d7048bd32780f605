import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import type { Topic } from './bus';
import { CLUSTER_CHANNEL, encode } from './postgres-bus';

/**
 * Tells the server processes on a PostgreSQL database of a change made outside them (a
 * command-line tool such as set-password), which has no bus of its own: they forget what the
 * topic names at once instead of when their caches expire.
 */
export async function notifyServers(db: Db, topic: Topic) {
  const payload = encode({ from: `outside:${randomUUID()}`, topic });
  await db.execute(sql`select pg_notify(${CLUSTER_CHANNEL}, ${payload})`);
}

import type { Pool, PoolClient } from 'pg';

/**
 * The key of the advisory lock that the start of a server process holds on PostgreSQL. Advisory
 * locks are per database, so processes of other databases on the same server never wait on it.
 * Any fixed number works; this one spells "console" in ASCII.
 */
export const START_LOCK_KEY = 0x636f6e736f6c65n;

/**
 * Runs `work` (the migrations and the first start's writes) while this process holds the start
 * lock, on one connection taken from `pool` for the whole time: any number of processes started
 * together on one database run it one after the other, so the first does the work and the
 * others find it done. drizzle's migrator takes no lock of its own: two processes would both
 * read "not migrated yet" and both run the migrations. The lock is a session lock, released
 * explicitly; if the process dies holding it, PostgreSQL releases it with the connection.
 */
export async function underStartLock<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY.toString()]);
    try {
      return await work(client);
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [START_LOCK_KEY.toString()])
        .catch(() => (broken = true));
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection whose state is in doubt (the unlock failed) is closed, never reused.
    client.release(broken);
  }
}

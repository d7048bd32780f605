import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { Pool, type PoolClient } from 'pg';
import { isShared, tightenTree } from './data-dir';
import { lockDataDir } from './lock';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';
import { underStartLock } from './start-lock';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

/** Adds up the time spent in SQL (for benchmarks that print SQL time beside HTTP time). */
type AsyncMethod = (...args: never[]) => Promise<unknown>;

export class QueryClock {
  totalMs = 0;
  private readonly watched = new WeakSet<object>();

  /** Wraps the named async methods of `target` so that every call adds its duration. */
  time(target: object, ...methods: string[]) {
    if (this.watched.has(target)) return;
    this.watched.add(target);
    const record = target as Record<string, AsyncMethod>;
    for (const name of methods) {
      const method = record[name].bind(target);
      record[name] = async (...args: never[]) => {
        const started = performance.now();
        try {
          return await method(...args);
        } finally {
          this.totalMs += performance.now() - started;
        }
      };
    }
  }

  /** PGlite: single queries and whole transactions (the connection is held for them). */
  watchPglite(client: PgliteThread) {
    this.time(client, 'query', 'exec', 'transaction');
  }

  /** node-postgres: every client the pool hands out (pool.query checks one out too). */
  watchPool(pool: Pool) {
    type Done = (error: Error | undefined, client?: PoolClient, release?: () => void) => void;
    const connect = pool.connect.bind(pool) as (callback?: Done) => Promise<PoolClient> | void;
    const watchClient = (client?: PoolClient) => client && this.time(client, 'query');
    (pool as unknown as { connect: typeof connect }).connect = (callback?: Done) => {
      if (callback) {
        return connect((error, client, release) => {
          watchClient(client);
          callback(error, client, release);
        });
      }
      return (connect() as Promise<PoolClient>).then((client) => {
        watchClient(client);
        return client;
      });
    };
  }
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** What a first start writes (reference and demo data, secrets): run once, after migrating. */
export type FirstStart = (db: Db) => Promise<void>;

/**
 * PostgreSQL at `url`, migrated, and `firstStart` run: both under the start lock, so that any
 * number of processes started together run them once (start-lock.ts).
 */
export async function openPostgres(
  url: string,
  clock?: QueryClock,
  firstStart?: FirstStart,
): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: 10 });
  clock?.watchPool(pool);
  const db = drizzlePg(pool, { schema });
  try {
    await underStartLock(pool, async (locked) => {
      // On the lock's own connection: the migrations' transaction cannot outlive the lock.
      await migratePg(drizzlePg(locked, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      await firstStart?.(db as unknown as Db);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** An embedded PGlite (in `dir`, locked; in memory when `dir` is undefined), migrated. */
export async function openPglite(
  dir: string | undefined,
  options: { clock?: QueryClock; firstStart?: FirstStart } = {},
): Promise<Database> {
  let unlock = () => {};
  if (dir) {
    // The lock sits beside PGlite's folder: initdb wants that folder empty.
    unlock = lockDataDir(path.dirname(dir));
  }
  try {
    const client = new PgliteThread({ dataDir: dir });
    await client.waitReady;
    // initdb's files come out 666 (data-dir.ts): made private once, as an older folder's are.
    if (dir && isShared(path.join(dir, 'PG_VERSION'))) tightenTree(dir);
    options.clock?.watchPglite(client);
    // The drizzle driver calls only query and transaction, which the thread provides.
    const db = drizzlePglite(client as unknown as PGlite, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    // One process holds the folder (lock.ts): nothing can run beside the first start here.
    await options.firstStart?.(db as unknown as Db);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in `<dataDir>/pglite`; migrated, with
 * `firstStart` run once however many processes start together.
 */
export function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  clock?: QueryClock,
  firstStart?: FirstStart,
) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, clock, firstStart)
    : openPglite(path.join(config.dataDir, 'pglite'), { clock, firstStart });
}

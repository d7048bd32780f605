import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { Pool } from 'pg';
import { lockDataDir } from './lock';
import * as schema from './schema';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

/** Adds up the time spent in SQL (for benchmarks that print SQL time beside HTTP time). */
export class QueryClock {
  totalMs = 0;

  /** Wraps `target.query` so that every call adds its duration. */
  watch<T extends { query: (...args: never[]) => Promise<unknown> }>(target: T) {
    const query = target.query.bind(target);
    target.query = (async (...args: never[]) => {
      const started = performance.now();
      try {
        return await query(...args);
      } finally {
        this.totalMs += performance.now() - started;
      }
    }) as T['query'];
  }
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** PostgreSQL at `url`, migrated. */
export async function openPostgres(url: string, clock?: QueryClock): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: 10 });
  clock?.watch(pool);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/** An embedded PGlite (in `dir`, locked; in memory when `dir` is undefined), migrated. */
export async function openPglite(
  dir: string | undefined,
  options: { loadDataDir?: Blob; clock?: QueryClock } = {},
): Promise<Database> {
  let unlock = () => {};
  if (dir) {
    // The lock sits beside PGlite's folder: initdb wants that folder empty.
    unlock = lockDataDir(path.dirname(dir));
  }
  try {
    const client = new PGlite({ dataDir: dir, loadDataDir: options.loadDataDir });
    await client.waitReady;
    options.clock?.watch(client);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
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

/** PostgreSQL when DATABASE_URL is set, else PGlite in `<dataDir>/pglite`. */
export function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  clock?: QueryClock,
) {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, clock)
    : openPglite(path.join(config.dataDir, 'pglite'), { clock });
}

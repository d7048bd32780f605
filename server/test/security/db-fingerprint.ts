import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/types';

/**
 * Tables that change without any request meaning to (sign-in attempts, revoked tokens, the
 * engine's and the server's own logs): a refused request may touch them.
 */
const VOLATILE = new Set([
  'login_attempts',
  'revoked_tokens',
  'engine_log',
  'cloud_log',
  // The dashboard counts a message nobody waited for as a failed event, refused or not.
  'daily_stat',
  // Every authenticated call counts as the tenant's API call, refused or not (issue 24).
  'usage_daily',
]);

// Both drivers answer { rows }.
const rowsOf = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** One hash per table of everything in it, to show that a refused request changed nothing. */
export async function fingerprint(db: Db): Promise<Map<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const names = tables.map((row) => row.name).filter((name) => !VOLATILE.has(name));
  const union = sql.join(
    names.map(
      (name) =>
        sql`select ${name} as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as hash from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  const rows = await rowsOf<{ name: string; hash: string }>(db, union);
  return new Map(rows.map((row) => [row.name, row.hash]));
}

/** The tables whose content differs between two fingerprints. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after.keys()].filter((name) => before.get(name) !== after.get(name));

/**
 * Waits until the scheduler has ended every deletion batch an earlier route started: its
 * chunks change `batch` and `process_instance` in the background, which is not the work of
 * the route walked next. Answers whether it had to wait (the tables may have changed).
 */
export async function batchesSettled(db: Db, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (let waited = false; ; waited = true) {
    const [open] = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from batch where end_time is null`,
    );
    if (open.count === 0) return waited;
    if (Date.now() > deadline) throw new Error(`${open.count} batches still open`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

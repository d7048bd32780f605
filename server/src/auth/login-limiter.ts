import { eq, sql } from 'drizzle-orm';
import { loginAttempts } from '../db/schema';
import type { Db } from '../db/types';

/** Five wrong passwords for one user from one address lock that pair for 15 minutes. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;

const keyOf = (username: string, address: string) => `${username.toLowerCase()}|${address}`;

/** Minutes until the pair may try again, or 0 when it may now. */
export async function lockedMinutes(db: Db, username: string, address: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.key, keyOf(username, address)));
  if (!row || row.failures < MAX_FAILURES) return 0;
  const remaining = row.firstFailureAt.getTime() + WINDOW_MS - now.getTime();
  return remaining > 0 ? Math.ceil(remaining / 60_000) : 0;
}

export async function recordFailure(db: Db, username: string, address: string, now = new Date()) {
  const key = keyOf(username, address);
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  // A failure after the window has passed starts a new window.
  await db
    .insert(loginAttempts)
    .values({ key, failures: 1, firstFailureAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.firstFailureAt} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
        firstFailureAt: sql`case when ${loginAttempts.firstFailureAt} < ${windowStart} then ${now} else ${loginAttempts.firstFailureAt} end`,
      },
    });
}

export async function clearFailures(db: Db, username: string, address: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keyOf(username, address)));
}

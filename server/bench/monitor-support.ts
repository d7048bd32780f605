import { and, count, countDistinct, eq, like } from 'drizzle-orm';
import { automationEvents } from '../src/db/schema';
import type { Db } from '../src/db/types';

/** Started events of a monitor, and how many distinct keys they have. */
export async function startsOf(db: Db, source: string, keyPrefix = '') {
  const [row] = await db
    .select({ all: count(), keys: countDistinct(automationEvents.eventKey) })
    .from(automationEvents)
    .where(
      and(
        eq(automationEvents.source, source),
        eq(automationEvents.outcome, 'started'),
        like(automationEvents.eventKey, `${keyPrefix}%`),
      ),
    );
  return row;
}

export async function until(probe: () => Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

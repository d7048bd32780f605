import { eq, sql } from 'drizzle-orm';
import { monitors } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Delivery } from '../automation/deliver';

type Tally = { seen: number; started: number; failed: number; duplicates: number; error?: string };

/**
 * A monitor's counters, added up in memory and written at most every FLUSH_MS: a queue of
 * hundreds of messages a second would otherwise write the monitor's row once per message.
 * The ledger is what guarantees each start; these are what the console shows.
 */
export class MonitorCounts {
  static readonly FLUSH_MS = 500;
  private readonly tallies = new Map<number, Tally>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  add(monitorId: number, delivery: Delivery) {
    const tally = this.tallies.get(monitorId) ?? { seen: 0, started: 0, failed: 0, duplicates: 0 };
    tally.seen += 1;
    if (delivery.outcome === 'duplicate') tally.duplicates += 1;
    else if (delivery.outcome !== 'failed') tally.started += 1;
    else {
      tally.failed += 1;
      tally.error = delivery.error;
    }
    this.tallies.set(monitorId, tally);
    this.timer ??= setTimeout(() => void this.flush(), MonitorCounts.FLUSH_MS);
  }

  /** Writes what was counted; resolves when it is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.tallies];
    this.tallies.clear();
    this.flushing = this.flushing.then(async () => {
      for (const [id, tally] of batch) {
        await this.db
          .update(monitors)
          .set({
            seen: sql`${monitors.seen} + ${tally.seen}`,
            started: sql`${monitors.started} + ${tally.started}`,
            failed: sql`${monitors.failed} + ${tally.failed}`,
            duplicates: sql`${monitors.duplicates} + ${tally.duplicates}`,
            lastRunAt: new Date(),
            ...(tally.error ? { lastError: tally.error.slice(0, 2000) } : {}),
          })
          .where(eq(monitors.id, id))
          .catch(() => undefined);
      }
    });
    return this.flushing;
  }
}

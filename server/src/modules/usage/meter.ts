import type { UsageMetric } from '@console/shared/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/** What the meter counts in memory (instances are counted by a trigger, AS2 from its log). */
export type CountedMetric = Extract<UsageMetric, 'connectorRuns' | 'scriptRuns' | 'apiCalls'>;

interface Pending {
  tenantId: number;
  metric: CountedMetric;
  day: string;
  n: number;
}

/** The UTC day of a time, as storage keeps days. */
export const utcDayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts usage in memory and adds it to usage_daily every few seconds in one upsert: counting
 * a request or a run costs a map update, not a write. Adding (never setting) keeps the totals
 * right when several server processes count for one tenant and day.
 */
export class UsageMeter {
  private pending = new Map<string, Pending>();
  /** The batch being written: still counted by `unwritten` until it is. */
  private writing: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  add(tenantId: number, metric: CountedMetric, n = 1) {
    const day = utcDayOf(new Date());
    const key = `${tenantId}|${metric}|${day}`;
    const current = this.pending.get(key);
    if (current) current.n += n;
    else this.pending.set(key, { tenantId, metric, day, n });
  }

  /** What this process counted and has not written yet, for one tenant's metric since a day. */
  unwritten(tenantId: number, metric: CountedMetric, sinceDay: string) {
    let sum = 0;
    for (const entry of [...this.pending.values(), ...this.writing]) {
      if (entry.tenantId === tenantId && entry.metric === metric && entry.day >= sinceDay) {
        sum += entry.n;
      }
    }
    return sum;
  }

  /** Writes what was counted so far; resolves when it is written (or put back after a failure). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (!this.pending.size) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = batch;
    this.flushing = this.write(batch).finally(() => {
      this.writing = [];
      this.flushing = null;
    });
    await this.flushing;
  }

  private async write(batch: Pending[]) {
    const rows = JSON.stringify(
      batch.map(({ tenantId, metric, day, n }) => ({ tenant_id: tenantId, metric, day, n })),
    );
    try {
      // A tenant deleted meanwhile is left out rather than failing everyone's counts.
      await this.db.execute(sql`
        insert into usage_daily (tenant_id, metric, day, n)
        select v.tenant_id, v.metric, v.day::date, v.n
          from jsonb_to_recordset(${rows}::jsonb) as v(tenant_id int, metric text, day text, n bigint)
          join bp on bp.id = v.tenant_id
        on conflict (tenant_id, metric, day) do update set n = usage_daily.n + excluded.n`);
    } catch (error) {
      for (const entry of batch) {
        const key = `${entry.tenantId}|${entry.metric}|${entry.day}`;
        const current = this.pending.get(key);
        if (current) current.n += entry.n;
        else this.pending.set(key, entry);
      }
      this.onError(error);
    }
  }

  start(intervalMs: number) {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left. */
  async close() {
    clearInterval(this.timer);
    await this.flush();
  }
}

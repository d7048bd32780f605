import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { dailyStats } from '../../db/schema';
import type { Db } from '../../db/types';
import { daysBetween, parseRange, utcDay } from './dates';

export type StatKind = 'task' | 'event';
/** `total` adds both outcomes. */
export type StatOutcome = 'success' | 'failed' | 'total';

export interface StatPoint {
  date: string;
  count: number;
}

/**
 * GET /stat/api/{task|event}/{success|failed|total}: one point per day from `from`'s day to
 * `to`'s day (UTC), 0 for days without a row. Reads only daily_stat, a handful of rows per
 * day found through its primary key (tenant, kind, day, outcome), so the dashboard answers at
 * once however much history the engine holds.
 */
export async function dailyCounts(
  db: Db,
  tenantId: number,
  kind: StatKind,
  outcome: StatOutcome,
  range: { from: string; to: string },
): Promise<StatPoint[]> {
  const { from, to } = parseRange(range.from, range.to);
  const first = utcDay(from);
  const last = utcDay(to);
  const rows = await db
    .select({
      day: dailyStats.day,
      count: sql<number>`sum(${dailyStats.count})`.mapWith(Number),
    })
    .from(dailyStats)
    .where(
      and(
        eq(dailyStats.tenantId, tenantId),
        eq(dailyStats.kind, kind),
        gte(dailyStats.day, first),
        lte(dailyStats.day, last),
        outcome === 'total' ? undefined : eq(dailyStats.outcome, outcome),
      ),
    )
    .groupBy(dailyStats.day);
  const byDay = new Map(rows.map((row) => [row.day, row.count]));
  return daysBetween(first, last).map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

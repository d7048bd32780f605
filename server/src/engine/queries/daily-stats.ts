import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { dailyStats } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * The dashboard's counts per UTC day (`YYYY-MM-DD`) from the daily_stat rollup, a handful of
 * rows per day found through its primary key; `total` adds both outcomes. Days without a row
 * are absent.
 */
export function dailyStatCounts(db: Db) {
  return async (
    tenantId: number,
    kind: 'task' | 'event',
    outcome: 'success' | 'failed' | 'total',
    days: { first: string; last: string },
  ): Promise<Map<string, number>> => {
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
          gte(dailyStats.day, days.first),
          lte(dailyStats.day, days.last),
          outcome === 'total' ? undefined : eq(dailyStats.outcome, outcome),
        ),
      )
      .groupBy(dailyStats.day);
    return new Map(rows.map((row) => [row.day, row.count]));
  };
}

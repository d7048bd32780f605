import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { dailyStats } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * The dashboard's counts per day (`YYYY-MM-DD`) of the time zone `timeZone` (an IANA name the
 * caller checked), from first's midnight to the midnight after last in that zone. Reads the
 * daily_stat rollup's quarter-hours through its primary key and groups them by the day they
 * start on in the zone (`AT TIME ZONE`); `total` adds both outcomes. Days without a row are
 * absent.
 */
export function dailyStatCounts(db: Db) {
  return async (
    tenantId: number,
    kind: 'task' | 'event',
    outcome: 'success' | 'failed' | 'total',
    days: { first: string; last: string; timeZone: string },
  ): Promise<Map<string, number>> => {
    const midnight = (day: unknown) =>
      sql`((${day})::date::timestamp at time zone ${days.timeZone})`;
    const day = sql<string>`to_char(${dailyStats.periodStart} at time zone ${days.timeZone}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, count: sql<number>`sum(${dailyStats.count})`.mapWith(Number) })
      .from(dailyStats)
      .where(
        and(
          eq(dailyStats.tenantId, tenantId),
          eq(dailyStats.kind, kind),
          gte(dailyStats.periodStart, midnight(days.first)),
          lt(dailyStats.periodStart, midnight(sql`${days.last}::date + 1`)),
          outcome === 'total' ? undefined : eq(dailyStats.outcome, outcome),
        ),
      )
      // By position: the zone is a parameter, and two parameters are two expressions to
      // PostgreSQL, so grouping by the expression again would not match the selected one.
      .groupBy(sql`1`);
    return new Map(rows.map((row) => [row.day, row.count]));
  };
}

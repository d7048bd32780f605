import type { ProcessEngine } from '../../engine';
import { daysBetween, dayIn, parseRange } from './dates';

export type StatKind = 'task' | 'event';
/** `total` adds both outcomes. */
export type StatOutcome = 'success' | 'failed' | 'total';

export interface StatPoint {
  date: string;
  count: number;
}

/**
 * GET /stat/api/{task|event}/{success|failed|total}: one point per day of the time zone `tz`
 * from `from`'s day to `to`'s day, 0 for days without a row. Reads only the engine's rollup
 * (a row per quarter-hour), so the dashboard answers at once however much history the engine
 * holds.
 */
export async function dailyCounts(
  engine: ProcessEngine,
  tenantId: number,
  kind: StatKind,
  outcome: StatOutcome,
  query: { from: string; to: string; tz: string },
): Promise<StatPoint[]> {
  const day = dayIn(query.tz);
  const { from, to } = parseRange(query.from, query.to);
  const first = day(from);
  const last = day(to);
  const byDay = await engine.query.dailyStatCounts(tenantId, kind, outcome, {
    first,
    last,
    timeZone: query.tz,
  });
  return daysBetween(first, last).map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

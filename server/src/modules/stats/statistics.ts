import type { ProcessEngine } from '../../engine';
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
 * `to`'s day (UTC), 0 for days without a row. Reads only the engine's daily rollup, so the
 * dashboard answers at once however much history the engine holds.
 */
export async function dailyCounts(
  engine: ProcessEngine,
  tenantId: number,
  kind: StatKind,
  outcome: StatOutcome,
  range: { from: string; to: string },
): Promise<StatPoint[]> {
  const { from, to } = parseRange(range.from, range.to);
  const first = utcDay(from);
  const last = utcDay(to);
  const byDay = await engine.query.dailyStatCounts(tenantId, kind, outcome, { first, last });
  return daysBetween(first, last).map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

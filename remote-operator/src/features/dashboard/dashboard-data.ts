import { dayjs, TIMESTAMP_FORMAT } from '@console/shared';
import type { InstanceTotals, StatPoint, StatRange } from './api';

/** The range the dashboard opens with: the last 7 days, today included, in the user's zone. */
export function defaultDays(timezone: string, now: Date = new Date()): [string, string] {
  const today = dayjs(now).tz(timezone);
  return [today.subtract(6, 'day').format('YYYY-MM-DD'), today.format('YYYY-MM-DD')];
}

/**
 * Local days (`YYYY-MM-DD`, both included) as the UTC instants the statistics calls take, with
 * the zone the server groups the days by (without it, Paris's 7 days would be 8 UTC days).
 */
export function rangeOf([first, last]: [string, string], timezone: string): StatRange {
  const from = dayjs.tz(first, timezone).startOf('day').utc().format(TIMESTAMP_FORMAT);
  const to = dayjs.tz(last, timezone).endOf('day').utc().format(TIMESTAMP_FORMAT);
  return { from, to, tz: timezone };
}

/** The six daily series the dashboard reads. */
export interface DashboardSeries {
  inbound: { success: StatPoint[]; failed: StatPoint[]; total: StatPoint[] };
  outbound: { success: StatPoint[]; failed: StatPoint[]; total: StatPoint[] };
}

const sum = (points: StatPoint[]) => points.reduce((total, point) => total + point.count, 0);

/**
 * SPEC §3's dashboard figures: received (inbound events), send (outbound tasks), success (both
 * that succeeded) over the range, and in progress (instances running now).
 */
export function figuresOf(series: DashboardSeries, instances: InstanceTotals) {
  return {
    received: sum(series.inbound.total),
    send: sum(series.outbound.total),
    success: sum(series.inbound.success) + sum(series.outbound.success),
    inProgress: instances.running,
  };
}
export type DashboardFigures = ReturnType<typeof figuresOf>;

/** Per direction, what succeeded and what failed over the range (the bar chart). */
export function outcomesOf(series: DashboardSeries) {
  return {
    inbound: { success: sum(series.inbound.success), failed: sum(series.inbound.failed) },
    outbound: { success: sum(series.outbound.success), failed: sum(series.outbound.failed) },
  };
}

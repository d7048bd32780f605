import {
  dayjs,
  LOG_DIRECTIONS,
  type LogDirection,
  type LogStat,
  type LogStatus,
} from '@console/shared';

export interface StatsSeriesItem {
  type: LogDirection;
  status: LogStatus;
  /** One count per entry of `dates`. */
  counts: number[];
}

export interface StatsSeries {
  dates: string[];
  series: StatsSeriesItem[];
}

/** Success and failed always show; pending only when there is some. */
const ALWAYS: LogStatus[] = ['success', 'failed'];

/** Guards against a range of years turning into thousands of bars. */
const MAX_DAYS = 400;

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  let day = dayjs.utc(from);
  const last = dayjs.utc(to);
  while (!day.isAfter(last) && days.length < MAX_DAYS) {
    days.push(day.format('YYYY-MM-DD'));
    day = day.add(1, 'day');
  }
  return days;
}

/**
 * The chart's data: messages per day, one series per direction and status. Days without
 * messages count 0 (SPEC §9); the days span the chosen range, else the data's own.
 */
export function statsToSeries(stats: LogStat[], range?: { from: string; to: string }): StatsSeries {
  const sorted = stats.map((stat) => stat.date).sort();
  const from = range?.from ?? sorted[0];
  const to = range?.to ?? sorted[sorted.length - 1];
  if (!from || !to) return { dates: [], series: [] };
  const dates = daysBetween(from, to);
  const index = new Map(dates.map((date, position) => [date, position]));
  const statuses = stats.some((stat) => stat.status === 'pending' && stat.count > 0)
    ? [...ALWAYS, 'pending' as const]
    : ALWAYS;
  const series = LOG_DIRECTIONS.flatMap((type) =>
    statuses.map((status) => ({ type, status, counts: dates.map(() => 0) })),
  );
  for (const stat of stats) {
    const position = index.get(stat.date);
    const item = series.find((entry) => entry.type === stat.type && entry.status === stat.status);
    if (position !== undefined && item) item.counts[position] += stat.count;
  }
  return { dates, series };
}

/** True when the series hold no message at all. */
export const isEmptySeries = ({ series }: StatsSeries) =>
  series.every((item) => item.counts.every((count) => count === 0));

import { dayjs, TIMESTAMP_FORMAT, type LogQuery } from '@console/shared';
import type { Dayjs } from 'dayjs';
import type { LogFilters } from './types';

/**
 * The instant, in UTC, of a wall-clock time the user picked in their timezone. The picker's
 * value lives in the browser's zone, so only its face value (the text shown) is kept.
 */
export const wallTimeToUtc = (value: Dayjs, timezone: string): string =>
  dayjs.tz(value.format(TIMESTAMP_FORMAT), timezone).toISOString();

/** The current wall-clock time in a timezone, as a picker value. */
export const wallNow = (timezone: string): Dayjs =>
  dayjs(dayjs().tz(timezone).format(TIMESTAMP_FORMAT));

const text = (value: string | undefined) => value?.trim() || undefined;

/** The query parameters of QueryLogs and logStats for the filter form's values. */
export function toLogQuery(filters: LogFilters, timezone: string): LogQuery {
  const [start, end] = filters.range ?? [];
  const query: LogQuery = {
    from: start ? wallTimeToUtc(start, timezone) : undefined,
    to: end ? wallTimeToUtc(end, timezone) : undefined,
    type: filters.type,
    partner: text(filters.partner),
    messageId: text(filters.messageId),
    status: filters.status,
  };
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as LogQuery;
}

/** The days the chart spans, as YYYY-MM-DD in the user's timezone, when a range is chosen. */
export function rangeDays(filters: LogFilters): { from: string; to: string } | undefined {
  const [start, end] = filters.range ?? [];
  if (!start || !end) return undefined;
  return { from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') };
}

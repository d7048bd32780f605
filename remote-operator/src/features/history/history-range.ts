import { dayjs, TIMESTAMP_FORMAT } from '@console/shared';
import type { UtcRange } from './api';

const DAY = 'YYYY-MM-DD';

/** The days a history page shows: those of the URL (`from`, `to`), else the last 7 days. */
export function daysOf(
  params: URLSearchParams,
  timezone: string,
  now = new Date(),
): [string, string] {
  const valid = (text: string | null) =>
    text && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).isValid() ? text : null;
  const today = dayjs(now).tz(timezone);
  const from = valid(params.get('from')) ?? today.subtract(6, 'day').format(DAY);
  const to = valid(params.get('to')) ?? today.format(DAY);
  return from <= to ? [from, to] : [to, from];
}

/** The days, whole, in the user's timezone, as the UTC range the statistics calls take. */
export const utcRangeOf = ([first, last]: [string, string], timezone: string): UtcRange => ({
  from: dayjs.tz(first, timezone).startOf('day').utc().format(TIMESTAMP_FORMAT),
  to: dayjs.tz(last, timezone).endOf('day').utc().format(TIMESTAMP_FORMAT),
});

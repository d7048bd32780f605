import { badRequest } from '../../http/envelope';
import { wallClock } from '../instance-log/render';

/** The longest range a statistics or transaction-log query may cover, in days. */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 3600 * 1000;

// The console sends 'YYYY-MM-DD HH:mm:ss' (UTC); a bare day and ISO's 'T' … 'Z' are read too.
const FORMAT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?Z?)?$/;

/**
 * A UTC time given as `YYYY-MM-DD HH:mm:ss`, or 400 naming the field. Impossible dates such
 * as 2024-02-30 are refused rather than rolled over into March.
 */
export function parseUtc(field: string, text: string): Date {
  const match = FORMAT.exec(text.trim());
  const bad = () => badRequest(`${field} must be a UTC time as YYYY-MM-DD HH:mm:ss, not "${text}"`);
  if (!match) throw bad();
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    throw bad();
  }
  return date;
}

/** 'YYYY-MM-DD' of a time, in UTC. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * 'YYYY-MM-DD' of a time in the IANA time zone `timeZone`, or 400 naming the parameter `tz`
 * when the zone is unknown (Sweden's locale writes dates as ISO does).
 */
export function dayIn(timeZone: string): (date: Date) => string {
  const bad = () =>
    badRequest(`tz must be an IANA time zone such as Europe/Paris, not "${timeZone}"`);
  // A name, not an offset: '+01:00' is east of UTC to Intl but west of it to PostgreSQL.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(timeZone)) throw bad();
  try {
    const format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    return (date) => format.format(date);
  } catch {
    throw bad();
  }
}

/**
 * 'YYYY-MM-DD HH:mm:ss' of a time in the IANA time zone `timeZone` (the console's format), or
 * 400 naming `tz` as dayIn does.
 */
export function timeIn(timeZone: string): (date: Date) => string {
  dayIn(timeZone);
  return wallClock(timeZone);
}

export interface TimeRange {
  from: Date;
  to: Date;
}

/** from ≤ to and at most MAX_RANGE_DAYS days listed, or 400. */
export function checkRange({ from, to }: TimeRange): TimeRange {
  if (from > to) throw badRequest('from must not be after to');
  const days = dayCount(utcDay(from), utcDay(to));
  if (days > MAX_RANGE_DAYS) {
    throw badRequest(`The range covers ${days} days; at most ${MAX_RANGE_DAYS} are allowed`);
  }
  return { from, to };
}

/** Both ends given as text, parsed and checked. */
export const parseRange = (from: string, to: string) =>
  checkRange({ from: parseUtc('from', from), to: parseUtc('to', to) });

/**
 * An optional range: missing ends default to the last 24 hours (ending now), so a list
 * without a range still reads only recent index entries.
 */
export function optionalRange(from: string | undefined, to: string | undefined): TimeRange {
  const end = to === undefined ? new Date() : parseUtc('to', to);
  const start = from === undefined ? new Date(end.getTime() - DAY_MS) : parseUtc('from', from);
  return checkRange({ from: start, to: end });
}

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** How many days from `first` to `last` (both 'YYYY-MM-DD', inclusive). */
const dayCount = (first: string, last: string) =>
  Math.round((dayStart(last) - dayStart(first)) / DAY_MS) + 1;

/** Every day from `first` to `last` (both 'YYYY-MM-DD', inclusive; a checked range). */
export function daysBetween(first: string, last: string): string[] {
  return Array.from({ length: dayCount(first, last) }, (_, index) =>
    utcDay(new Date(dayStart(first) + index * DAY_MS)),
  );
}

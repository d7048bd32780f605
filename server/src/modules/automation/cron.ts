import { Cron } from 'croner';
import { badRequest } from '../../http/envelope';

/** How many fire times the console shows under a schedule as the user types. */
export const NEXT_RUNS_SHOWN = 5;

/**
 * A cron schedule (5 fields, or 6 with seconds) in a timezone. A bad one is refused with a 400
 * that names the field and what croner found wrong, e.g. `body.schedule: CronPattern: …`.
 */
export function parseSchedule(field: string, pattern: string, timezone?: string | null): Cron {
  try {
    return new Cron(pattern, {
      paused: true,
      timezone: timezone ?? undefined,
      mode: '5-or-6-parts',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`${field} is not a valid cron schedule: ${reason}`);
  }
}

/** The next `count` fire times after `from`. */
export function nextRuns(cron: Cron, count = NEXT_RUNS_SHOWN, from = new Date()): Date[] {
  return cron.nextRuns(count, from);
}

/** The first fire time after `from`, or null when the schedule never fires again. */
export const nextRun = (cron: Cron, from = new Date()) => cron.nextRun(from) ?? null;

/** A timezone name the runtime knows (IANA), or a 400 naming the field. */
export function checkTimezone(field: string, timezone: string | null | undefined) {
  if (!timezone) return;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    throw badRequest(`${field} is not a known timezone: ${timezone}`);
  }
}

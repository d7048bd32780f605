import type { Cron } from 'croner';
import type { ServerConfig } from '../../config';
import { checkTimezone, nextRun, parseSchedule } from '../automation/cron';

/**
 * How often a process looks for due timer triggers and scheduled commands. Cron has a
 * one-second grain at its finest (six fields), so a second is as late as a fire gets.
 */
export const SCHEDULE_SCAN_MS = 1000;

/**
 * The scan interval the server runs with: none when the automation config turns background
 * work off (tests, which drive `tick(now)` themselves), else SCHEDULE_SCAN_MS.
 */
export const scanIntervalOf = (config: ServerConfig) =>
  config.automation.syncMs === 0 ? 0 : SCHEDULE_SCAN_MS;

/**
 * A schedule a request sent, in its timezone: a 400 naming the field when the timezone is
 * unknown (`body.timezone is not a known timezone: …`) or the cron is bad (`body.schedule is
 * not a valid cron schedule: …`). The timezone is checked first: croner takes any name.
 */
export function checkSchedule(
  where: 'body' | 'querystring',
  schedule: string,
  timezone: string | null,
): Cron {
  checkTimezone(`${where}.timezone`, timezone);
  return parseSchedule(`${where}.schedule`, schedule, timezone);
}

/** A stored schedule (checked when it was saved). */
export const storedSchedule = (schedule: string, timezone: string | null) =>
  parseSchedule('schedule', schedule, timezone);

/**
 * The slot to run for a schedule that fell due: the latest fire time at or before `now`. A
 * process that was down over several slots runs the last one once, not each one it missed.
 */
export function latestSlot(cron: Cron, now: Date, due: Date): Date {
  // previousRuns answers the fire times strictly before its reference.
  const [latest] = cron.previousRuns(1, new Date(now.getTime() + 1));
  return latest && latest > due ? latest : due;
}

/** When a schedule fires next after `from`; null when it never does again. */
export const nextFireAfter = (cron: Cron, from: Date) => nextRun(cron, from);

/** Text a user typed, trimmed; empty is none. */
export const optionalText = (text: string | null | undefined) => text?.trim() || null;

/**
 * Calls `work` every `ms` (never two at once) until stopped; errors go to `onError`, and the
 * loop goes on. With `ms` 0 it does not run at all. `stop` waits for a round under way, so
 * nothing touches the database after the app has closed it.
 */
export class Ticker {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<unknown> | null = null;
  private stopped = false;

  start(ms: number, work: () => Promise<unknown>, onError: (error: unknown) => void) {
    if (ms <= 0) return;
    const next = () => {
      this.timer = setTimeout(() => {
        this.round = work()
          .catch(onError)
          .finally(() => {
            this.round = null;
            if (!this.stopped) next();
          });
      }, ms);
    };
    next();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
  }
}

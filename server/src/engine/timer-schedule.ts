import { Cron } from 'croner';
import type { TimerStart } from '../db/engine-schema';
import { resolveTemplate } from './bpmn/expressions';

/**
 * When a timer start event fires, as Camunda 7 computes it (DurationHelper, CronExpression):
 * a date fires once at that date, a duration once that long after the deploy, an ISO cycle
 * (`R/PT10S`, `R3/PT10S`, `R3/2026-01-01T00:00:00Z/PT1H`, `R/PT1H/2027-01-01T00:00:00Z`) at
 * its dates, and any other cycle is Quartz's cron with seconds (`0 0/5 * * * ?`), via croner.
 */
export interface Schedule {
  dueDate: Date;
  /** What computes the next due date after a fire; null when the timer fires once. */
  cycle: string | null;
  /** Fires left, this one included, of a bounded ISO cycle; null otherwise. */
  repeatsLeft: number | null;
}

interface IsoDuration {
  years: number;
  months: number;
  days: number;
  /** The time part (hours, minutes, seconds) in milliseconds. */
  ms: number;
}

const DURATION =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;
const DATE =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;
/** Iterations of a calendar cycle (months, days) walked from its start date, at most. */
const MAX_STEPS = 1_000_000;

function parseDuration(text: string): IsoDuration {
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) {
    throw new Error(`"${text}" is not an ISO 8601 duration (like PT10S or P1D)`);
  }
  const [, y, mo, w, d, h, mi, s] = match.map((part) => (part ?? '0').replace(',', '.'));
  return {
    years: Number(y),
    months: Number(mo),
    days: Number(w) * 7 + Number(d),
    ms: Math.round((Number(h) * 3600 + Number(mi) * 60 + Number(s)) * 1000),
  };
}

function parseDate(text: string): Date {
  const date = new Date(text.replace(',', '.'));
  if (!DATE.test(text) || Number.isNaN(date.getTime())) {
    throw new Error(`"${text}" is not an ISO 8601 date-time (like 2026-01-01T00:00:00Z)`);
  }
  return date;
}

/** Adds a duration `times` times (negative to subtract) in local calendar time, as Java's Calendar. */
function add(date: Date, duration: IsoDuration, times = 1): Date {
  const result = new Date(date);
  if (duration.years) result.setFullYear(result.getFullYear() + duration.years * times);
  if (duration.months) result.setMonth(result.getMonth() + duration.months * times);
  if (duration.days) result.setDate(result.getDate() + duration.days * times);
  return new Date(result.getTime() + duration.ms * times);
}

const isEmpty = (duration: IsoDuration) =>
  !duration.years && !duration.months && !duration.days && !duration.ms;

interface IsoCycle {
  times: number;
  start: Date | null;
  end: Date | null;
  period: IsoDuration;
}

function parseCycle(text: string): IsoCycle {
  const parts = text.split('/');
  if (parts.length < 2 || parts.length > 3 || !/^R\d*$/.test(parts[0])) {
    throw new Error(`"${text}" is not an ISO 8601 repeating interval (like R3/PT10S)`);
  }
  const times = parts[0] === 'R' ? Infinity : Number(parts[0].slice(1));
  const [first, second] = parts.slice(1);
  let cycle: IsoCycle;
  if (first.startsWith('P')) {
    cycle = {
      times,
      start: null,
      end: second ? parseDate(second) : null,
      period: parseDuration(first),
    };
  } else {
    if (!second) throw new Error(`"${text}" has a start date but no period or end date`);
    const start = parseDate(first);
    if (second.startsWith('P')) {
      cycle = { times, start, end: null, period: parseDuration(second) };
    } else {
      const end = parseDate(second);
      cycle = { times, start, end, period: { years: 0, months: 0, days: 0, ms: +end - +start } };
    }
  }
  if (isEmpty(cycle.period) || cycle.period.ms < 0) {
    throw new Error(`"${text}" repeats an empty or negative period`);
  }
  return cycle;
}

/** DurationHelper's next date of a cycle after `after`, with how many fires are left. */
function nextOfCycle(cycle: IsoCycle, after: Date): { due: Date; left: number | null } | null {
  const { times, start, end, period } = cycle;
  const timeOnly = !period.years && !period.months && !period.days;
  if (start) {
    let steps = 0;
    if (timeOnly && +after >= +start) {
      // A fixed period: jump straight to the first date after `after` (R/PT1S from years ago).
      steps = Math.min(times, Math.floor((+after - +start) / period.ms) + 1);
    } else {
      while (steps < times && steps < MAX_STEPS && +add(start, period, steps) <= +after) steps++;
    }
    const due = add(start, period, steps);
    if (+due <= +after) return null;
    return { due, left: Number.isFinite(times) ? times - steps + 1 : null };
  }
  // Counted back from the end date: the last `times` dates up to it.
  if (timeOnly) {
    if (+end! <= +after) return null;
    const back = Math.min(times, Math.ceil((+end! - +after) / period.ms) - 1);
    return { due: new Date(+end! - back * period.ms), left: null };
  }
  let next = end!;
  let cur = add(end!, period, -1);
  for (let i = 0; i < times && +cur > +after && i < MAX_STEPS; i++) {
    next = cur;
    cur = add(cur, period, -1);
  }
  return +next <= +after ? null : { due: next, left: null };
}

function cronOf(text: string): Cron {
  try {
    // Quartz's form: seconds first, an optional year, `?`, 1 = Sunday, `0/5` steps.
    return new Cron(text, {
      paused: true,
      mode: '6-or-7-parts',
      alternativeWeekdays: true,
      sloppyRanges: true,
    });
  } catch (error) {
    throw new Error(
      `"${text}" is neither an ISO 8601 repeating interval (R/PT10S) nor a cron expression with seconds (0 0/5 * * * ?): ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * The next fire of a repeating timer after `after`, or null when it is done. `repeatsLeft` is
 * what the job has left, this fire included; without it, the first fire at deploy. A bounded
 * cycle's dates before the deploy are over (Camunda counts Rn from the cycle's start); from
 * there on every fire counts one, so that R2 fires twice even when a fire came late. A late
 * fire skips the dates it missed rather than catching up on them.
 */
export function nextFire(
  cycle: string,
  after: Date,
  repeatsLeft?: number | null,
): Omit<Schedule, 'cycle'> | null {
  if (!cycle.startsWith('R')) {
    const due = cronOf(cycle).nextRun(after);
    return due && { dueDate: due, repeatsLeft: null };
  }
  const parsed = parseCycle(cycle);
  if (repeatsLeft === undefined || repeatsLeft === null || !parsed.start) {
    const next = nextOfCycle(parsed, after);
    return next && { dueDate: next.due, repeatsLeft: next.left };
  }
  if (repeatsLeft <= 1) return null;
  const next = nextOfCycle({ ...parsed, times: Infinity }, after);
  return next && { dueDate: next.due, repeatsLeft: repeatsLeft - 1 };
}

/** An expression in a timer is resolved once, at deploy, without variables (as Camunda does). */
function resolvedText(timer: TimerStart): string {
  const value = timer.value.trim();
  if (!value.includes('${') && !value.includes('#{')) return value;
  const resolved = resolveTemplate(value.replace(/#\{/g, '${'), {});
  return resolved instanceof Date ? resolved.toISOString() : String(resolved ?? '').trim();
}

/** The first fire of a timer start event deployed at `now`; throws why when it cannot fire. */
export function firstFire(timer: TimerStart, now: Date): Schedule {
  const text = resolvedText(timer);
  if (!text) throw new Error(`its ${timer.type} is empty`);
  if (timer.type === 'timeDate')
    return { dueDate: parseDate(text), cycle: null, repeatsLeft: null };
  if (timer.type === 'timeDuration') {
    return { dueDate: add(now, parseDuration(text)), cycle: null, repeatsLeft: null };
  }
  // A cycle without dates starts now: its start is fixed so that later fires keep the rhythm.
  const parts = text.split('/');
  const cycle =
    text.startsWith('R') && parts.length === 2 && parts[1].startsWith('P')
      ? `${parts[0]}/${now.toISOString()}/${parts[1]}`
      : text;
  const next = nextFire(cycle, now);
  if (!next) throw new Error(`the cycle "${text}" has no fire time after now`);
  return { ...next, cycle };
}

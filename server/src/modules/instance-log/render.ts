import type { InstanceLogLine } from '../../engine';

/** simple: time and message; complete: time, level, source, activity and message. */
export type LogMode = 'simple' | 'complete';

/** Level names padded to one width, so that the complete text reads in columns. */
const LEVEL_WIDTH = 5;
/** `YYYY-MM-DD HH:mm:ss` (SPEC §9). */
const TIME_WIDTH = 19;

/**
 * The bytes of a line in the mode apart from its variable fields (message, and in complete
 * mode source and activity): the time, the level, the separators and the newline. The size
 * the database adds up and the text written must agree, and this is where they meet.
 */
export const lineBytes = (mode: LogMode) =>
  mode === 'simple' ? TIME_WIDTH + 2 : TIME_WIDTH + 1 + LEVEL_WIDTH + 1 + 1 + 1 + 1;

/** A time zone's wall clock as `YYYY-MM-DD HH:mm:ss` (Sweden's locale writes it so). */
export function wallClock(timeZone: string) {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (at: Date) => format.format(at);
}

/** One line of the log's text in the mode, ending in a newline. */
export function renderLine(row: InstanceLogLine, mode: LogMode, time: (at: Date) => string) {
  const at = time(row.timestamp);
  if (mode === 'simple') return `${at} ${row.message}\n`;
  const level = row.level.toUpperCase().padEnd(LEVEL_WIDTH);
  return `${at} ${level} ${row.source} ${row.activityId ?? '-'} ${row.message}\n`;
}

/** The browser's time zone (what dayjs.tz.guess() reads too), without loading dayjs. */
export const guessTimezone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

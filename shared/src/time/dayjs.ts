import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/fr-ca';
import type { Lang } from '../contract/languages';

dayjs.extend(utc);
dayjs.extend(timezone);

/** SPEC §9: how every time in the console is shown. */
export const TIMESTAMP_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const DAYJS_LOCALE: Record<Lang, string> = { 'en-US': 'en', 'zh-CN': 'zh-cn', 'fr-CA': 'fr-ca' };

export const setDayjsLocale = (lang: Lang) => dayjs.locale(DAYJS_LOCALE[lang]);

export { guessTimezone } from './zone';

/** Formats an instant in the given zone; empty input gives an empty string. */
export function formatTime(
  value: string | number | Date | null | undefined,
  zone: string,
  format = TIMESTAMP_FORMAT,
): string {
  if (value == null || value === '') return '';
  const instant = dayjs(value);
  return instant.isValid() ? instant.tz(zone).format(format) : '';
}

/** The zone's offset as a label, e.g. `UTC+08:00` (SPEC §3 "utc label"). */
export function utcLabel(zone: string, at: Date = new Date()): string {
  return `UTC${dayjs(at).tz(zone).format('Z')}`;
}

/** Every IANA zone the runtime knows, for the timezone picker. */
export function timezoneNames(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

export { dayjs };

import { TIMESTAMP_FORMAT, formatTime, timezoneNames, utcLabel } from './dayjs';

describe('time (SPEC §1, §9)', () => {
  const instant = '2026-03-01T12:34:56Z';

  it('formats as YYYY-MM-DD HH:mm:ss in the chosen zone', () => {
    expect(TIMESTAMP_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatTime(instant, 'UTC')).toBe('2026-03-01 12:34:56');
    expect(formatTime(instant, 'Asia/Shanghai')).toBe('2026-03-01 20:34:56');
    expect(formatTime(instant, 'America/Toronto')).toBe('2026-03-01 07:34:56');
  });

  it('gives nothing for empty or invalid input', () => {
    expect(formatTime(null, 'UTC')).toBe('');
    expect(formatTime('', 'UTC')).toBe('');
    expect(formatTime('not a date', 'UTC')).toBe('');
  });

  it('labels a zone by its offset', () => {
    expect(utcLabel('Asia/Shanghai', new Date(instant))).toBe('UTC+08:00');
    expect(utcLabel('UTC', new Date(instant))).toBe('UTC+00:00');
  });

  it('lists zones including UTC', () => {
    const zones = timezoneNames();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Paris');
  });
});

import { daysOf, utcRangeOf } from './history-range';

const NOW = new Date('2026-11-25T02:00:00Z');

describe('history ranges', () => {
  it('opens on the last 7 days in the user timezone', () => {
    expect(daysOf(new URLSearchParams(), 'America/Toronto', NOW)).toEqual([
      '2026-11-18',
      '2026-11-24',
    ]);
  });

  it('reads the URL, puts the days in order and ignores bad ones', () => {
    expect(daysOf(new URLSearchParams('from=2026-11-20&to=2026-11-10'), 'UTC', NOW)).toEqual([
      '2026-11-10',
      '2026-11-20',
    ]);
    expect(daysOf(new URLSearchParams('from=yesterday'), 'UTC', NOW)).toEqual([
      '2026-11-19',
      '2026-11-25',
    ]);
  });

  it('sends whole days of the zone in UTC', () => {
    expect(utcRangeOf(['2026-11-20', '2026-11-21'], 'Asia/Shanghai')).toEqual({
      from: '2026-11-19 16:00:00',
      to: '2026-11-21 15:59:59',
    });
  });
});

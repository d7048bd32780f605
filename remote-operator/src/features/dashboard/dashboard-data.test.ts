import { points } from '../../testing/builders';
import { defaultDays, figuresOf, outcomesOf, rangeOf } from './dashboard-data';

const DAYS = ['2024-03-01', '2024-03-02'];
const series = {
  inbound: {
    success: points(DAYS, [3, 4]),
    failed: points(DAYS, [1, 0]),
    total: points(DAYS, [4, 4]),
  },
  outbound: {
    success: points(DAYS, [5, 0]),
    failed: points(DAYS, [0, 2]),
    total: points(DAYS, [5, 2]),
  },
};

describe('dashboard data', () => {
  it('opens on the last 7 days, today included, in the user timezone', () => {
    // 2024-03-07 20:00 UTC is already the 8th in Shanghai.
    const now = new Date('2024-03-07T20:00:00Z');
    expect(defaultDays('Asia/Shanghai', now)).toEqual(['2024-03-02', '2024-03-08']);
    expect(defaultDays('UTC', now)).toEqual(['2024-03-01', '2024-03-07']);
  });

  it('sends local days as UTC `YYYY-MM-DD HH:mm:ss` instants, with the zone of the days', () => {
    expect(rangeOf(['2024-03-02', '2024-03-08'], 'Asia/Shanghai')).toEqual({
      from: '2024-03-01 16:00:00',
      to: '2024-03-08 15:59:59',
      tz: 'Asia/Shanghai',
    });
  });

  it('adds up received, send and success over the range; in progress is running now', () => {
    expect(figuresOf(series, { running: 6, active: 5, incident: 1 })).toEqual({
      received: 8,
      send: 7,
      success: 12,
      inProgress: 6,
    });
  });

  it('splits each direction into success and failed', () => {
    expect(outcomesOf(series)).toEqual({
      inbound: { success: 7, failed: 1 },
      outbound: { success: 5, failed: 2 },
    });
  });
});

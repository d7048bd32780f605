import { dayjs } from '@console/shared';
import { rangeDays, toLogQuery, wallTimeToUtc } from './log-query';

// Picker values carry the browser's zone; only their face value counts.
const picked = (text: string) => dayjs(text);

describe('toLogQuery', () => {
  it('reads the picked times in the user timezone and sends them in UTC', () => {
    expect(wallTimeToUtc(picked('2025-03-10 00:00:00'), 'Asia/Shanghai')).toBe(
      '2025-03-09T16:00:00.000Z',
    );
    expect(wallTimeToUtc(picked('2025-07-01 09:30:00'), 'America/Toronto')).toBe(
      '2025-07-01T13:30:00.000Z',
    );
    expect(wallTimeToUtc(picked('2025-01-15 09:30:00'), 'America/Toronto')).toBe(
      '2025-01-15T14:30:00.000Z',
    );
  });

  it('maps every filter and leaves out the empty ones', () => {
    const query = toLogQuery(
      {
        range: [picked('2025-03-01 00:00:00'), picked('2025-03-07 23:59:59')],
        type: 'receive',
        partner: ' acme ',
        messageId: 'msg-1',
        status: 'failed',
      },
      'Europe/Paris',
    );
    expect(query).toEqual({
      from: '2025-02-28T23:00:00.000Z',
      to: '2025-03-07T22:59:59.000Z',
      type: 'receive',
      partner: 'acme',
      messageId: 'msg-1',
      status: 'failed',
    });
    expect(toLogQuery({ partner: '  ', range: null }, 'UTC')).toEqual({});
  });

  it('keeps an open-ended range', () => {
    expect(toLogQuery({ range: [picked('2025-03-01 00:00:00'), null] }, 'UTC')).toEqual({
      from: '2025-03-01T00:00:00.000Z',
    });
  });

  it('gives the days the chart spans', () => {
    expect(
      rangeDays({ range: [picked('2025-03-01 08:00:00'), picked('2025-03-03 10:00:00')] }),
    ).toEqual({ from: '2025-03-01', to: '2025-03-03' });
    expect(rangeDays({})).toBeUndefined();
  });
});

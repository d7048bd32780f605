import { expiryState, needsAttention } from './expiry';

const NOW = new Date('2025-06-01T12:00:00.000Z');

describe('expiryState', () => {
  it.each([
    ['2025-05-31T12:00:00.000Z', { status: 'expired' }],
    ['2025-06-01T12:00:00.000Z', { status: 'expired' }],
    ['2025-06-01T18:00:00.000Z', { status: 'expiring', days: 1 }],
    ['2025-06-02T12:00:00.000Z', { status: 'expiring', days: 1 }],
    ['2025-06-11T12:00:00.000Z', { status: 'expiring', days: 10 }],
    ['2025-07-01T12:00:00.000Z', { status: 'expiring', days: 30 }],
    ['2025-07-01T12:00:01.000Z', { status: 'valid' }],
    ['2030-01-01T00:00:00.000Z', { status: 'valid' }],
    [null, { status: 'unknown' }],
    ['not a date', { status: 'unknown' }],
  ])('%s is %j', (validTo, expected) => {
    expect(expiryState(validTo, NOW)).toEqual(expected);
  });

  it('flags expired and expiring certificates only', () => {
    expect(needsAttention({ status: 'expired' })).toBe(true);
    expect(needsAttention({ status: 'expiring', days: 3 })).toBe(true);
    expect(needsAttention({ status: 'valid' })).toBe(false);
    expect(needsAttention({ status: 'unknown' })).toBe(false);
  });
});

import { normaliseIncidentMessage } from './incident-groups';

describe('normaliseIncidentMessage', () => {
  it('masks ids, timestamps and numbers so that one cause reads alike', () => {
    const a = normaliseIncidentMessage(
      'Order 1042 failed at 2026-11-20T09:01:02.123Z: instance 3f2b1c4d-1111-2222-3333-444455556666 timed out after 30s',
    );
    const b = normaliseIncidentMessage(
      'Order 77 failed at 2026-11-21 10:00:00: instance 9a8b7c6d-aaaa-bbbb-cccc-ddddeeeeffff timed out after 45s',
    );
    expect(a).toBe('Order <n> failed at <time>: instance <id> timed out after <n>s');
    expect(b).toBe(a);
  });

  it('keeps words, masks long hex ids, and reads null as empty', () => {
    expect(normaliseIncidentMessage('Deadbeef partner down')).toBe('Deadbeef partner down');
    expect(normaliseIncidentMessage('task 5f3a9c0d1e2b4a67 lost')).toBe('task <id> lost');
    expect(normaliseIncidentMessage(null)).toBe('');
    expect(normaliseIncidentMessage('api v2 of host a5b refused PO-1042')).toBe(
      'api v2 of host a5b refused PO-<n>',
    );
    // Every digit of a word stays, not only the first (a run of them once lost its tail).
    expect(normaliseIncidentMessage('partner mwvs0057 refused 12')).toBe(
      'partner mwvs0057 refused <n>',
    );
  });
});

import { parseGroupId, trimPartnerForm } from './partner-form';

describe('parseGroupId', () => {
  it('reads a positive whole number', () => {
    expect(parseGroupId('12')).toBe(12);
    expect(parseGroupId(' 7 ')).toBe(7);
  });

  it('refuses a missing, empty, zero, negative, fractional or non-numeric id', () => {
    for (const raw of [null, '', '0', '-3', '1.5', 'abc', '1e3', '99999999999999999999']) {
      expect(parseGroupId(raw)).toBeUndefined();
    }
  });
});

describe('trimPartnerForm', () => {
  it('trims the name and the email', () => {
    expect(trimPartnerForm({ name: ' Acme ', email: ' edi@acme.example ' })).toEqual({
      name: 'Acme',
      email: 'edi@acme.example',
    });
  });
});

import {
  fieldProblem,
  hasConsecutiveSpaces,
  hasSpaces,
  isBlank,
  isHttpUrl,
  keeps,
  matchesPrefix,
  wholeNumber,
  type FieldRule,
} from './field-rules';

describe('field predicates (SPEC §5)', () => {
  it('find spaces and consecutive spaces', () => {
    expect(hasSpaces('a b')).toBe(true);
    expect(hasSpaces('a\tb')).toBe(true);
    expect(hasSpaces('ab')).toBe(false);
    expect(hasConsecutiveSpaces('a  b')).toBe(true);
    expect(hasConsecutiveSpaces('a b c')).toBe(false);
  });

  it('check the prefix: the prefix, then at least one digit, letter, underscore or dash', () => {
    expect(matchesPrefix('SP_ORDERS-1', 'SP_')).toBe(true);
    expect(matchesPrefix('SP_a-B_9', 'SP_')).toBe(true);
    for (const bad of [
      'RP_ORDERS',
      'sp_orders',
      'SP_',
      'SP_ORD ERS',
      'SP_ORDERS!',
      'SP_a.b',
      'SP_ä',
    ])
      expect(matchesPrefix(bad, 'SP_')).toBe(false);
  });

  it('accept http(s) URLs only, without blanks', () => {
    expect(isHttpUrl('https://as2.example.com/as2')).toBe(true);
    expect(isHttpUrl('http://partner.example:8080/as2')).toBe(true);
    for (const bad of [
      'ftp://x',
      'not a url',
      'partner.example',
      'mailto:x@y.example',
      'https://a.example/a b',
    ])
      expect(isHttpUrl(bad)).toBe(false);
  });

  it('read whole numbers from numbers and digit texts only', () => {
    expect(wholeNumber(45)).toBe(45);
    expect(wholeNumber(' 45 ')).toBe(45);
    for (const bad of [1.5, '12s', '-1', true, null, undefined, ''])
      expect(wholeNumber(bad)).toBeUndefined();
  });

  it('count null, undefined and the empty text as blank, nothing else', () => {
    for (const blank of [null, undefined, '']) expect(isBlank(blank)).toBe(true);
    for (const value of [0, false, ' ', 'a']) expect(isBlank(value)).toBe(false);
  });
});

describe('keeps', () => {
  it.each<[FieldRule, unknown, boolean]>([
    [{ rule: 'required' }, '', false],
    [{ rule: 'required' }, null, false],
    [{ rule: 'required' }, ' ', true],
    [{ rule: 'required' }, 0, true],
    [{ rule: 'noSpaces' }, 'A CME', false],
    [{ rule: 'noConsecutiveSpaces' }, 'a  b', false],
    [{ rule: 'maxLength', length: 3 }, 'abc', true],
    [{ rule: 'maxLength', length: 3 }, 'abcd', false],
    [{ rule: 'prefix', prefix: 'RP_' }, 'RP_ASN', true],
    [{ rule: 'oneOf', values: ['sync', 'async'] }, 'async', true],
    [{ rule: 'oneOf', values: ['sync', 'async'] }, 'Sync', false],
    [{ rule: 'httpUrl' }, 'ftp://x', false],
    [{ rule: 'wholeNumber', min: 1, max: 3600 }, 3600, true],
    [{ rule: 'wholeNumber', min: 1, max: 3600 }, '3600', true],
    [{ rule: 'wholeNumber', min: 1, max: 3600 }, 0, false],
    [{ rule: 'wholeNumber', min: 1, max: 3600 }, 3601, false],
  ])('%j with %j: %s', (rule, value, kept) => {
    expect(keeps(rule, value)).toBe(kept);
  });

  it('lets a blank value through every rule but required', () => {
    const rules: FieldRule[] = [
      { rule: 'noSpaces' },
      { rule: 'maxLength', length: 0 },
      { rule: 'prefix', prefix: 'SP_' },
      { rule: 'oneOf', values: [] },
      { rule: 'httpUrl' },
      { rule: 'wholeNumber', min: 1, max: 2 },
    ];
    for (const rule of rules) expect(keeps(rule, undefined)).toBe(true);
  });
});

describe('fieldProblem', () => {
  it('names the field and the first rule its value breaks', () => {
    const rules: FieldRule[] = [
      { rule: 'required' },
      { rule: 'noSpaces' },
      { rule: 'maxLength', length: 3 },
    ];
    expect(fieldProblem('from', rules, '')).toEqual({ prop: 'from', rule: 'required' });
    expect(fieldProblem('from', rules, 'A B C D')).toEqual({ prop: 'from', rule: 'noSpaces' });
    expect(fieldProblem('from', rules, 'ABCD')).toEqual({
      prop: 'from',
      rule: 'maxLength',
      length: 3,
    });
    expect(fieldProblem('from', rules, 'ABC')).toBeUndefined();
  });
});

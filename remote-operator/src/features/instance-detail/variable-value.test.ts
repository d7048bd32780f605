import { typedValue, valueText } from './variable-value';

describe('typedValue', () => {
  it('sends numbers and booleans as such', () => {
    expect(typedValue('Integer', ' 42 ')).toBe(42);
    expect(typedValue('Double', '2.5')).toBe(2.5);
    expect(typedValue('Boolean', 'false')).toBe(false);
  });

  it('leaves a value that does not fit its type as typed, for the server to refuse', () => {
    expect(typedValue('Integer', 'forty')).toBe('forty');
    expect(typedValue('Long', '')).toBe('');
    expect(typedValue('Boolean', 'yes')).toBe('yes');
  });

  it('keeps text and JSON as text, and Null as null', () => {
    expect(typedValue('String', ' a ')).toBe(' a ');
    expect(typedValue('Json', '{"a":1}')).toBe('{"a":1}');
    expect(typedValue('Null', 'x')).toBeNull();
  });
});

describe('valueText', () => {
  it('shows objects as JSON and nothing for null', () => {
    expect(valueText({ a: 1 })).toBe('{"a":1}');
    expect(valueText(null)).toBe('');
    expect(valueText(3)).toBe('3');
  });
});

import { dayjs } from '@console/shared';
import {
  controlValueOf,
  convertedValue,
  typedValue,
  valueProblem,
  valueText,
  wireValueOf,
} from './variable-value';

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

describe('controls and the wire', () => {
  it('reads stored values into each type’s control', () => {
    expect(controlValueOf('Boolean', true, 'UTC')).toBe(true);
    expect(controlValueOf('Boolean', 'false', 'UTC')).toBe(false);
    expect(controlValueOf('Integer', '7', 'UTC')).toBe(7);
    expect(controlValueOf('Long', 'seven', 'UTC')).toBeUndefined();
    expect(controlValueOf('Json', '{"a":1}', 'UTC')).toBe('{"a":1}');
    expect(controlValueOf('Null', 'x', 'UTC')).toBeNull();
  });

  it('shows a stored date as wall-clock time in the user’s zone and sends it in Camunda’s format', () => {
    const shown = controlValueOf('Date', '2024-05-01T07:30:00.000Z', 'Europe/Paris');
    expect(dayjs.isDayjs(shown) && shown.format('YYYY-MM-DD HH:mm')).toBe('2024-05-01 09:30');
    expect(wireValueOf('Date', shown, 'Europe/Paris')).toBe('2024-05-01T09:30:00.000+0200');
    expect(wireValueOf('Date', shown, 'Asia/Shanghai')).toBe('2024-05-01T09:30:00.000+0800');
  });

  it('carries a value over when the type changes', () => {
    expect(convertedValue('String', 'Integer', '42', 'UTC')).toBe(42);
    expect(convertedValue('Integer', 'String', 42, 'UTC')).toBe('42');
    expect(convertedValue('String', 'Boolean', 'true', 'UTC')).toBe(true);
    expect(convertedValue('String', 'Double', 'abc', 'UTC')).toBeUndefined();
  });
});

describe('valueProblem', () => {
  it('takes what the engine takes', () => {
    expect(valueProblem('Integer', 2147483647)).toBeNull();
    expect(valueProblem('Long', 2 ** 40)).toBeNull();
    expect(valueProblem('Double', 0.5)).toBeNull();
    expect(valueProblem('Json', '[1,2]')).toBeNull();
    expect(valueProblem('String', '')).toBeNull();
    expect(valueProblem('Boolean', false)).toBeNull();
    expect(valueProblem('Date', dayjs())).toBeNull();
  });

  it('names what is wrong', () => {
    expect(valueProblem('Integer', undefined)?.key).toBe('variable.valueRequired');
    expect(valueProblem('Integer', 1.5)?.key).toBe('variable.wholeNumber');
    expect(valueProblem('Integer', 2 ** 31)).toEqual({
      key: 'variable.range',
      values: { type: 'Integer', min: -2147483648, max: 2147483647 },
    });
    expect(valueProblem('Long', 2 ** 60)?.key).toBe('variable.range');
    expect(valueProblem('Date', null)?.key).toBe('variable.valueRequired');
    expect(valueProblem('Json', '{a:1}')?.key).toBe('variable.json');
  });
});

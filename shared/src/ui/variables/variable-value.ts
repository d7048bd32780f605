import { dayjs } from '@console/shared';
import type { Dayjs } from 'dayjs';

/** Camunda's variable types (SPEC §3 instance variable), as the editors offer them. */
export const VARIABLE_TYPES = [
  'String',
  'Integer',
  'Long',
  'Double',
  'Boolean',
  'Json',
  'Date',
  'Null',
] as const;
export type VariableType = (typeof VARIABLE_TYPES)[number];

/** Camunda's date format, `yyyy-MM-dd'T'HH:mm:ss.SSSZ` (e.g. 2024-05-01T09:30:00.000+0200). */
export const CAMUNDA_DATE_FORMAT = 'YYYY-MM-DDTHH:mm:ss.SSSZZ';
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss.SSS';

/** Java's int, Camunda's Integer. */
export const INTEGER_RANGE = { min: -(2 ** 31), max: 2 ** 31 - 1 };
/** A Long the engine (JavaScript numbers) keeps exactly. */
export const LONG_RANGE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

/**
 * The value to send for what the user typed: numbers and booleans as such when the text reads
 * as one, anything else as the text, so that a value that does not fit its type reaches the
 * server and is refused with its own message (nothing is guessed or changed here).
 */
export function typedValue(type: string, text: string): unknown {
  const trimmed = text.trim();
  if (type === 'Null') return null;
  if (['Integer', 'Long', 'Double'].includes(type)) {
    return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
  }
  if (type === 'Boolean') {
    if (trimmed === 'true') return true;
    if (trimmed === 'false') return false;
  }
  return text;
}

/** A stored value as text (the variables table, a String editor). */
export const valueText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** What a type's control holds: a boolean, a number, a Dayjs, text, or null. */
export type ControlValue = boolean | number | Dayjs | string | null | undefined;

const isNumberType = (type: string) => type === 'Integer' || type === 'Long' || type === 'Double';

/**
 * A value (stored, sent, or another type's) as `type`'s control holds it; what does not read as
 * that type becomes the control's empty value. Dates are shown as wall-clock time in `zone`.
 */
export function controlValueOf(type: string, value: unknown, zone: string): ControlValue {
  if (type === 'Null') return null;
  if (type === 'Boolean') return value === true || value === 'true';
  if (isNumberType(type)) {
    const number = typeof value === 'string' && value.trim() ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
  }
  if (type === 'Date') {
    if (typeof value !== 'string' && !dayjs.isDayjs(value)) return undefined;
    const instant = dayjs(value);
    return instant.isValid() ? dayjs(instant.tz(zone).format(WALL_CLOCK)) : undefined;
  }
  if (type === 'Json' && typeof value === 'string') return value;
  return valueText(value);
}

/**
 * The value to send for a control's value: a Date's wall-clock time in `zone` in Camunda's
 * format, Json as its text (the engine parses it), anything else as it is.
 */
export function wireValueOf(type: string, value: ControlValue, zone: string): unknown {
  if (type === 'Null' || value === undefined) return null;
  if (dayjs.isDayjs(value)) {
    return dayjs.tz(value.format(WALL_CLOCK), zone).format(CAMUNDA_DATE_FORMAT);
  }
  if (type === 'Boolean') return value === true;
  return value;
}

/** A control's value carried over to another type (the user changed the type select). */
export const convertedValue = (from: string, to: string, value: ControlValue, zone: string) =>
  controlValueOf(to, wireValueOf(from, value, zone), zone);

/** What is wrong with a control's value for its type: a common-namespace key and its values. */
export interface ValueProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** The first problem of `value` as a `type` value, or null when the engine will take it. */
export function valueProblem(type: string, value: ControlValue): ValueProblem | null {
  const empty = value === undefined || value === null || value === '';
  if (isNumberType(type) || type === 'Date' || type === 'Json') {
    if (empty) return { key: 'variable.valueRequired', values: { type } };
  }
  if (isNumberType(type)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return { key: 'variable.number', values: { type } };
    }
    if (type === 'Double') return null;
    if (!Number.isInteger(value)) return { key: 'variable.wholeNumber', values: { type } };
    const range = type === 'Integer' ? INTEGER_RANGE : LONG_RANGE;
    if (value < range.min || value > range.max) {
      return { key: 'variable.range', values: { type, ...range } };
    }
  }
  if (type === 'Date' && !(dayjs.isDayjs(value) && value.isValid())) {
    return { key: 'variable.valueRequired', values: { type } };
  }
  if (type === 'Json') {
    try {
      JSON.parse(String(value));
    } catch (error) {
      return { key: 'variable.json', values: { reason: (error as Error).message } };
    }
  }
  return null;
}

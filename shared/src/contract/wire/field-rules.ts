/**
 * The field rules of SPEC §5 as data and pure checks. The server and the console check a field
 * with the same `keeps`, and each words a broken rule its own way: the server in the API's
 * English, the console in the user's language.
 */
export type FieldRule =
  | { rule: 'required' }
  | { rule: 'noSpaces' }
  | { rule: 'noConsecutiveSpaces' }
  | { rule: 'maxLength'; length: number }
  /** Starts with the prefix, then only digits, letters, underscore and dash. */
  | { rule: 'prefix'; prefix: string }
  | { rule: 'oneOf'; values: readonly string[] }
  | { rule: 'httpUrl' }
  /** A whole number in [min, max]; a text of digits counts, as forms and query strings give it. */
  | { rule: 'wholeNumber'; min: number; max: number };

/** A field's value broke `rule`; `prop` is the field's name on the wire. */
export type FieldProblem = FieldRule & { prop: string };

/** Missing, null or empty: what `required` refuses and every other rule lets through. */
export const isBlank = (value: unknown): value is null | undefined | '' =>
  value == null || value === '';

export const hasSpaces = (value: string) => /\s/.test(value);

export const hasConsecutiveSpaces = (value: string) => /\s{2,}/.test(value);

export const matchesPrefix = (value: string, prefix: string) =>
  value.startsWith(prefix) && /^[A-Za-z0-9_-]+$/.test(value.slice(prefix.length));

/** An absolute http or https URL, without blanks (which `URL` would quietly encode). */
export function isHttpUrl(value: string): boolean {
  if (hasSpaces(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A number, or a text of digits, as a whole number; undefined for anything else. */
export function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

/** True when `value` keeps `rule`. */
export function keeps(rule: FieldRule, value: unknown): boolean {
  if (rule.rule === 'required') return !isBlank(value);
  if (isBlank(value)) return true;
  const text = String(value);
  switch (rule.rule) {
    case 'noSpaces':
      return !hasSpaces(text);
    case 'noConsecutiveSpaces':
      return !hasConsecutiveSpaces(text);
    case 'maxLength':
      return text.length <= rule.length;
    case 'prefix':
      return matchesPrefix(text, rule.prefix);
    case 'oneOf':
      return rule.values.includes(text);
    case 'httpUrl':
      return isHttpUrl(text);
    case 'wholeNumber': {
      const number = wholeNumber(value);
      return number !== undefined && number >= rule.min && number <= rule.max;
    }
  }
}

/** The first of `rules` that the value of the field `prop` breaks, as a problem. */
export function fieldProblem(
  prop: string,
  rules: readonly FieldRule[],
  value: unknown,
): FieldProblem | undefined {
  const broken = rules.find((rule) => !keeps(rule, value));
  return broken && { ...broken, prop };
}

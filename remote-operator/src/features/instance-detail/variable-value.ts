/** Camunda's variable types (SPEC §3 instance variable), as the edit dialog offers them. */
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

/** A stored value as the edit dialog shows it. */
export const valueText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

import { malformed } from './errors';

/**
 * MIME header fields, read strictly: CRLF line ends only, no bare CR or LF, no control
 * characters, bounded lines and values. A header is where an attacker's text would turn into
 * our log lines or MDN fields, so anything unusual is refused rather than repaired.
 */

/** RFC 5322 §2.1.1: a line is at most 998 characters. */
export const MAX_LINE = 998;
/** An unfolded value; a Content-Type with a boundary is far shorter. */
export const MAX_VALUE = 4096;
export const MAX_FIELDS = 64;

export interface HeaderField {
  name: string;
  value: string;
}

const FIELD_NAME = /^[!-9;-~]+$/;
// HTAB and visible characters; bytes above 0x7F (UTF-8 text) are kept.
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const FORBIDDEN = /[\x00-\x08\x0a-\x1f\x7f]/;

/** Reads a header section (without its closing empty line). */
export function parseHeaderFields(text: string): HeaderField[] {
  if (text === '') return [];
  const lines = text.split('\r\n');
  const fields: HeaderField[] = [];
  for (const line of lines) {
    if (line.includes('\r') || line.includes('\n'))
      throw malformed('A header contains a bare CR or LF');
    if (line.length > MAX_LINE)
      throw malformed(`A header line is longer than ${MAX_LINE} characters`);
    if (FORBIDDEN.test(line)) throw malformed('A header contains a control character');
    let current = fields.at(-1);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (!current) throw malformed('The headers start with a continuation line');
      current.value += line;
    } else {
      const colon = line.indexOf(':');
      const name = line.slice(0, Math.max(colon, 0));
      if (colon < 1 || !FIELD_NAME.test(name)) throw malformed('A header line has no valid name');
      current = { name, value: line.slice(colon + 1) };
      fields.push(current);
    }
    if (current.value.length > MAX_VALUE)
      throw malformed(`The header ${current.name} is longer than ${MAX_VALUE} characters`);
  }
  if (fields.length > MAX_FIELDS) throw malformed(`More than ${MAX_FIELDS} headers`);
  return fields.map(({ name, value }) => ({ name, value: value.trim() }));
}

/** The one value of `name` (case-insensitive), or undefined; a repeated field is refused. */
export function fieldValue(fields: HeaderField[], name: string): string | undefined {
  const found = fields.filter((field) => field.name.toLowerCase() === name.toLowerCase());
  if (found.length > 1) throw malformed(`The header ${name} appears more than once`);
  return found[0]?.value;
}

/** A value we write ourselves: refusing CR, LF and control characters keeps headers single. */
export function checkedValue(name: string, value: string): string {
  if (FORBIDDEN.test(value) || value.length > MAX_VALUE)
    throw malformed(`The value of ${name} is not a valid header value`);
  return value;
}

export const formatFields = (fields: [string, string][]) =>
  fields.map(([name, value]) => `${name}: ${checkedValue(name, value)}\r\n`).join('');

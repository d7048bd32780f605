import { malformed } from './errors';

/**
 * Structured header values: `type/subtype; name=value; name="quoted"` (RFC 2045 §5.1) and
 * the RFC 2231 `name*=charset''percent-encoded` form that file names with non-ASCII letters use.
 */

export interface ParameterizedValue {
  /** Lower-cased: media types and disposition types compare without case. */
  value: string;
  /** Names lower-cased. */
  params: Map<string, string>;
}

const TOKEN = /^[!#$%&'*+\-.0-9A-Z^_`a-z|~]+$/;

/** Splits on `;` outside quoted strings; an unterminated quote is refused. */
function splitParameters(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quoted && char === '\\') {
      current += char + (text[++at] ?? '');
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (quoted) throw malformed('A header value has an unterminated quoted string');
  parts.push(current);
  return parts.map((part) => part.trim());
}

function unquote(raw: string): string {
  if (!raw.startsWith('"')) {
    if (!TOKEN.test(raw))
      throw malformed(`A header parameter value is not a token: ${raw.slice(0, 40)}`);
    return raw;
  }
  if (raw.length < 2 || !raw.endsWith('"'))
    throw malformed('A quoted header parameter is malformed');
  return raw.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** RFC 2231 §4 extended value: charset'language'percent-encoded. */
function decodeExtended(raw: string): string {
  const match = /^([^']*)'[^']*'(.*)$/.exec(raw);
  if (!match) throw malformed('An extended header parameter is malformed');
  const charset = match[1].toLowerCase();
  if (charset !== 'utf-8' && charset !== 'us-ascii' && charset !== 'iso-8859-1')
    throw malformed(`Unsupported parameter charset ${match[1]}`);
  if (/%(?![0-9A-Fa-f]{2})/.test(match[2]) || /[^\x21-\x7e]/.test(match[2]))
    throw malformed('An extended header parameter is not percent-encoded');
  const bytes = Buffer.from(
    match[2].replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    'latin1',
  );
  return bytes.toString(charset === 'iso-8859-1' ? 'latin1' : 'utf8');
}

export function parseParameterized(text: string): ParameterizedValue {
  const [head, ...rest] = splitParameters(text);
  const params = new Map<string, string>();
  const seen = new Set<string>();
  for (const part of rest) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    if (equals < 1) throw malformed(`A header parameter has no value: ${part.slice(0, 40)}`);
    const name = part.slice(0, equals).trim().toLowerCase();
    const raw = part.slice(equals + 1).trim();
    if (seen.has(name)) throw malformed(`The header parameter ${name} appears twice`);
    seen.add(name);
    // The extended form wins over the plain one, whichever comes first (RFC 2231 §4).
    if (name.endsWith('*')) params.set(name.slice(0, -1), decodeExtended(raw));
    else if (!seen.has(`${name}*`)) params.set(name, unquote(raw));
  }
  return { value: head.toLowerCase(), params };
}

/** A parameter as we write it: a token as is, anything else quoted. */
export function formatParameter(name: string, value: string): string {
  if (TOKEN.test(value)) return `${name}=${value}`;
  if (/^[\x20-\x7e]*$/.test(value)) return `${name}="${value.replace(/(["\\])/g, '\\$1')}"`;
  return `${name}*=UTF-8''${encodeURIComponent(value)}`;
}

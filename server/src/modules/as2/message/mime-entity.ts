import { randomBytes } from 'node:crypto';
import { malformed } from './errors';
import {
  fieldValue,
  formatFields,
  MAX_FIELDS,
  MAX_LINE,
  parseHeaderFields,
  type HeaderField,
} from './mime-headers';
import { parseParameterized, type ParameterizedValue } from './mime-params';

/**
 * MIME entities and multipart bodies (RFC 2045/2046), split by hand: MIME is text, and the
 * signature of multipart/signed covers the first part's exact bytes, which a parser that
 * rebuilds entities would lose.
 */

export interface MimeEntity {
  fields: HeaderField[];
  contentType: ParameterizedValue;
  body: Buffer;
  /** Headers and body exactly as received: what a signature or a MIC covers. */
  raw: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = MAX_FIELDS * (MAX_LINE + 2);

/** A content type as a parsed value; an absent one is text/plain (RFC 2045 §5.2). */
export function contentTypeOf(text: string | undefined): ParameterizedValue {
  const parsed = parseParameterized(text ?? 'text/plain');
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(parsed.value))
    throw malformed(`Not a media type: ${parsed.value.slice(0, 60)}`);
  return parsed;
}

/** Reads headers, an empty line and a body. */
export function parseEntity(raw: Buffer): MimeEntity {
  let headerEnd: number;
  let bodyStart: number;
  if (raw.subarray(0, 2).equals(CRLF)) {
    headerEnd = 0;
    bodyStart = 2;
  } else {
    headerEnd = raw.subarray(0, MAX_HEADER_BYTES + 4).indexOf(HEADER_END);
    if (headerEnd < 0) throw malformed('The MIME headers do not end (truncated or not MIME)');
    bodyStart = headerEnd + 4;
  }
  const fields = parseHeaderFields(raw.subarray(0, headerEnd).toString('utf8'));
  return {
    fields,
    contentType: contentTypeOf(fieldValue(fields, 'Content-Type')),
    body: raw.subarray(bodyStart),
    raw,
  };
}

/**
 * An entity whose headers came apart from its body: an HTTP request, where Content-Type and
 * the other MIME headers are HTTP headers. Its raw bytes are the body alone.
 */
export function entityOf(
  contentType: string,
  body: Buffer,
  headers: Record<string, string | undefined> = {},
): MimeEntity {
  const fields: HeaderField[] = [{ name: 'Content-Type', value: contentType }];
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && name.toLowerCase() !== 'content-type') fields.push({ name, value });
  }
  // Each field alone: a CR or LF inside a value must not pass for a line end between fields.
  const checked = fields.flatMap((field) => {
    if (/[\r\n]/.test(field.value)) throw malformed(`The header ${field.name} contains a CR or LF`);
    return parseHeaderFields(`${field.name}: ${field.value}`);
  });
  return { fields: checked, contentType: contentTypeOf(contentType), body, raw: body };
}

/** The body with its Content-Transfer-Encoding undone. */
export function decodedBody(entity: MimeEntity): Buffer {
  const encoding = (
    fieldValue(entity.fields, 'Content-Transfer-Encoding') ?? 'binary'
  ).toLowerCase();
  if (encoding === 'binary' || encoding === '8bit' || encoding === '7bit') return entity.body;
  if (encoding !== 'base64') throw malformed(`Unsupported Content-Transfer-Encoding ${encoding}`);
  const text = entity.body.toString('latin1').replace(/[\r\n\t ]/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0)
    throw malformed('A base64 body holds characters that are not base64');
  return Buffer.from(text, 'base64');
}

// RFC 2046 §5.1.1: 1 to 70 characters, the last not a space.
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/** After `--boundary`: `--` closes, spaces then CRLF open a part; anything else is content. */
function delimiterEnd(body: Buffer, after: number): { close: boolean; next: number } | null {
  if (body[after] === 0x2d && body[after + 1] === 0x2d) return { close: true, next: after + 2 };
  let at = after;
  while (body[at] === 0x20 || body[at] === 0x09) at++;
  if (body[at] === 0x0d && body[at + 1] === 0x0a) return { close: false, next: at + 2 };
  return null;
}

/** The parts of a multipart body (their raw bytes), refusing a missing or unclosed boundary. */
export function splitMultipart(entity: MimeEntity, maxParts = 16): Buffer[] {
  const boundary = entity.contentType.params.get('boundary');
  if (!boundary || !BOUNDARY.test(boundary))
    throw malformed(`${entity.contentType.value} has no valid boundary`);
  const body = entity.body;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may open the body without the CRLF that precedes the others.
  let search = body.subarray(0, delimiter.length - 2).equals(delimiter.subarray(2)) ? -2 : 0;
  const parts: Buffer[] = [];
  let partStart = -1;
  for (;;) {
    const found = search === -2 ? -2 : body.indexOf(delimiter, search);
    if (found === -1) {
      throw malformed(
        partStart < 0
          ? 'The multipart body does not contain its boundary'
          : 'The multipart body ends before its closing boundary (truncated)',
      );
    }
    const end = delimiterEnd(body, found + delimiter.length);
    if (!end) {
      search = found + delimiter.length;
      continue;
    }
    if (partStart >= 0) {
      if (found <= partStart) throw malformed('The multipart body has an empty part');
      parts.push(body.subarray(partStart, found));
    }
    if (end.close) break;
    if (parts.length >= maxParts)
      throw malformed(`More than ${maxParts} parts in a multipart body`);
    partStart = end.next;
    // The delimiter line's CRLF also opens the next delimiter when the part is empty.
    search = end.next - 2;
  }
  if (parts.length === 0) throw malformed('The multipart body has no parts');
  return parts;
}

/** Headers, an empty line and the body. */
export const buildEntity = (fields: [string, string][], body: Buffer): Buffer =>
  Buffer.concat([Buffer.from(`${formatFields(fields)}\r\n`), body]);

/** A boundary no content will contain by chance. */
export const newBoundary = () => `----=_Part_${randomBytes(12).toString('hex')}`;

export function buildMultipart(parts: Buffer[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) chunks.push(Buffer.from(`--${boundary}\r\n`), part, CRLF);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

import type { IncomingHttpHeaders } from 'node:http';
import type { DigestAlgorithm } from '@console/shared/contract';
import { checkMessageId } from '../message';
import { digestByName } from '../message/algorithms';

/** What a partner's POST says about itself in its AS2 headers (RFC 4130 §6). */
export interface As2Headers {
  from: string;
  to: string;
  messageId: string;
  contentType: string;
  subject: string | null;
  /** Null when the partner asked for no MDN. */
  mdn: MdnRequest | null;
}

export interface MdnRequest {
  /** Disposition-Notification-To: where a person would read it; AS2 only needs it present. */
  notifyTo: string;
  /** A signed MDN was asked for, with these MIC algorithms in the partner's order. */
  signed: boolean;
  micAlgorithms: DigestAlgorithm[];
  /** Receipt-Delivery-Option: the URL of an asynchronous MDN; null for a synchronous one. */
  asyncUrl: string | null;
}

/** A request whose headers are not an AS2 message: answered 400 with `reason`. */
export class HeaderProblem extends Error {}

/** RFC 4130 §6.2: 1 to 128 printable ASCII characters, quoted when they hold a space. */
const AS2_ID = /^[\x21-\x7e]([\x20-\x7e]{0,126}[\x21-\x7e])?$/;

function single(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  if (Array.isArray(value)) throw new HeaderProblem(`The header ${name} appears more than once`);
  return value?.trim() || undefined;
}

function required(headers: IncomingHttpHeaders, name: string) {
  const value = single(headers, name);
  if (!value) throw new HeaderProblem(`The header ${name} is required`);
  return value;
}

function as2Id(headers: IncomingHttpHeaders, name: string) {
  const raw = required(headers, name);
  const id = raw.startsWith('"') && raw.endsWith('"') && raw.length > 1 ? raw.slice(1, -1) : raw;
  if (!AS2_ID.test(id)) {
    throw new HeaderProblem(`${name} must be 1 to 128 printable ASCII characters`);
  }
  return id;
}

/**
 * Disposition-Notification-Options, e.g. `signed-receipt-protocol=optional, pkcs7-signature;
 * signed-receipt-micalg=optional, sha-256, sha1`. Unknown MIC algorithms are skipped.
 */
function mdnOptions(text: string | undefined) {
  const options = new Map<string, string[]>();
  for (const part of (text ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const values = part
      .slice(at + 1)
      .split(',')
      .map((value) => value.trim().toLowerCase());
    // The first value is the importance (required / optional).
    options.set(part.slice(0, at).trim().toLowerCase(), values.slice(1));
  }
  const micAlgorithms: DigestAlgorithm[] = [];
  for (const name of options.get('signed-receipt-micalg') ?? []) {
    try {
      micAlgorithms.push(digestByName(name));
    } catch {
      // An algorithm we do not know: the partner listed others, or gets our default.
    }
  }
  const signed = (options.get('signed-receipt-protocol') ?? []).includes('pkcs7-signature');
  return { signed, micAlgorithms };
}

/** Reads and checks a POST's AS2 headers; throws HeaderProblem. */
export function readAs2Headers(headers: IncomingHttpHeaders): As2Headers {
  const messageId = required(headers, 'message-id');
  try {
    checkMessageId(messageId);
  } catch (error) {
    throw new HeaderProblem((error as Error).message);
  }
  const from = as2Id(headers, 'as2-from');
  const to = as2Id(headers, 'as2-to');
  const contentType = required(headers, 'content-type');
  const notifyTo = single(headers, 'disposition-notification-to');
  const asyncUrl = single(headers, 'receipt-delivery-option') ?? null;
  const mdn = notifyTo
    ? { notifyTo, asyncUrl, ...mdnOptions(single(headers, 'disposition-notification-options')) }
    : null;
  return { from, to, messageId, contentType, subject: single(headers, 'subject') ?? null, mdn };
}

/** A Message-ID fit for the log (the column's filters take at most 300 characters). */
export const loggedMessageId = (messageId: string | undefined) =>
  !messageId ? '(none)' : messageId.length > 300 ? `${messageId.slice(0, 299)}…` : messageId;

/** The AS2 headers (RFC 4130 §6) kept in the log: what was sent, never a secret. */
const LOGGED_HEADERS = [
  'as2-version',
  'as2-from',
  'as2-to',
  'message-id',
  'content-type',
  'content-disposition',
  'subject',
  'date',
  'disposition-notification-to',
  'disposition-notification-options',
  'receipt-delivery-option',
  'content-length',
  'user-agent',
];

export function loggedHeaders(headers: IncomingHttpHeaders) {
  const kept: Record<string, string> = {};
  for (const name of LOGGED_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string')
      kept[name] = value.length > 1000 ? `${value.slice(0, 999)}…` : value;
  }
  return kept;
}

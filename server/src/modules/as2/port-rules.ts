import { badRequest } from '../../http/envelope';
import type { PortInput } from './schema';

/** The AS2 port rules of SPEC §5 and docs/api.md, as pure functions with the spec's messages. */

export type PortKind = 'send' | 'receive';
export const MESSAGE_TYPES = ['X12', 'EDIFACT', 'XML', 'JSON', 'CSV', 'BINARY'] as const;
export const DIGEST_ALGORITHMS = ['MD5', 'SHA1', 'SHA224', 'SHA256', 'SHA384', 'SHA512'] as const;
export const ENCRYPT_ALGORITHMS = ['3DES', 'AES128', 'AES192', 'AES256'] as const;
export const MDN_MODES = ['sync', 'async'] as const;
export const NAME_PREFIX: Record<PortKind, string> = { send: 'SP_', receive: 'RP_' };

/** What a valid body becomes: the columns of as2_ports, password aside. */
export interface PortFields {
  name: string;
  messageType: string;
  as2From: string;
  as2To: string;
  url: string | null;
  timeout: number;
  description: string;
  selfCertificate: string | null;
  partnerCertificate: string | null;
  signed: boolean;
  signAlgorithm: string;
  encrypted: boolean;
  encryptAlgorithm: string;
  compressed: boolean;
  mdnMode: (typeof MDN_MODES)[number];
  mdnSigned: boolean;
  micAlgorithm: string;
  asyncMdnUrl: string | null;
}

export const ruleMessages = {
  required: (prop: string) => `${prop} is required`,
  noSpaces: (prop: string) => `${prop} must not contain spaces`,
  noConsecutiveSpaces: (prop: string) => `${prop} must not contain consecutive spaces`,
  maxLength: (prop: string, length: number) => `The length of ${prop} must be at most ${length}`,
  prefix: (prop: string, prefix: string) =>
    `${prop} must start with ${prefix} and contain only digits, letters, underscore and dash`,
  oneOf: (prop: string, values: readonly string[]) => `${prop} must be one of ${values.join(', ')}`,
  httpUrl: (prop: string) => `${prop} must be an http(s) URL`,
  timeout: 'timeout must be a whole number from 1 to 3600',
  certificateNeeded: (certificate: string, flag: string) =>
    `${certificate} is required when ${flag} is true`,
};

const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value == null || value === '';

/** A required text without spaces and at most `max` long. */
export function identifier(prop: string, value: string | null | undefined, max: number): string {
  if (blank(value)) throw badRequest(ruleMessages.required(prop));
  if (/\s/.test(value)) throw badRequest(ruleMessages.noSpaces(prop));
  if (value.length > max) throw badRequest(ruleMessages.maxLength(prop, max));
  return value;
}

/** The port name: SP_… for send ports, RP_… for receive ports. */
export function portName(kind: PortKind, value: string | null | undefined): string {
  const name = identifier('name', value, 50);
  const prefix = NAME_PREFIX[kind];
  if (!name.startsWith(prefix) || !/^[A-Za-z0-9_-]+$/.test(name.slice(prefix.length))) {
    throw badRequest(ruleMessages.prefix('name', prefix));
  }
  return name;
}

export function httpUrl(prop: string, value: string | null | undefined, max: number): string {
  if (blank(value)) throw badRequest(ruleMessages.required(prop));
  if (value.length > max) throw badRequest(ruleMessages.maxLength(prop, max));
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || /\s/.test(value)) {
    throw badRequest(ruleMessages.httpUrl(prop));
  }
  return value;
}

/** Seconds, a whole number 1–3600; a numeric string counts (the validator coerces elsewhere too). */
export function timeout(value: unknown): number {
  if (value == null || value === '') throw badRequest(ruleMessages.required('timeout'));
  const seconds = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw badRequest(ruleMessages.timeout);
  }
  return seconds;
}

export function description(value: string | null | undefined): string {
  if (blank(value)) return '';
  if (/\s\s/.test(value)) throw badRequest(ruleMessages.noConsecutiveSpaces('description'));
  if (value.length > 200) throw badRequest(ruleMessages.maxLength('description', 200));
  return value;
}

export function oneOf<T extends string>(
  prop: string,
  value: string | null | undefined,
  values: readonly T[],
  fallback?: T,
): T {
  if (blank(value)) {
    if (fallback) return fallback;
    throw badRequest(ruleMessages.required(prop));
  }
  const found = values.find((allowed) => allowed === value);
  if (!found) throw badRequest(ruleMessages.oneOf(prop, values));
  return found;
}

function certificateName(prop: string, value: string | null | undefined): string | null {
  if (blank(value)) return null;
  if (value.length > 255) throw badRequest(ruleMessages.maxLength(prop, 255));
  return value;
}

/** Which certificate each security option needs, per port kind (docs/api.md). */
export const CERTIFICATE_NEEDS: Record<
  PortKind,
  [
    flag: 'signed' | 'encrypted' | 'mdnSigned',
    certificate: 'selfCertificate' | 'partnerCertificate',
  ][]
> = {
  send: [
    ['signed', 'selfCertificate'],
    ['encrypted', 'partnerCertificate'],
    ['mdnSigned', 'partnerCertificate'],
  ],
  // A receive port verifies the partner's signature and decrypts and signs MDNs with its own key.
  receive: [
    ['signed', 'partnerCertificate'],
    ['encrypted', 'selfCertificate'],
    ['mdnSigned', 'selfCertificate'],
  ],
};

/** The password for the own certificate: at most 256 characters (an empty one means none). */
export function certificatePassword(value: string | null | undefined): string | null | undefined {
  if (value != null && value.length > 256)
    throw badRequest(ruleMessages.maxLength('selfCertificatePassword', 256));
  return value;
}

/**
 * Checks a port body field by field, in the order of the doc's table, and returns its columns.
 * The url of a receive port and the asyncMdnUrl of a sync port are not used: they become null.
 */
export function validatePort(kind: PortKind, input: PortInput): PortFields {
  const name = portName(kind, input.name);
  const messageType = oneOf('messageType', input.messageType, MESSAGE_TYPES);
  const as2From = identifier('from', input.from, 128);
  const as2To = identifier('to', input.to, 128);
  const url = kind === 'send' ? httpUrl('url', input.url, 512) : null;
  const fields: PortFields = {
    name,
    messageType,
    as2From,
    as2To,
    url,
    timeout: timeout(input.timeout),
    description: description(input.description),
    selfCertificate: certificateName('selfCertificate', input.selfCertificate),
    partnerCertificate: certificateName('partnerCertificate', input.partnerCertificate),
    signed: input.signed ?? false,
    signAlgorithm: oneOf('signAlgorithm', input.signAlgorithm, DIGEST_ALGORITHMS, 'SHA256'),
    encrypted: input.encrypted ?? false,
    encryptAlgorithm: oneOf(
      'encryptAlgorithm',
      input.encryptAlgorithm,
      ENCRYPT_ALGORITHMS,
      'AES256',
    ),
    compressed: input.compressed ?? false,
    mdnMode: oneOf('mdnMode', input.mdnMode, MDN_MODES, 'sync'),
    mdnSigned: input.mdnSigned ?? false,
    micAlgorithm: oneOf('micAlgorithm', input.micAlgorithm, DIGEST_ALGORITHMS, 'SHA256'),
    asyncMdnUrl: null,
  };
  if (fields.mdnMode === 'async')
    fields.asyncMdnUrl = httpUrl('asyncMdnUrl', input.asyncMdnUrl, 512);
  for (const [flag, certificate] of CERTIFICATE_NEEDS[kind]) {
    if (fields[flag] && !fields[certificate])
      throw badRequest(ruleMessages.certificateNeeded(certificate, flag));
  }
  certificatePassword(input.selfCertificatePassword);
  return fields;
}

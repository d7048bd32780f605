/** The lists and limits of AS2 ports (SPEC §9, docs/api.md "Ports"), kept in one place. */

export const DIGEST_ALGORITHMS = ['MD5', 'SHA1', 'SHA224', 'SHA256', 'SHA384', 'SHA512'] as const;
export type DigestAlgorithm = (typeof DIGEST_ALGORITHMS)[number];

export const ENCRYPTION_ALGORITHMS = ['3DES', 'AES128', 'AES192', 'AES256'] as const;
export type EncryptionAlgorithm = (typeof ENCRYPTION_ALGORITHMS)[number];

export const MESSAGE_TYPES = ['X12', 'EDIFACT', 'XML', 'JSON', 'CSV', 'BINARY'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MDN_MODES = ['sync', 'async'] as const;
export type MdnMode = (typeof MDN_MODES)[number];

export const PORT_KINDS = ['send', 'receive'] as const;
export type PortKind = (typeof PORT_KINDS)[number];

/** Port names start with this prefix, by kind. */
export const NAME_PREFIX: Record<PortKind, string> = { send: 'SP_', receive: 'RP_' };

export const PORT_LIMITS = {
  name: 50,
  identifier: 128,
  url: 512,
  description: 200,
  timeoutMin: 1,
  timeoutMax: 3600,
} as const;

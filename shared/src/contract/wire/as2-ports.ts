/** AS2 ports on the wire: their lists, limits and defaults (SPEC §5, docs/api.md "Ports"). */

export const PORT_KINDS = ['send', 'receive'] as const;
export type PortKind = (typeof PORT_KINDS)[number];

export const MESSAGE_TYPES = ['X12', 'EDIFACT', 'XML', 'JSON', 'CSV', 'BINARY'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const DIGEST_ALGORITHMS = ['MD5', 'SHA1', 'SHA224', 'SHA256', 'SHA384', 'SHA512'] as const;
export type DigestAlgorithm = (typeof DIGEST_ALGORITHMS)[number];

export const ENCRYPTION_ALGORITHMS = ['3DES', 'AES128', 'AES192', 'AES256'] as const;
export type EncryptionAlgorithm = (typeof ENCRYPTION_ALGORITHMS)[number];

export const MDN_MODES = ['sync', 'async'] as const;
export type MdnMode = (typeof MDN_MODES)[number];

/** Port names start with this prefix, by kind. */
export const NAME_PREFIX: Record<PortKind, string> = { send: 'SP_', receive: 'RP_' };

export const PORT_LIMITS = {
  name: 50,
  /** The AS2 ids, `from` and `to`. */
  identifier: 128,
  url: 512,
  description: 200,
  certificateName: 255,
  certificatePassword: 256,
  timeoutMin: 1,
  timeoutMax: 3600,
  /** Attempts after the first when the partner cannot be reached or answers 5xx. */
  retryCountMax: 10,
  /** Seconds before the first retry; each next one waits twice as long. */
  retryIntervalMin: 1,
  retryIntervalMax: 3600,
} as const;

/** What an option left blank becomes; a new port's form starts with these too. */
export const PORT_DEFAULTS = {
  signAlgorithm: 'SHA256',
  encryptAlgorithm: 'AES256',
  mdnMode: 'sync',
  micAlgorithm: 'SHA256',
  retryCount: 3,
  retryInterval: 60,
} as const satisfies {
  signAlgorithm: DigestAlgorithm;
  encryptAlgorithm: EncryptionAlgorithm;
  mdnMode: MdnMode;
  micAlgorithm: DigestAlgorithm;
  retryCount: number;
  retryInterval: number;
};

/** A send or receive port as GET /as2/api/{sendport|receiveport} returns it. */
export interface Port {
  id: number;
  kind: PortKind;
  name: string;
  messageType: MessageType;
  from: string;
  to: string;
  /** Send ports only; null for receive ports. */
  url: string | null;
  /** Seconds. */
  timeout: number;
  description: string;
  selfCertificate: string | null;
  /** The password itself is never sent back. */
  hasSelfCertificatePassword: boolean;
  partnerCertificate: string | null;
  signed: boolean;
  signAlgorithm: DigestAlgorithm;
  encrypted: boolean;
  encryptAlgorithm: EncryptionAlgorithm;
  compressed: boolean;
  mdnMode: MdnMode;
  mdnSigned: boolean;
  micAlgorithm: DigestAlgorithm;
  /** Only when mdnMode is async. */
  asyncMdnUrl: string | null;
  /** Send ports: retries after a failed first attempt (unreachable, timeout, HTTP 5xx). */
  retryCount: number;
  /** Send ports: seconds before the first retry; each next one waits twice as long. */
  retryInterval: number;
  createTime: string;
  updateTime: string;
}

/** The fields the server owns: a body never sets them. */
export const SERVER_OWNED_PORT_FIELDS = [
  'id',
  'kind',
  'createTime',
  'updateTime',
  'hasSelfCertificatePassword',
] as const satisfies readonly (keyof Port)[];

/** What a valid body sets: a port without the fields the server owns. */
export type PortValues = Omit<Port, (typeof SERVER_OWNED_PORT_FIELDS)[number]>;

/**
 * The body of add and update as the console sends it. A blank description is sent as null. On
 * update an absent or null password keeps the stored one and '' clears it.
 */
export interface PortBody extends Omit<PortValues, 'description'> {
  description: string | null;
  selfCertificatePassword?: string | null;
}

/**
 * A body as it arrives, before the rules: any field may be missing or null, and the timeout may
 * be anything (the rules give every wrong one the same message).
 */
export interface PortDraft {
  name?: string | null;
  messageType?: string | null;
  from?: string | null;
  to?: string | null;
  url?: string | null;
  timeout?: unknown;
  description?: string | null;
  selfCertificate?: string | null;
  selfCertificatePassword?: string | null;
  partnerCertificate?: string | null;
  signed?: boolean | null;
  signAlgorithm?: string | null;
  encrypted?: boolean | null;
  encryptAlgorithm?: string | null;
  compressed?: boolean | null;
  mdnMode?: string | null;
  mdnSigned?: boolean | null;
  micAlgorithm?: string | null;
  asyncMdnUrl?: string | null;
  retryCount?: unknown;
  retryInterval?: unknown;
}

/**
 * A send port as GET /as2/api/sendport/names lists it for the file browser's "Send by AS2"
 * (role admin or sys): its id and name only.
 */
export interface SendPortName {
  id: number;
  name: string;
}

/** The body of POST /as2/api/sendport/{id}/sendStored (role admin): a file of the file store. */
export interface SendStoredFileBody {
  /** The file's path in the tenant's file store, e.g. `mounted/out/invoice.x12`. */
  path: string;
}

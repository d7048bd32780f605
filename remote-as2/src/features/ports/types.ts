import type {
  DigestAlgorithm,
  EncryptionAlgorithm,
  MdnMode,
  MessageType,
  PortKind,
} from './constants';

/** A send or receive port as GET /as2/api/{sendport|receiveport} returns it (docs/api.md). */
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
  description: string | null;
  selfCertificate: string | null;
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
  createTime: string;
  updateTime: string;
}

type ServerOwned = 'id' | 'kind' | 'createTime' | 'updateTime' | 'hasSelfCertificatePassword';

/**
 * The body of add and update. On update an absent or null password keeps the stored one and
 * '' clears it.
 */
export type PortBody = Omit<Port, ServerOwned> & { selfCertificatePassword?: string | null };

/** What the port form holds. */
export interface PortFormValues {
  name?: string;
  messageType?: MessageType;
  from?: string;
  to?: string;
  url?: string;
  timeout?: number | null;
  description?: string;
  selfCertificate?: string | null;
  selfCertificatePassword?: string;
  /** On edit: drop the stored password instead of keeping it. */
  clearSelfCertificatePassword?: boolean;
  partnerCertificate?: string | null;
  signed?: boolean;
  signAlgorithm?: DigestAlgorithm;
  encrypted?: boolean;
  encryptAlgorithm?: EncryptionAlgorithm;
  compressed?: boolean;
  mdnMode?: MdnMode;
  mdnSigned?: boolean;
  micAlgorithm?: DigestAlgorithm;
  asyncMdnUrl?: string;
}

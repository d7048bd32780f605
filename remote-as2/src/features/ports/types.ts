import type { DigestAlgorithm, EncryptionAlgorithm, MdnMode, MessageType } from '@console/shared';

/** What the port form holds. The wire types (`Port`, `PortBody`) are the shared contract's. */
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
  /** Send ports only; blank takes PORT_DEFAULTS. */
  retryCount?: number | null;
  retryInterval?: number | null;
}

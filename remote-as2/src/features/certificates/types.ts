/** A certificate file as GET /as2/api/certFiles returns it (docs/api.md). */
export interface Certificate {
  name: string;
  /** The extension, upper case. */
  type: string;
  size: number;
  uploadTime: string;
  subject: string;
  issuer: string;
  serialNumber: string;
  validFrom: string;
  validTo: string;
  /** SHA-256, colon hex. */
  fingerprint: string;
  hasPrivateKey: boolean;
  /** Names of the ports that use it. */
  usedBy: string[];
}

export interface CertificateUpload {
  file: File;
  /** For PKCS#12 (.p12, .pfx) only. */
  password?: string;
  /** Replace a file of the same name. */
  overwrite?: boolean;
}

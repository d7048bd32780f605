/** AS2 certificate files on the wire (docs/api.md "Certificate files"). */

/** The file extensions the server accepts, lower case, without the dot. */
export const CERTIFICATE_EXTENSIONS = ['cer', 'crt', 'pem', 'der', 'p12', 'pfx', 'p7b'] as const;
export type CertificateExtension = (typeof CERTIFICATE_EXTENSIONS)[number];

/** The longest file name the server keeps. */
export const CERTIFICATE_NAME_MAX = 255;

/** The accepted extension of a file name (lower case, without the dot), or undefined. */
export function certificateExtension(fileName: string): CertificateExtension | undefined {
  const dot = fileName.lastIndexOf('.');
  const extension = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return CERTIFICATE_EXTENSIONS.find((accepted) => accepted === extension);
}

/** PKCS#12 bundles hold a private key behind a password, sent with the upload. */
export const isPkcs12 = (extension: CertificateExtension | undefined) =>
  extension === 'p12' || extension === 'pfx';

/** A certificate file as GET /as2/api/certFiles returns it. */
export interface Certificate {
  name: string;
  /** The extension, upper case. */
  type: string;
  size: number;
  uploadTime: string;
  /** The facts read from the file; null when it could not be read. */
  subject: string | null;
  issuer: string | null;
  serialNumber: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** SHA-256 of the DER, colon hex. */
  fingerprint: string | null;
  hasPrivateKey: boolean;
  /** Names of the ports that use it. */
  usedBy: string[];
}

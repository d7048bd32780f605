/**
 * What the upload form sends as multipart fields. The certificate itself, as the server lists
 * it, is the shared contract's `Certificate`.
 */
export interface CertificateUpload {
  file: File;
  /** For PKCS#12 (.p12, .pfx) only. */
  password?: string;
  /** Replace a file of the same name. */
  overwrite?: boolean;
}

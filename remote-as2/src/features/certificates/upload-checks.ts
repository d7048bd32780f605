import {
  CERTIFICATE_EXTENSIONS,
  certificateExtension,
  isPkcs12,
  UPLOAD_MAX_BYTES,
} from '@console/shared';

/** The file picker's `accept` list. */
export const CERTIFICATE_ACCEPT = CERTIFICATE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a file is refused before it is sent; each is a key of `common:upload`. */
export type UploadProblem = 'tooBig' | 'unsupportedType';

/** Checks a chosen file with the server's own rules, so the user learns at once. */
export function uploadProblem(file: { name: string; size: number }): UploadProblem | null {
  if (!certificateExtension(file.name)) return 'unsupportedType';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooBig';
  return null;
}

/** PKCS#12 bundles hold a private key behind a password. */
export const needsPassword = (name: string) => isPkcs12(certificateExtension(name));

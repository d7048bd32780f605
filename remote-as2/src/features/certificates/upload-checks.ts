import { extensionOf, UPLOAD_MAX_BYTES } from '@console/shared';

/** The certificate files the server accepts (docs/api.md "Certificate files"). */
export const CERTIFICATE_EXTENSIONS = ['cer', 'crt', 'pem', 'der', 'p12', 'pfx', 'p7b'] as const;

/** The file picker's `accept` list. */
export const CERTIFICATE_ACCEPT = CERTIFICATE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a file is refused before it is sent; each is a key of `common:upload`. */
export type UploadProblem = 'tooBig' | 'unsupportedType';

/** Checks a chosen file the way the server will, so the user learns at once. */
export function uploadProblem(file: { name: string; size: number }): UploadProblem | null {
  const ext = extensionOf(file.name);
  if (!(CERTIFICATE_EXTENSIONS as readonly string[]).includes(ext)) return 'unsupportedType';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooBig';
  return null;
}

/** PKCS#12 bundles hold a private key behind a password. */
export const needsPassword = (name: string) => ['p12', 'pfx'].includes(extensionOf(name));

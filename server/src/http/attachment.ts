/** `attachment` with a plain-ASCII name and the exact UTF-8 one (RFC 6266). */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * The headers of a download of tenant content: the browser must not guess a type other than the
 * one sent, and a file opened anyway (an HTML upload) runs sandboxed, with no access to the
 * console's origin.
 */
export const DOWNLOAD_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': 'sandbox',
} as const;

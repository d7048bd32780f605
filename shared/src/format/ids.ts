const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** SPEC §9: a random id of base-36 characters. */
export function randomId(length = 8): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => BASE36[byte % 36]).join('');
}

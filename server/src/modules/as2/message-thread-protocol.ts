import { X509Certificate } from 'node:crypto';
import type { MdnOptions, PackOptions, ReadMdnOptions, UnpackOptions } from './message';

/** What the server's thread asks the AS2 message thread (message-worker.ts). */
export type MessageRequest =
  | { op: 'pack'; payload: Buffer; options: PackOptions }
  | { op: 'unpack'; contentType: string; body: Buffer; options: UnpackOptions }
  | { op: 'buildMdn'; options: MdnOptions }
  | { op: 'parseMdn'; contentType: string; body: Buffer; options: ReadMdnOptions };

const isPlain = (value: object) =>
  Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype;

/**
 * A value as it crosses between threads: a Buffer arrives as a plain Uint8Array (made a Buffer
 * again here, without a copy), and a certificate goes as its DER bytes (an X509Certificate
 * does not cross; a private KeyObject does).
 */
export function withBuffers<T>(value: T): T {
  if (value instanceof X509Certificate) return value.raw as T;
  if (value instanceof Uint8Array && !Buffer.isBuffer(value))
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength) as T;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || !isPlain(value))
    return value;
  if (Array.isArray(value)) return value.map(withBuffers) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = withBuffers(field);
  return copy as T;
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Seals and opens credentials' secrets: AES-256-GCM, a random IV per value, the tag kept. */
export interface Sealer {
  seal(values: Record<string, unknown>): string;
  open(sealed: string): Record<string, unknown>;
}

const VERSION = 'v1';

/** 32 bytes from 64 hex digits or from base64; anything else is refused at start. */
function keyFromText(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) {
    throw new Error('CREDENTIAL_KEY must be 32 bytes, as 64 hex digits or base64');
  }
  return key;
}

/** The configured key, or the data folder's own (made on first start, readable by us only). */
export function loadCredentialKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return keyFromText(configured);
  const file = path.join(dataDir, 'credential.key');
  try {
    return keyFromText(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx': two servers starting at once on one folder must not write two keys.
  try {
    writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return keyFromText(readFileSync(file, 'utf8'));
    throw error;
  }
  return key;
}

export function createSealer(key: Buffer): Sealer {
  return {
    seal(values) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${VERSION}:${Buffer.concat([iv, tag, body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || !data) throw new Error('A credential is sealed in an unknown way');
      const bytes = Buffer.from(data, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
      return JSON.parse(text.toString('utf8')) as Record<string, unknown>;
    },
  };
}

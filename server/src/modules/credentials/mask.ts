import { ApiError } from '../../http/envelope';
import type { RunCredential } from '../scripts/io-ops';
import { ScriptError } from '../scripts/compile';
import { templateById } from './templates';

/** What a masked secret reads as. */
export const MASK = '***';

/**
 * Shorter secrets are not masked: replacing every "abc" or "1234" of a run's output would
 * garble it while hiding nothing a guess would not find (docs/scripts.md says so).
 */
export const MIN_MASKED_LENGTH = 4;

/** The forms a secret commonly takes in text: as it is, base64 (standard, URL-safe), URL-encoded. */
function encodingsOf(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const base64 = bytes.toString('base64');
  const base64url = bytes.toString('base64url');
  return [
    secret,
    base64,
    base64.replace(/=+$/, ''),
    base64url,
    `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`,
    encodeURIComponent(secret),
  ];
}

/** The secret values of a credential as a run opened it: its template's Secret fields. */
export function credentialSecrets(credential: RunCredential | null): string[] {
  if (!credential) return [];
  const fields = templateById(credential.templateId)?.fields ?? [];
  const values = credential.values;
  const secrets = fields
    .filter((field) => field.type === 'Secret' && typeof values[field.name] === 'string')
    .map((field) => values[field.name] as string);
  // What io-http sends as Basic authorization, base64 of it included (below).
  if (credential.templateId === 'http-basic' && typeof values.password === 'string') {
    secrets.push(`${String(values.username)}:${values.password}`);
  }
  return secrets;
}

export type Mask = (text: string) => string;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every occurrence of the secrets, in each of their forms, by `***` (longest first). */
export function createMask(secrets: readonly string[]): Mask {
  const forms = [
    ...new Set(secrets.filter((s) => s.length >= MIN_MASKED_LENGTH).flatMap(encodingsOf)),
  ].sort((a, b) => b.length - a.length);
  if (!forms.length) return (text) => text;
  // One pass: at each place the longest form that matches wins.
  const pattern = new RegExp(forms.map(escape).join('|'), 'g');
  return (text) => text.replace(pattern, MASK);
}

/** A value with every string in it masked, the keys of its maps included. */
export function maskValue(value: unknown, mask: Mask): unknown {
  if (typeof value === 'string') return mask(value);
  if (Array.isArray(value)) return value.map((item) => maskValue(item, mask));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [mask(key), maskValue(item, mask)]),
    );
  }
  return value;
}

/**
 * A run's error with its message masked. A ScriptError keeps its line and column; a refusal
 * of the call (ApiError) is the caller's and says nothing of the run. Any other error that
 * held a secret is made anew, so that neither its stack nor its cause carries it.
 */
export function maskError(error: unknown, mask: Mask): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof ScriptError) {
    return new ScriptError(mask(error.reason), error.line, error.column);
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && mask(message) === message) return error;
  const masked = new Error(mask(message));
  if (error instanceof Error) masked.name = error.name;
  return masked;
}

/** A run's answer and log lines, masked. */
export const maskRun = <R extends { value: unknown; logs: string[] }>(run: R, mask: Mask): R => ({
  ...run,
  value: maskValue(run.value, mask),
  logs: run.logs.map(mask),
});

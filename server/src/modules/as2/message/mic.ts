import type { DigestAlgorithm } from '@console/shared/contract';
import { digestByName, DIGESTS } from './algorithms';
import { digestOf } from './digest';
import { malformed } from './errors';

/**
 * The Message Integrity Check of RFC 4130 §7.3.1: a digest of the entity the sender signed
 * (headers and body, as sent), or of the decrypted and decompressed entity when nothing was
 * signed; written "base64, algorithm" in Received-Content-MIC.
 */

export interface Mic {
  /** The base64 digest. */
  value: string;
  algorithm: DigestAlgorithm;
}

export const computeMic = (entity: Buffer, algorithm: DigestAlgorithm): Mic => ({
  value: digestOf(entity, DIGESTS[algorithm].node).toString('base64'),
  algorithm,
});

export const formatMic = (mic: Mic) => `${mic.value}, ${DIGESTS[mic.algorithm].micalg}`;

export function parseMic(text: string): Mic {
  const match = /^\s*([A-Za-z0-9+/]+={0,2})\s*,\s*([A-Za-z0-9-]+)\s*$/.exec(text);
  if (!match) throw malformed('Received-Content-MIC is not "digest, algorithm"');
  return { value: match[1], algorithm: digestByName(match[2]) };
}

/** Whether two MICs agree; the algorithm counts, the spelling of its name does not. */
export const sameMic = (a: Mic, b: Mic) => a.algorithm === b.algorithm && a.value === b.value;

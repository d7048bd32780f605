import { createHash } from 'node:crypto';

/**
 * A digest of bytes, computed once per buffer and algorithm: a signed entity is hashed for its
 * signature and again for its MIC with the same algorithm, on both sides (4 of a 100 KiB
 * message's 6 hashes, issue 28 §4). The entities hashed here are never written after they
 * are built; a WeakMap lets them go with their buffer.
 */
const digests = new WeakMap<Buffer, Map<string, Buffer>>();

export function digestOf(bytes: Buffer, nodeAlgorithm: string): Buffer {
  let known = digests.get(bytes);
  if (!known) digests.set(bytes, (known = new Map()));
  let digest = known.get(nodeAlgorithm);
  if (!digest)
    known.set(nodeAlgorithm, (digest = createHash(nodeAlgorithm).update(bytes).digest()));
  return digest;
}

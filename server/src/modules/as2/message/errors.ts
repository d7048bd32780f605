/**
 * The one error a message, an MDN or their MIME can fail with. It carries the disposition
 * modifier of RFC 4130 §7.4.3 so that the receiving side can answer with a negative MDN
 * without mapping error texts.
 */
export const DISPOSITION_MODIFIERS = [
  'authentication-failed',
  'decryption-failed',
  'integrity-check-failed',
  'unexpected-processing-error',
  'insufficient-message-security',
  'decompression-failed',
] as const;
export type DispositionModifier = (typeof DISPOSITION_MODIFIERS)[number];

export class As2MessageError extends Error {
  constructor(
    readonly modifier: DispositionModifier,
    /** Says what was wrong, in words fit for the AS2 log and the MDN's human part. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'As2MessageError';
  }
}

/** Garbled, truncated or oversized MIME: nothing the partner signed or encrypted could be read. */
export const malformed = (reason: string) =>
  new As2MessageError('unexpected-processing-error', reason);

/** Runs `step`; any error that is not already ours becomes ours with `modifier`. */
export function failsAs<T>(modifier: DispositionModifier, reason: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof As2MessageError) throw error;
    throw new As2MessageError(modifier, `${reason}: ${describe(error)}`, { cause: error });
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

import type { X509Certificate } from 'node:crypto';
import {
  As2MessageError,
  formatMic,
  sameMic,
  type DispositionModifier,
  type Mic,
  type ReadMdn,
} from '../message';
import { parseMdnOffThread } from '../message-thread';

/** The partner's MDN said the message failed (its own modifier), or its MIC did not match. */
export class NegativeMdn extends As2MessageError {}

/**
 * Judges the partner's MDN to a message we sent: it must answer that Message-ID, say
 * `processed`, and return the MIC we computed. Throws NegativeMdn or As2MessageError.
 */
export function judgeMdn(mdn: ReadMdn, expected: { messageId: string; mic: Mic }) {
  if (mdn.originalMessageId !== expected.messageId) {
    throw new As2MessageError(
      'unexpected-processing-error',
      `The MDN answers another message (${String(mdn.originalMessageId).slice(0, 200)})`,
    );
  }
  if (!mdn.disposition.positive) {
    const modifier = (mdn.disposition.modifier ??
      'unexpected-processing-error') as DispositionModifier;
    throw new NegativeMdn(
      modifier,
      `The partner did not process the message: ${mdn.disposition.modifier ?? mdn.disposition.type}; ${mdn.text.slice(0, 300)}`,
    );
  }
  if (!mdn.receivedContentMic || !sameMic(mdn.receivedContentMic, expected.mic)) {
    const returned = mdn.receivedContentMic ? formatMic(mdn.receivedContentMic) : 'none';
    throw new NegativeMdn(
      'integrity-check-failed',
      `MIC mismatch: the MDN returned ${returned}, the message's is ${formatMic(expected.mic)}`,
    );
  }
}

/**
 * Reads the partner's MDN (signed by the partner when the port asked for a signed one) and
 * judges it. Answers the MDN to keep; throws NegativeMdn or As2MessageError.
 */
export async function checkMdn(
  contentType: string,
  body: Buffer,
  expected: {
    messageId: string;
    mic: Mic;
    partner: X509Certificate | null;
    requireSigned: boolean;
  },
) {
  const mdn = await parseMdnOffThread(contentType, body, {
    partnerCertificate: expected.partner ?? undefined,
    requireSigned: expected.requireSigned,
  });
  judgeMdn(mdn, expected);
  return { contentType, body };
}

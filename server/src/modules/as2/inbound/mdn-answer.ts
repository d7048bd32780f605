import { randomUUID } from 'node:crypto';
import { DIGEST_ALGORITHMS, type DigestAlgorithm } from '@console/shared/contract';
import type { BuiltMdn, DispositionModifier, Mic } from '../message';
import { buildMdnOffThread } from '../message-thread';
import type { PortKeys } from '../port-keys';
import type { As2Headers } from './as2-headers';
import type { ReceivePort } from './receipts';

export const REPORTING_UA = 'Supply-chain integration console AS2';

export const digestOf = (name: string) =>
  (DIGEST_ALGORITHMS as readonly string[]).includes(name) ? (name as DigestAlgorithm) : 'SHA256';

/** The AS2 headers of an MDN from us (the port's AS2-To) to the partner, with its content type. */
export function mdnHeaders(port: ReceivePort, mdn: { contentType: string }) {
  return {
    'as2-version': '1.2',
    'as2-from': port.as2To,
    'as2-to': port.as2From,
    'message-id': `<${randomUUID()}@${port.as2To.replace(/[^\x21-\x7e]|[<>@"]/g, '_')}>`,
    'mime-version': '1.0',
    'content-type': mdn.contentType,
  };
}

/** The MDN the partner asked for (null when none), signed when asked or when the port says so. */
export async function mdnFor(
  port: ReceivePort,
  request: As2Headers,
  keys: PortKeys | null,
  outcome: { mic?: Mic; error?: { modifier: DispositionModifier; reason: string } },
): Promise<BuiltMdn | null> {
  if (!request.mdn) return null;
  const signWith = (request.mdn.signed || port.mdnSigned) && keys?.own ? keys.own : null;
  return buildMdnOffThread({
    reportingUa: `${REPORTING_UA} (${port.as2To})`,
    originalRecipient: request.to,
    finalRecipient: port.as2To,
    originalMessageId: request.messageId,
    mic: outcome.mic ?? null,
    error: outcome.error?.modifier ?? null,
    text: outcome.error ? `The message was not processed: ${outcome.error.reason}` : undefined,
    sign: signWith
      ? { own: signWith, digest: request.mdn.micAlgorithms[0] ?? digestOf(port.micAlgorithm) }
      : undefined,
  });
}

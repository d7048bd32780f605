import type { X509Certificate } from 'node:crypto';
import type { EgressPolicy } from '../../../http/egress';
import { egressFetch } from '../../../http/egress-fetch';
import { As2MessageError, type Mic } from '../message';
import { checkMdn } from './mdn-check';

/**
 * The partner could not take the message now: unreachable, too slow, or an HTTP answer that says
 * to come back (408, 429, 5xx). Only these are retried; a refusal or a negative MDN is final.
 */
export class PartnerUnavailable extends As2MessageError {
  constructor(reason: string) {
    super('unexpected-processing-error', reason);
  }
}

const COME_BACK = new Set([408, 429]);

/** A packed message, ready to post as many times as its attempts need. */
export interface PackedMessage {
  contentType: string;
  headers: Record<string, string>;
  body: Buffer;
  mic: Mic;
}

export interface PostTarget {
  url: URL;
  /** Seconds. */
  timeout: number;
  async: boolean;
  requireSignedMdn: boolean;
  partner: X509Certificate | null;
}

/** Posts the packed message once and reads the synchronous MDN; throws on any failure. */
export async function postMessage(
  egress: EgressPolicy,
  target: PostTarget,
  message: PackedMessage,
  messageId: string,
  as2Headers: Record<string, string>,
) {
  let response;
  try {
    response = await egressFetch(egress, target.url, {
      method: 'POST',
      headers: { ...message.headers, ...as2Headers, 'content-type': message.contentType },
      body: message.body,
      signal: AbortSignal.timeout(target.timeout * 1000),
      redirects: 0,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PartnerUnavailable(`The partner could not be reached: ${reason}`);
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status < 200 || response.status > 299) {
    const reason = `The partner answered HTTP ${response.status}: ${body.toString('utf8').slice(0, 200)}`;
    if (response.status >= 500 || COME_BACK.has(response.status)) {
      throw new PartnerUnavailable(reason);
    }
    throw new As2MessageError('unexpected-processing-error', reason);
  }
  if (target.async) return null;
  return checkMdn(response.headers.get('content-type') ?? '', body, {
    messageId,
    mic: message.mic,
    partner: target.partner,
    requireSigned: target.requireSignedMdn,
  });
}

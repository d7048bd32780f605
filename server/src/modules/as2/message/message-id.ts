import { malformed } from './errors';

/**
 * AS2 Message-IDs (RFC 4130 §5.3.3, RFC 5322 msg-id): printable ASCII without spaces, angle
 * brackets optional because some senders leave them out. The bound keeps a hostile id out of
 * our logs and MDN fields; 998 is RFC 5322's line limit.
 */
export const MAX_MESSAGE_ID = 998;

export function checkMessageId(id: string | undefined): string {
  if (!id) throw malformed('The message has no Message-ID');
  if (id.length > MAX_MESSAGE_ID)
    throw malformed(`The Message-ID is longer than ${MAX_MESSAGE_ID} characters`);
  if (!/^<?[\x21-\x3b\x3d\x3f-\x7e]+>?$/.test(id))
    throw malformed('The Message-ID holds characters it may not');
  return id;
}

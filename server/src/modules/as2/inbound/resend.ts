import type { As2Headers } from './as2-headers';
import { mdnHeaders } from './mdn-answer';
import { firstReceipt, logRefused, type ReceivePort } from './receipts';
import type { InboundAnswer, InboundDeps } from './receive';

export const text = (status: number, body: string): InboundAnswer => ({
  status,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body,
});

/** A Message-ID received already: the first receipt's MDN again, and a log entry saying so. */
export async function resend(
  deps: InboundDeps,
  port: ReceivePort,
  request: As2Headers,
  logged: Record<string, string>,
  size: number,
): Promise<InboundAnswer> {
  const first = await firstReceipt(deps.db, port, request);
  const when = first?.messageTimestamp.toISOString() ?? 'earlier';
  await logRefused(deps.db, port, {
    messageId: request.messageId,
    as2From: request.from,
    as2To: request.to,
    headers: logged,
    size,
    mdnStatus: first?.mdnStatus ?? null,
    errorMessage: `A resend of the message received at ${when}: answered with its MDN, not stored again`,
  });
  if (first?.status === 'pending') {
    return text(409, `The message ${request.messageId} is being received; send it again later`);
  }
  if (first?.mdn && first.mdnContentType && !request.mdn?.asyncUrl) {
    const mdn = { contentType: first.mdnContentType };
    return { status: 200, headers: mdnHeaders(port, mdn), body: first.mdn };
  }
  return text(200, 'Received already');
}

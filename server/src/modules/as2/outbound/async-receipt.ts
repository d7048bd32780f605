import type { IncomingHttpHeaders } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { as2Logs, as2Ports } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { As2MessageError, parseMic } from '../message';
import { parseMdnOffThread } from '../message-thread';
import { PortKeyProblem, portKeys } from '../port-keys';
import { judgeMdn, NegativeMdn } from './mdn-check';

/** A send port's address for asynchronous MDNs: what its `asyncMdnUrl` points at. */
export const MDN_PATH = '/as2/mdn/:portId';

const text = (status: number, body: string) => ({ status, body });

/**
 * POST /as2/mdn/{send port id}: a partner's asynchronous MDN to a message sent through the port.
 * The MDN must be the partner certificate's (signed when the port asks for signed MDNs), name a
 * message of this port still awaiting its MDN, say `processed` and return its MIC; the log
 * entry then ends as success or failed with the partner's reason. A second copy changes nothing.
 */
export async function receiveAsyncMdn(
  db: Db,
  portId: number,
  headers: IncomingHttpHeaders,
  body: Buffer,
) {
  const valid = Number.isInteger(portId) && portId > 0 && portId <= 2_147_483_647;
  const [port] = valid
    ? await db
        .select()
        .from(as2Ports)
        .where(and(eq(as2Ports.id, portId), eq(as2Ports.kind, 'send')))
    : [];
  if (!port) return text(404, `No AS2 send port ${portId}`);
  const contentType = String(headers['content-type'] ?? '');
  try {
    const keys = await portKeys(db, port.tenantId, port);
    const read = await parseMdnOffThread(contentType, body, {
      partnerCertificate: keys.partner ?? undefined,
      requireSigned: port.mdnSigned,
    });
    const messageId = read.originalMessageId ?? '';
    const [row] = await db
      .select()
      .from(as2Logs)
      .where(
        and(
          eq(as2Logs.tenantId, port.tenantId),
          eq(as2Logs.portId, port.id),
          eq(as2Logs.direction, 'send'),
          eq(as2Logs.messageId, messageId),
        ),
      );
    if (!row)
      return text(404, `No message ${messageId.slice(0, 200)} was sent through ${port.name}`);
    if (row.status !== 'pending' || !row.mic) return text(200, 'This MDN was received already');
    let update: Partial<typeof as2Logs.$inferInsert>;
    try {
      judgeMdn(read, { messageId, mic: parseMic(row.mic) });
      update = { status: 'success', mdnStatus: 'processed' };
    } catch (error) {
      if (!(error instanceof NegativeMdn)) throw error;
      update = {
        status: 'failed',
        mdnStatus: `processed/error: ${error.modifier}`,
        errorMessage: error.reason,
      };
    }
    await db
      .update(as2Logs)
      .set({ ...update, mdnTimestamp: new Date(), mdnContentType: contentType, mdn: body })
      .where(eq(as2Logs.id, row.id));
    return text(200, 'MDN received');
  } catch (error) {
    if (error instanceof As2MessageError) return text(400, error.reason);
    if (error instanceof PortKeyProblem) return text(400, error.message);
    throw error;
  }
}

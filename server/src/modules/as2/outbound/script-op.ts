import { and, eq } from 'drizzle-orm';
import { as2Ports } from '../../../db/schema';
import type { Db } from '../../../db/types';
import type { EgressPolicy } from '../../../http/egress';
import { sendAs2 } from './send';

/**
 * `as2.send(portName, fileName, content)` in scripts and connectors (issue 28 §2): the tenant's
 * send port of that name sends the text (or the JSON of a value) as a file, as "Send a test
 * file" does. Answers what the log says of it: its Message-ID, status, MDN state and reason.
 */
export function as2Ops(place: { db: Db; egress: EgressPolicy; tenantId: number }) {
  return {
    'as2.send': async ([portName, fileName, content]: unknown[]) => {
      if (typeof portName !== 'string' || typeof fileName !== 'string') {
        throw new Error('as2.send needs a port name and a file name');
      }
      const [port] = await place.db
        .select({ id: as2Ports.id })
        .from(as2Ports)
        .where(
          and(
            eq(as2Ports.tenantId, place.tenantId),
            eq(as2Ports.kind, 'send'),
            eq(as2Ports.name, portName),
          ),
        );
      if (!port) throw new Error(`No send port named ${portName}`);
      const body = Buffer.from(typeof content === 'string' ? content : JSON.stringify(content));
      const log = await sendAs2(place, place.tenantId, port.id, { name: fileName, content: body });
      const { messageId, status, mdnStatus, errorMessage } = log;
      return { messageId, status, mdnStatus, errorMessage };
    },
  };
}

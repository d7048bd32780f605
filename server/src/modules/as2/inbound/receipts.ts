import { and, eq, ne, placeholder } from 'drizzle-orm';
import { preparedOn } from '../../../db/prepared';
import { as2Logs, as2Ports } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { updateLog, type LogUpdate } from '../log-statements';
import { isUniqueViolation } from '../port-service';
import type { As2Headers } from './as2-headers';

export type ReceivePort = typeof as2Ports.$inferSelect;
type LogRow = typeof as2Logs.$inferSelect;

const receivePortOf = preparedOn('as2_receive_port', (db, name) =>
  db
    .select()
    .from(as2Ports)
    .where(and(eq(as2Ports.id, placeholder('id')), eq(as2Ports.kind, 'receive')))
    .prepare(name),
);

/** A receive port by id, with its tenant; null when there is none. */
export async function receivePort(db: Db, id: number): Promise<ReceivePort | null> {
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [port] = await receivePortOf(db).execute({ id });
  return port ?? null;
}

/** The first receipt of a partner's Message-ID (not a failed one), if there was one. */
export async function firstReceipt(db: Db, port: ReceivePort, request: As2Headers) {
  const [row] = await db
    .select()
    .from(as2Logs)
    .where(
      and(
        eq(as2Logs.tenantId, port.tenantId),
        eq(as2Logs.direction, 'receive'),
        eq(as2Logs.as2From, request.from),
        eq(as2Logs.messageId, request.messageId),
        ne(as2Logs.status, 'failed'),
      ),
    );
  return (row as LogRow | undefined) ?? null;
}

const entry = (
  port: ReceivePort,
  fields: LogUpdate & { messageId: string; as2From: string; as2To: string },
) => ({
  tenantId: port.tenantId,
  direction: 'receive' as const,
  portName: port.name,
  portId: port.id,
  status: 'pending' as const,
  messageTimestamp: new Date(),
  ...fields,
});

const claiming = preparedOn('as2_log_claim', (db, name) =>
  db
    .insert(as2Logs)
    .values({
      tenantId: placeholder('tenantId'),
      direction: 'receive',
      portName: placeholder('portName'),
      portId: placeholder('portId'),
      status: 'pending',
      messageTimestamp: placeholder('messageTimestamp'),
      messageId: placeholder('messageId'),
      as2From: placeholder('as2From'),
      as2To: placeholder('as2To'),
      headers: placeholder('headers'),
    })
    .returning({ id: as2Logs.id })
    .prepare(name),
);

/**
 * Claims a message's receipt with a pending log row: a partner's Message-ID is received once
 * (the unique index), so of two copies arriving together one claims it and the other is a
 * resend. Null when another receipt holds it.
 */
export async function claimReceipt(
  db: Db,
  port: ReceivePort,
  request: As2Headers,
  headers: Record<string, string>,
): Promise<number | null> {
  try {
    const [row] = await claiming(db).execute({
      tenantId: port.tenantId,
      portName: port.name,
      portId: port.id,
      messageTimestamp: new Date(),
      messageId: request.messageId,
      as2From: request.from,
      as2To: request.to,
      headers,
    });
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function finishReceipt(db: Db, id: number, update: LogUpdate) {
  await updateLog(db, id, update);
}

/** A message refused before it could be claimed (bad headers, too big, a resend): logged as failed. */
export async function logRefused(
  db: Db,
  port: ReceivePort,
  fields: LogUpdate & { messageId: string; as2From: string; as2To: string; errorMessage: string },
) {
  await db.insert(as2Logs).values(entry(port, { ...fields, status: 'failed' }));
}

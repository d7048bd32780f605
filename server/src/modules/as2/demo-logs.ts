import { randomUUID } from 'node:crypto';
import { as2Logs } from '../../db/schema';
import type { Db } from '../../db/types';
import type { Port } from '@console/shared/contract';

/** About 600 AS2 messages over the last 30 days, for the demo tenant's ports. */

export const DEMO_LOG_COUNT = 600;
const DAY = 24 * 3600 * 1000;
const BATCH = 200;

/** What went wrong, as the partner's MDN and our log would say it. */
const FAILURES: [mdnStatus: string, errorMessage: string][] = [
  ['processed/error: decryption-failed', 'The partner could not decrypt the message'],
  ['processed/error: authentication-failed', 'The signature of the message could not be verified'],
  [
    'processed/error: integrity-check-failed',
    'MIC mismatch: the returned MIC differs from the computed one',
  ],
  [
    'processed/error: unexpected-processing-error',
    'The partner answered HTTP 500 Internal Server Error',
  ],
  [
    'processed/error: insufficient-message-security',
    'The partner requires signed and encrypted messages',
  ],
];

const FILE_PREFIX: Record<string, [prefix: string, extension: string]> = {
  X12: ['X12_850', 'edi'],
  EDIFACT: ['IFTMBF', 'edi'],
  XML: ['INVOIC', 'xml'],
  JSON: ['ORDER', 'json'],
  CSV: ['REPLENISH', 'csv'],
  BINARY: ['PAYLOAD', 'bin'],
};

/** A small seeded generator (mulberry32): the same demo every time, apart from ids and dates. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace(/[-:T]/g, '');

export async function seedAs2DemoLogs(
  db: Db,
  tenantId: number,
  ports: Port[],
  count = DEMO_LOG_COUNT,
) {
  if (!ports.length) return;
  const random = randomSource(20240601);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const now = Date.now();
  const rows: (typeof as2Logs.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const port = pick(ports);
    // More traffic in recent days, never in the future.
    const age = Math.pow(random(), 1.2) * 30 * DAY;
    const messageTimestamp = new Date(now - age - 60_000);
    const roll = random();
    const status = age < DAY && roll < 0.25 ? 'pending' : roll > 0.9 ? 'failed' : 'success';
    const [mdnStatus, errorMessage] =
      status === 'success'
        ? ['processed', null]
        : status === 'failed'
          ? pick(FAILURES)
          : [null, null];
    const [prefix, extension] = FILE_PREFIX[port.messageType] ?? FILE_PREFIX.BINARY;
    rows.push({
      tenantId,
      messageId: `<${randomUUID()}@${port.from}>`,
      direction: port.kind,
      portName: port.name,
      as2From: port.from,
      as2To: port.to,
      fileName: `${prefix}_${stamp(messageTimestamp)}_${String(i).padStart(4, '0')}.${extension}`,
      size: Math.round(800 + Math.pow(random(), 3) * 400_000),
      status,
      mdnStatus,
      errorMessage,
      messageTimestamp,
      mdnTimestamp:
        status === 'pending' ? null : new Date(messageTimestamp.getTime() + 1000 + random() * 7000),
      demo: true,
    });
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(as2Logs).values(rows.slice(start, start + BATCH));
  }
}

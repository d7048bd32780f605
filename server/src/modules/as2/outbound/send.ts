import { randomUUID } from 'node:crypto';
import type {
  As2Log,
  DigestAlgorithm,
  EncryptionAlgorithm,
  MessageType,
} from '@console/shared/contract';
import { and, eq, placeholder } from 'drizzle-orm';
import { preparedOn } from '../../../db/prepared';
import { as2Logs, as2Ports } from '../../../db/schema';
import type { Db } from '../../../db/types';
import type { EgressPolicy } from '../../../http/egress';
import { notFound } from '../../../http/envelope';
import { As2MessageError } from '../message';
import { packOffThread } from '../message-thread';
import { DIGESTS } from '../message/algorithms';
import { PortKeyProblem, portKeys } from '../port-keys';
import { attemptSend, failure, saveLog, type Sending } from './attempts';

export interface OutboundDeps {
  db: Db;
  egress: EgressPolicy;
}

type SendPort = typeof as2Ports.$inferSelect;

const sendPortOf = preparedOn('as2_send_port', (db, name) =>
  db
    .select()
    .from(as2Ports)
    .where(
      and(
        eq(as2Ports.id, placeholder('portId')),
        eq(as2Ports.tenantId, placeholder('tenantId')),
        eq(as2Ports.kind, 'send'),
      ),
    )
    .prepare(name),
);

/** The pending log entry of a message being sent. */
const loggingSent = preparedOn('as2_log_sent', (db, name) =>
  db
    .insert(as2Logs)
    .values({
      tenantId: placeholder('tenantId'),
      messageId: placeholder('messageId'),
      direction: 'send',
      portName: placeholder('portName'),
      portId: placeholder('portId'),
      as2From: placeholder('as2From'),
      as2To: placeholder('as2To'),
      fileName: placeholder('fileName'),
      size: placeholder('size'),
      status: 'pending',
      messageTimestamp: placeholder('messageTimestamp'),
      headers: placeholder('headers'),
    })
    .returning({ id: as2Logs.id })
    .prepare(name),
);

const micAlgorithmOf = (port: SendPort) =>
  (port.signed ? port.signAlgorithm : port.micAlgorithm) as DigestAlgorithm;

/** The AS2 headers of a message from the port's `from` to its `to`, asking for its MDN. */
function requestHeaders(port: SendPort, messageId: string, fileName: string) {
  const headers: Record<string, string> = {
    'as2-version': '1.2',
    'as2-from': port.as2From,
    'as2-to': port.as2To,
    'message-id': messageId,
    subject: `AS2 message ${fileName}`.slice(0, 200),
    'mime-version': '1.0',
    'disposition-notification-to': port.as2From,
  };
  // The MIC a signed message's MDN returns is over what was signed, with the signing digest
  // (RFC 4130 §7.3.1); said always, so that the partner computes the one we expect.
  const micalg = DIGESTS[micAlgorithmOf(port)].micalg;
  headers['disposition-notification-options'] = port.mdnSigned
    ? `signed-receipt-protocol=required, pkcs7-signature; signed-receipt-micalg=required, ${micalg}`
    : `signed-receipt-micalg=optional, ${micalg}`;
  if (port.mdnMode === 'async' && port.asyncMdnUrl) {
    headers['receipt-delivery-option'] = port.asyncMdnUrl;
  }
  return headers;
}

/** The partner's URL, refused unless http(s): nothing is sent anywhere else. */
function partnerUrl(port: SendPort) {
  let url: URL;
  try {
    url = new URL(port.url ?? '');
  } catch {
    throw new PortKeyProblem(`The port ${port.name} has no valid partner URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new PortKeyProblem(`The partner URL of ${port.name} must be http or https`);
  }
  return url;
}

/**
 * Sends a file through a send port ("Send a test file", `as2.send`): signs, encrypts and
 * compresses it as the port says, posts it to the partner with the port's timeout, checks the
 * MDN and its MIC, and logs the outcome. Answers the log entry: `pending` while retries of a
 * partner that could not take it are due (attempts.ts), or while an asynchronous MDN is.
 */
export async function sendAs2(
  deps: OutboundDeps,
  tenantId: number,
  portId: number,
  file: { name: string; content: Buffer },
): Promise<As2Log> {
  const [port] = await sendPortOf(deps.db).execute({ portId, tenantId });
  if (!port) throw notFound(`No send port ${portId}`);
  const messageId = `<${randomUUID()}@${port.as2From.replace(/[^\x21-\x7e]|[<>@"]/g, '_')}>`;
  const headers = requestHeaders(port, messageId, file.name);
  const [row] = await loggingSent(deps.db).execute({
    tenantId,
    messageId,
    portName: port.name,
    portId: port.id,
    as2From: port.as2From,
    as2To: port.as2To,
    fileName: file.name,
    size: file.content.length,
    messageTimestamp: new Date(),
    headers,
  });
  let sending: Sending;
  try {
    const url = partnerUrl(port);
    const keys = await portKeys(deps.db, tenantId, port);
    const message = await packOffThread(file.content, {
      fileName: file.name,
      messageType: port.messageType as MessageType,
      sign: port.signed ? (port.signAlgorithm as DigestAlgorithm) : undefined,
      encrypt: port.encrypted ? (port.encryptAlgorithm as EncryptionAlgorithm) : undefined,
      compress: port.compressed,
      micAlgorithm: port.micAlgorithm as DigestAlgorithm,
      own: keys.own ?? undefined,
      partnerCertificate: keys.partner ?? undefined,
    });
    sending = {
      logId: row.id,
      messageId,
      as2Headers: headers,
      message,
      target: {
        url,
        timeout: port.timeout,
        async: port.mdnMode === 'async',
        requireSignedMdn: port.mdnSigned,
        partner: keys.partner,
      },
      retryCount: port.retryCount,
      retryInterval: port.retryInterval,
    };
  } catch (error) {
    if (!(error instanceof As2MessageError || error instanceof PortKeyProblem)) throw error;
    return saveLog(deps, row.id, failure(error));
  }
  return attemptSend(deps, sending);
}

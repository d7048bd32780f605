import type { IncomingHttpHeaders } from 'node:http';
import type { EncryptionAlgorithm, MessageType } from '@console/shared/contract';
import { ENCRYPTION_ALGORITHMS } from '@console/shared/contract';
import type { Db } from '../../../db/types';
import type { EgressPolicy } from '../../../http/egress';
import { notFound } from '../../../http/envelope';
import type { FileStore } from '../../files/store';
import { As2MessageError, formatMic, type BuiltMdn } from '../message';
import { unpackOffThread } from '../message-thread';
import { PortKeyProblem, portKeys, type PortKeys } from '../port-keys';
import {
  HeaderProblem,
  loggedHeaders,
  loggedMessageId,
  readAs2Headers,
  type As2Headers,
} from './as2-headers';
import { claimReceipt, finishReceipt, logRefused, receivePort, type ReceivePort } from './receipts';
import { deliverAsyncMdn } from './async-mdn';
import { digestOf, mdnFor, mdnHeaders } from './mdn-answer';
import { resend, text } from './resend';
import { storedName, storePayload, UnsafeFileName } from './store-payload';

export interface InboundDeps {
  db: Db;
  files: FileStore;
  egress: EgressPolicy;
}

/** The HTTP answer to a partner's POST. */
export interface InboundAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/**
 * The answer that carries the MDN: the HTTP response itself (synchronous), or a plain 200 with
 * the MDN posted to the partner's URL after it (asynchronous).
 */
function answerWith(
  deps: InboundDeps,
  port: ReceivePort,
  request: As2Headers,
  logId: number,
  mdn: BuiltMdn | null,
  fallback: InboundAnswer,
): InboundAnswer {
  if (!mdn) return fallback;
  const headers = { ...mdn.headers, ...mdnHeaders(port, mdn) };
  const asyncUrl = request.mdn?.asyncUrl;
  if (!asyncUrl) return { status: 200, headers, body: mdn.body };
  setImmediate(() => void deliverAsyncMdn(deps, logId, asyncUrl, { headers, body: mdn.body }));
  return text(200, 'Received; the MDN follows asynchronously');
}

const cipherOf = (name: string) =>
  (ENCRYPTION_ALGORITHMS as readonly string[]).includes(name)
    ? (name as EncryptionAlgorithm)
    : 'AES256';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Unpacks, stores and answers a claimed message; throws As2MessageError or the problems named. */
async function accept(
  deps: InboundDeps,
  port: ReceivePort,
  request: As2Headers,
  headers: IncomingHttpHeaders,
  body: Buffer,
  keys: PortKeys,
) {
  // Asked for, else the signature's digest (unpackMessage's default), else SHA-256.
  const micAlgorithm = request.mdn?.micAlgorithms[0];
  const message = await unpackOffThread(request.contentType, body, {
    own: keys.own ?? undefined,
    partnerCertificate: keys.partner ?? undefined,
    headers: {
      'content-disposition': single(headers['content-disposition']),
      'content-transfer-encoding': single(headers['content-transfer-encoding']),
    },
    requireSigned: port.signed,
    requireEncrypted: port.encrypted,
    // A port set to sign or encrypt takes its own algorithm; one that does not, any known one.
    allowedDigests: port.signed ? [digestOf(port.signAlgorithm)] : undefined,
    allowedCiphers: port.encrypted ? [cipherOf(port.encryptAlgorithm)] : undefined,
    micAlgorithm,
  });
  const fileName = storedName(message.fileName, port.messageType as MessageType, request.messageId);
  const filePath = await storePayload(
    deps.files,
    port.tenantId,
    port.name,
    fileName,
    message.payload,
  );
  return { message, fileName, filePath };
}

/** The failure's RFC 4130 modifier and its reason, whatever threw it. */
function failureOf(error: unknown) {
  if (error instanceof As2MessageError) return { modifier: error.modifier, reason: error.reason };
  if (error instanceof PortKeyProblem || error instanceof UnsafeFileName) {
    return { modifier: 'unexpected-processing-error' as const, reason: error.message };
  }
  throw error;
}

/**
 * A partner's POST to a receive port (RFC 4130): checked against the port, unpacked, stored in
 * the tenant's file store, logged, and answered with the MDN the partner asked for (negative
 * when a check failed, with the reason in the log). A resend of a received Message-ID gets the
 * first receipt's MDN, and is stored once.
 */
export async function receiveAs2(
  deps: InboundDeps,
  portId: number,
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<InboundAnswer> {
  const port = await receivePort(deps.db, portId);
  if (!port) throw notFound(`No AS2 receive port ${portId}`);
  const logged = loggedHeaders(headers);
  let request: As2Headers;
  try {
    request = readAs2Headers(headers);
  } catch (error) {
    if (!(error instanceof HeaderProblem)) throw error;
    const messageId = loggedMessageId(headers['message-id'] as string | undefined);
    await logRefused(deps.db, port, {
      messageId,
      as2From: String(headers['as2-from'] ?? '').slice(0, 128),
      as2To: String(headers['as2-to'] ?? '').slice(0, 128),
      errorMessage: error.message,
      headers: logged,
      size: body.length,
    });
    return text(400, error.message);
  }
  const claim = await claimReceipt(deps.db, port, request, logged);
  if (claim === null) return resend(deps, port, request, logged, body.length);
  let keys: PortKeys | null = null;
  try {
    // First, so that even a refusal's MDN is signed as asked.
    keys = await portKeys(deps.db, port.tenantId, port);
    if (request.from !== port.as2From || request.to !== port.as2To) {
      throw new As2MessageError(
        'authentication-failed',
        `Unknown trading partner: this port takes messages from ${port.as2From} to ${port.as2To}`,
      );
    }
    const { message, fileName, filePath } = await accept(deps, port, request, headers, body, keys);
    const mdn = await mdnFor(port, request, keys, { mic: message.mic });
    await finishReceipt(deps.db, claim, {
      status: 'success',
      fileName,
      size: message.payload.length,
      filePath,
      mic: formatMic(message.mic),
      mdnStatus: mdn ? 'processed' : null,
      mdnContentType: mdn?.contentType ?? null,
      mdn: mdn?.body ?? null,
      mdnTimestamp: mdn ? new Date() : null,
    });
    return answerWith(deps, port, request, claim, mdn, text(200, 'Received'));
  } catch (error) {
    const failure = failureOf(error);
    const mdn = await mdnFor(port, request, keys, { error: failure });
    await finishReceipt(deps.db, claim, {
      status: 'failed',
      size: body.length,
      errorMessage: failure.reason,
      mdnStatus: `processed/error: ${failure.modifier}`,
      mdnContentType: mdn?.contentType ?? null,
      mdn: mdn?.body ?? null,
      mdnTimestamp: mdn ? new Date() : null,
    });
    return answerWith(deps, port, request, claim, mdn, text(400, failure.reason));
  }
}

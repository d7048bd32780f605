import type { DigestAlgorithm } from '@console/shared/contract';
import { As2MessageError, malformed } from './errors';
import type { CertificateInput } from './keys';
import { parseMic, type Mic } from './mic';
import { decodedBody, entityOf, parseEntity, splitMultipart, type MimeEntity } from './mime-entity';
import { fieldValue, parseHeaderFields } from './mime-headers';
import { isSigned, readSignedEntity } from './signed-entity';

/** Reads an MDN (RFC 3798, RFC 4130 §7.4) and checks its signature against the partner's certificate. */

export interface Disposition {
  /** E.g. processed, failed. */
  type: string;
  /** error, warning or failure; null when there is no modifier. */
  modifierKind: string | null;
  /** The modifier's text, e.g. authentication-failed. */
  modifier: string | null;
  /** processed without an error or failure. */
  positive: boolean;
}

export interface ReadMdn {
  signed: boolean;
  signAlgorithm: DigestAlgorithm | null;
  reportingUa: string | null;
  originalRecipient: string | null;
  finalRecipient: string | null;
  originalMessageId: string | null;
  disposition: Disposition;
  receivedContentMic: Mic | null;
  /** The human-readable part. */
  text: string;
}

const DISPOSITION =
  /^\s*[\w-]+\s*\/\s*[\w-]+\s*;\s*([\w-]+)(?:\s*\/\s*(error|warning|failure)\s*:\s*(.*?))?\s*$/i;

export function parseDisposition(text: string): Disposition {
  const match = DISPOSITION.exec(text);
  if (!match) throw malformed('The MDN has no readable Disposition');
  const type = match[1].toLowerCase();
  const modifierKind = match[2]?.toLowerCase() ?? null;
  return {
    type,
    modifierKind,
    modifier: match[3] ?? null,
    positive: type === 'processed' && modifierKind !== 'error' && modifierKind !== 'failure',
  };
}

/** The fields are header-like but need not end with an empty line. */
function notificationFields(part: MimeEntity) {
  const text = decodedBody(part)
    .toString('utf8')
    .replace(/(\r\n)+$/, '');
  return parseHeaderFields(text);
}

export interface ReadMdnOptions {
  partnerCertificate?: CertificateInput;
  requireSigned?: boolean;
  headers?: Record<string, string | undefined>;
}

export function parseMdn(contentType: string, body: Buffer, options: ReadMdnOptions = {}): ReadMdn {
  let entity = entityOf(contentType, body, options.headers);
  let signAlgorithm: DigestAlgorithm | null = null;
  if (isSigned(entity)) {
    const { signed, digest } = readSignedEntity(entity, options.partnerCertificate);
    signAlgorithm = digest;
    entity = parseEntity(signed);
  }
  if (options.requireSigned && !signAlgorithm)
    throw new As2MessageError('insufficient-message-security', 'The MDN is not signed');
  if (
    entity.contentType.value !== 'multipart/report' ||
    entity.contentType.params.get('report-type')?.toLowerCase() !== 'disposition-notification'
  )
    throw malformed(
      `An MDN must be a disposition-notification report, not ${entity.contentType.value}`,
    );
  const parts = splitMultipart(entity).map(parseEntity);
  const report = parts.find(
    (part) => part.contentType.value === 'message/disposition-notification',
  );
  if (!report) throw malformed('The MDN has no message/disposition-notification part');
  const fields = notificationFields(report);
  const field = (name: string) => fieldValue(fields, name) ?? null;
  const disposition = field('Disposition');
  if (!disposition) throw malformed('The MDN has no Disposition');
  const mic = field('Received-Content-MIC');
  const human = parts.find((part) => part.contentType.value === 'text/plain');
  return {
    signed: signAlgorithm !== null,
    signAlgorithm,
    reportingUa: field('Reporting-UA'),
    originalRecipient: field('Original-Recipient'),
    finalRecipient: field('Final-Recipient'),
    originalMessageId: field('Original-Message-ID'),
    disposition: parseDisposition(disposition),
    receivedContentMic: mic ? parseMic(mic) : null,
    text: human ? decodedBody(human).toString('utf8').trim() : '',
  };
}

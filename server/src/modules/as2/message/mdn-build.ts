import type { DigestAlgorithm } from '@console/shared/contract';
import type { DispositionModifier } from './errors';
import type { OwnIdentity } from './keys';
import { formatMic, type Mic } from './mic';
import { buildEntity, buildMultipart, newBoundary, parseEntity } from './mime-entity';
import { fieldValue, formatFields } from './mime-headers';
import { formatParameter } from './mime-params';
import { buildSignedEntity } from './signed-entity';

/**
 * The MDN of RFC 3798 as AS2 uses it (RFC 4130 §7.4): a multipart/report with a line for
 * people and the message/disposition-notification fields, optionally signed.
 */

export interface MdnOptions {
  /** Who answers, e.g. the product name and our AS2 id. */
  reportingUa: string;
  /** The AS2-To of the message (our AS2 id), as the sender addressed it. */
  originalRecipient?: string;
  /** Our AS2 id. */
  finalRecipient: string;
  originalMessageId: string;
  /** The MIC of the received message, when it could be computed. */
  mic?: Mic | null;
  /** Absent: a positive MDN; present: processed/error with this modifier. */
  error?: DispositionModifier | null;
  /** The human-readable part; a default sentence when absent. */
  text?: string;
  sign?: { own: OwnIdentity; digest: DigestAlgorithm };
}

export interface BuiltMdn {
  contentType: string;
  /** Other headers of the outer entity, for the HTTP response or request. */
  headers: Record<string, string>;
  body: Buffer;
}

const ACTION = 'automatic-action/MDN-sent-automatically';
const MAX_TEXT = 2000;
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\x00-\x1f\x7f]+/g;

/** An AS2 id in an address field: quoted when it holds spaces or specials (RFC 4130 §6.2). */
function address(id: string) {
  const plain = /^[\x21-\x7e]+$/.test(id) && !/["\\]/.test(id);
  return `rfc822; ${plain ? id : `"${id.replace(/(["\\])/g, '\\$1')}"`}`;
}

export const dispositionOf = (error?: DispositionModifier | null) =>
  error ? `${ACTION}; processed/error: ${error}` : `${ACTION}; processed`;

function notificationFields(options: MdnOptions): [string, string][] {
  const fields: [string, string][] = [['Reporting-UA', options.reportingUa]];
  if (options.originalRecipient)
    fields.push(['Original-Recipient', address(options.originalRecipient)]);
  fields.push(
    ['Final-Recipient', address(options.finalRecipient)],
    ['Original-Message-ID', options.originalMessageId],
    ['Disposition', dispositionOf(options.error)],
  );
  if (options.mic) fields.push(['Received-Content-MIC', formatMic(options.mic)]);
  return fields;
}

const defaultText = (options: MdnOptions) =>
  options.error
    ? `The AS2 message ${options.originalMessageId} could not be processed: ${options.error}.`
    : `The AS2 message ${options.originalMessageId} has been received and processed.`;

export function buildMdn(options: MdnOptions): BuiltMdn {
  // The text may quote a failure reason: one line, bounded, whatever the reason held.
  const text = (options.text ?? defaultText(options)).replace(CONTROL, ' ').slice(0, MAX_TEXT);
  const human = buildEntity(
    [
      ['Content-Type', 'text/plain; charset=utf-8'],
      ['Content-Transfer-Encoding', '8bit'],
    ],
    Buffer.from(`${text}\r\n`),
  );
  const notification = buildEntity(
    [
      ['Content-Type', 'message/disposition-notification'],
      ['Content-Transfer-Encoding', '7bit'],
    ],
    Buffer.from(formatFields(notificationFields(options))),
  );
  const boundary = newBoundary();
  let entity = buildEntity(
    [
      [
        'Content-Type',
        `multipart/report; report-type=disposition-notification; ${formatParameter('boundary', boundary)}`,
      ],
    ],
    buildMultipart([human, notification], boundary),
  );
  if (options.sign) entity = buildSignedEntity(entity, options.sign.own, options.sign.digest);
  const outer = parseEntity(entity);
  const headers: Record<string, string> = {};
  for (const field of outer.fields) {
    if (!/^(content-type|mime-version)$/i.test(field.name)) headers[field.name] = field.value;
  }
  return { contentType: fieldValue(outer.fields, 'Content-Type') ?? '', headers, body: outer.body };
}

import type { MessageType } from '@console/shared/contract';
import { As2MessageError, malformed } from './errors';
import { buildEntity, decodedBody, type MimeEntity } from './mime-entity';
import { fieldValue } from './mime-headers';
import { formatParameter, parseParameterized } from './mime-params';

/** The innermost entity of an AS2 message: the EDI (or other) document and its file name. */

/** The media types AS2 partners expect for each message type (RFC 1767, RFC 7303, RFC 8259). */
export const MESSAGE_CONTENT_TYPES: Record<MessageType, string> = {
  X12: 'application/edi-x12',
  EDIFACT: 'application/edifact',
  XML: 'application/xml',
  JSON: 'application/json',
  CSV: 'text/csv',
  BINARY: 'application/octet-stream',
};

const MAX_FILE_NAME = 255;
// eslint-disable-next-line no-control-regex -- control characters are what this refuses
const CONTROL = /[\x00-\x1f\x7f]/;

export function buildPayloadEntity(payload: Buffer, fileName: string, messageType: MessageType) {
  if (!fileName || fileName.length > MAX_FILE_NAME || CONTROL.test(fileName))
    throw new As2MessageError(
      'unexpected-processing-error',
      'The file name is empty, too long or holds control characters',
    );
  return buildEntity(
    [
      ['Content-Type', MESSAGE_CONTENT_TYPES[messageType]],
      ['Content-Transfer-Encoding', 'binary'],
      ['Content-Disposition', `attachment; ${formatParameter('filename', fileName)}`],
    ],
    payload,
  );
}

/**
 * The document and the file name the sender gave, if any. The name is returned as sent (up to
 * its length): whoever stores the file decides which names may be used in its folder.
 */
export function readPayloadEntity(entity: MimeEntity): {
  payload: Buffer;
  fileName: string | null;
} {
  const disposition = fieldValue(entity.fields, 'Content-Disposition');
  let fileName: string | null = null;
  if (disposition) {
    const name = parseParameterized(disposition).params.get('filename');
    if (name !== undefined) {
      if (name.length > MAX_FILE_NAME || CONTROL.test(name))
        throw malformed('The file name is too long or holds control characters');
      fileName = name;
    }
  }
  return { payload: decodedBody(entity), fileName };
}

import type { DigestAlgorithm, EncryptionAlgorithm, MessageType } from '@console/shared/contract';
import { compress } from './cms-compressed';
import { encrypt } from './cms-enveloped';
import type { CertificateInput, OwnIdentity } from './keys';
import { computeMic, type Mic } from './mic';
import { buildEntity, parseEntity } from './mime-entity';
import { fieldValue } from './mime-headers';
import { buildPayloadEntity } from './payload';
import { buildSignedEntity } from './signed-entity';

export interface PackOptions {
  fileName: string;
  messageType: MessageType;
  /** Sign with this digest; needs `own`. */
  sign?: DigestAlgorithm;
  /** Encrypt with this cipher for `partnerCertificate`. */
  encrypt?: EncryptionAlgorithm;
  compress?: boolean;
  /** The MIC's digest when the message is not signed (a signed one uses `sign`). */
  micAlgorithm?: DigestAlgorithm;
  own?: OwnIdentity;
  partnerCertificate?: CertificateInput;
}

export interface PackedMessage {
  /** The HTTP Content-Type of the request. */
  contentType: string;
  /** The outer entity's other headers, to send as HTTP headers (Content-Disposition...). */
  headers: Record<string, string>;
  body: Buffer;
  /** What the partner's MDN must return in Received-Content-MIC. */
  mic: Mic;
}

const pkcs7Mime = (smimeType: string, der: Buffer) =>
  buildEntity(
    [
      ['Content-Type', `application/pkcs7-mime; smime-type=${smimeType}; name=smime.p7m`],
      ['Content-Transfer-Encoding', 'binary'],
      ['Content-Disposition', 'attachment; filename=smime.p7m'],
    ],
    der,
  );

/**
 * Builds an AS2 message body. The layers go compress, sign, encrypt (RFC 5402 §3 allows
 * compressing before or after signing; OpenAS2 and Mendelson compress first by default, so the
 * signature and the MIC cover the compressed entity, and the encryption hides everything).
 */
export function packMessage(payload: Buffer, options: PackOptions): PackedMessage {
  const payloadEntity = buildPayloadEntity(payload, options.fileName, options.messageType);
  let entity = payloadEntity;
  // Unsigned, the MIC covers the entity as the partner has it once opened; a plain message's
  // headers travel as HTTP headers, which proxies may refold, so only its body counts.
  const opened = options.encrypt || options.compress ? payloadEntity : payload;
  let mic = computeMic(opened, options.micAlgorithm ?? 'SHA256');
  if (options.compress) entity = pkcs7Mime('compressed-data', compress(entity));
  if (options.sign) {
    if (!options.own) throw new Error('Signing needs our key and certificate');
    mic = computeMic(entity, options.sign);
    entity = buildSignedEntity(entity, options.own, options.sign);
  }
  if (options.encrypt) {
    if (!options.partnerCertificate) throw new Error('Encrypting needs the partner certificate');
    entity = pkcs7Mime(
      'enveloped-data',
      encrypt(entity, options.partnerCertificate, options.encrypt),
    );
  }
  const outer = parseEntity(entity);
  const headers: Record<string, string> = {};
  for (const field of outer.fields) {
    const name = field.name.toLowerCase();
    if (name !== 'content-type' && name !== 'mime-version') headers[field.name] = field.value;
  }
  return {
    contentType: fieldValue(outer.fields, 'Content-Type') ?? 'application/octet-stream',
    headers,
    body: outer.body,
    mic,
  };
}

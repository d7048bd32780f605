import type { DigestAlgorithm, EncryptionAlgorithm } from '@console/shared/contract';
import { OID } from './algorithms';
import { parseContentInfo } from './asn1';
import { decompress } from './cms-compressed';
import { decrypt } from './cms-enveloped';
import { As2MessageError, malformed } from './errors';
import type { CertificateInput, OwnIdentity } from './keys';
import { computeMic, type Mic } from './mic';
import { decodedBody, entityOf, parseEntity, type MimeEntity } from './mime-entity';
import { readPayloadEntity } from './payload';
import { isSigned, readSignedEntity } from './signed-entity';

export interface UnpackOptions {
  own?: OwnIdentity;
  partnerCertificate?: CertificateInput;
  /** The request's other MIME headers (Content-Disposition, Content-Transfer-Encoding). */
  headers?: Record<string, string | undefined>;
  requireSigned?: boolean;
  requireEncrypted?: boolean;
  /** Digests and ciphers the port accepts; absent, any known one. */
  allowedDigests?: readonly DigestAlgorithm[];
  allowedCiphers?: readonly EncryptionAlgorithm[];
  /** The MIC digest the sender asked for (Disposition-Notification-Options). */
  micAlgorithm?: DigestAlgorithm;
  /** The most a compressed payload may grow to. */
  maxSize?: number;
}

export interface UnpackedMessage {
  payload: Buffer;
  fileName: string | null;
  /** The payload entity's media type. */
  contentType: string;
  signed: boolean;
  encrypted: boolean;
  compressed: boolean;
  signAlgorithm: DigestAlgorithm | null;
  encryptAlgorithm: EncryptionAlgorithm | null;
  /** Its algorithm is the MIC algorithm. */
  mic: Mic;
}

const DEFAULT_MAX_SIZE = 100 * 1024 * 1024;
/** Each of sign, encrypt and compress at most once, and compression may come before or after signing. */
const MAX_LAYERS = 4;
const PKCS7_MIME = new Set(['application/pkcs7-mime', 'application/x-pkcs7-mime']);

const insufficient = (reason: string) =>
  new As2MessageError('insufficient-message-security', reason);

/**
 * Opens an AS2 message (the HTTP Content-Type and body): decrypts, checks the signature against
 * the partner's certificate, decompresses, in whatever order the sender layered them, then
 * applies the port's rules. Every failure is an As2MessageError with its MDN modifier.
 */
export function unpackMessage(
  contentType: string,
  body: Buffer,
  options: UnpackOptions,
): UnpackedMessage {
  let entity: MimeEntity = entityOf(contentType, body, options.headers);
  let signAlgorithm: DigestAlgorithm | null = null;
  let encryptAlgorithm: EncryptionAlgorithm | null = null;
  let signedBytes: Buffer | null = null;
  let compressed = false;
  for (let layer = 0; ; layer++) {
    if (layer > MAX_LAYERS) throw malformed('The message has too many layers');
    if (isSigned(entity)) {
      if (signedBytes) throw malformed('The message is signed twice');
      const { signed, digest } = readSignedEntity(entity, options.partnerCertificate);
      if (options.allowedDigests && !options.allowedDigests.includes(digest))
        throw insufficient(`The port does not accept the signature digest ${digest}`);
      signAlgorithm = digest;
      signedBytes = signed;
      entity = parseEntity(signed);
      continue;
    }
    if (!PKCS7_MIME.has(entity.contentType.value)) break;
    // Read once: decrypt and decompress take the parsed structure.
    const info = parseContentInfo(decodedBody(entity));
    if (info?.contentType === OID.envelopedData) {
      if (encryptAlgorithm) throw malformed('The message is encrypted twice');
      if (!options.own)
        throw new As2MessageError(
          'decryption-failed',
          'The message is encrypted but the port has no key',
        );
      const { content, algorithm } = decrypt(info, options.own);
      if (options.allowedCiphers && !options.allowedCiphers.includes(algorithm))
        throw insufficient(`The port does not accept the encryption ${algorithm}`);
      encryptAlgorithm = algorithm;
      entity = parseEntity(content);
    } else if (info?.contentType === OID.compressedData) {
      if (compressed) throw malformed('The message is compressed twice');
      compressed = true;
      entity = parseEntity(decompress(info, options.maxSize ?? DEFAULT_MAX_SIZE));
    } else {
      throw malformed(
        `Unexpected CMS content ${info?.contentType ?? '(unreadable)'} in ${entity.contentType.value}`,
      );
    }
  }
  if (options.requireEncrypted && !encryptAlgorithm)
    throw insufficient('The port requires encrypted messages');
  if (options.requireSigned && !signAlgorithm)
    throw insufficient('The port requires signed messages');
  const micAlgorithm = options.micAlgorithm ?? signAlgorithm ?? 'SHA256';
  const { payload, fileName } = readPayloadEntity(entity);
  return {
    payload,
    fileName,
    contentType: entity.contentType.value,
    signed: signAlgorithm !== null,
    encrypted: encryptAlgorithm !== null,
    compressed,
    signAlgorithm,
    encryptAlgorithm,
    // Signed: the signed entity; otherwise the opened one (for a plain message, its body).
    mic: computeMic(signedBytes ?? entity.raw, micAlgorithm),
  };
}

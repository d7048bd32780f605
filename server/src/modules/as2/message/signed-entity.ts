import type { DigestAlgorithm } from '@console/shared/contract';
import { DIGESTS } from './algorithms';
import { signDetached, verifyDetached } from './cms-signed';
import { As2MessageError, malformed } from './errors';
import type { CertificateInput, OwnIdentity } from './keys';
import {
  buildEntity,
  buildMultipart,
  decodedBody,
  newBoundary,
  parseEntity,
  splitMultipart,
  type MimeEntity,
} from './mime-entity';
import { formatParameter } from './mime-params';

/** multipart/signed (RFC 1847, RFC 5751 §3.5) around an entity, for messages and MDNs alike. */

const SIGNATURE_TYPES = new Set(['application/pkcs7-signature', 'application/x-pkcs7-signature']);

/** `entity` (headers and body) signed: a whole multipart/signed entity, headers included. */
export function buildSignedEntity(
  entity: Buffer,
  own: OwnIdentity,
  digest: DigestAlgorithm,
): Buffer {
  const signature = signDetached(entity, own, digest);
  const signaturePart = buildEntity(
    [
      ['Content-Type', 'application/pkcs7-signature; name=smime.p7s; smime-type=signed-data'],
      ['Content-Transfer-Encoding', 'base64'],
      ['Content-Disposition', 'attachment; filename=smime.p7s'],
    ],
    Buffer.from(`${signature.toString('base64').replace(/.{76}/g, '$&\r\n')}\r\n`),
  );
  const boundary = newBoundary();
  const contentType = [
    'multipart/signed',
    'protocol="application/pkcs7-signature"',
    `micalg=${DIGESTS[digest].micalg}`,
    formatParameter('boundary', boundary),
  ].join('; ');
  return buildEntity(
    [
      ['MIME-Version', '1.0'],
      ['Content-Type', contentType],
    ],
    buildMultipart([entity, signaturePart], boundary),
  );
}

export const isSigned = (entity: MimeEntity) => entity.contentType.value === 'multipart/signed';

/**
 * Checks a multipart/signed entity against the partner's certificate. Returns the signed
 * entity's exact bytes (what the MIC covers) and the signer's digest.
 */
export function readSignedEntity(
  entity: MimeEntity,
  partner: CertificateInput | undefined,
): { signed: Buffer; digest: DigestAlgorithm } {
  const protocol = entity.contentType.params.get('protocol')?.toLowerCase();
  if (!protocol || !SIGNATURE_TYPES.has(protocol))
    throw malformed(`multipart/signed with an unknown protocol ${protocol ?? '(none)'}`);
  const parts = splitMultipart(entity);
  if (parts.length !== 2) throw malformed('multipart/signed must have exactly two parts');
  const [signed, signaturePartRaw] = parts;
  const signaturePart = parseEntity(signaturePartRaw);
  if (!SIGNATURE_TYPES.has(signaturePart.contentType.value))
    throw malformed(`The signature part is ${signaturePart.contentType.value}`);
  if (!partner)
    throw new As2MessageError(
      'authentication-failed',
      'The message is signed but no partner certificate is set to check it',
    );
  return { signed, digest: verifyDetached(decodedBody(signaturePart), signed, partner) };
}

import { sign, timingSafeEqual, verify } from 'node:crypto';
import type { DigestAlgorithm } from '@console/shared/contract';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { DIGESTS, digestByOid, OID, SIGNATURE_OIDS } from './algorithms';
import { derOf, octets, readContentInfo, toArrayBuffer } from './asn1';
import { digestOf } from './digest';
import { As2MessageError } from './errors';
import {
  identifies,
  pkijsCertificateOf,
  privateKeyOf,
  x509Of,
  type CertificateInput,
  type OwnIdentity,
} from './keys';

/**
 * Detached CMS SignedData (RFC 5652 §5) for multipart/signed. pkijs reads and writes the
 * structures; node:crypto (OpenSSL) hashes and signs, because WebCrypto, which pkijs signs
 * with, has neither MD5 nor SHA-224 and AS2 ports may ask for both.
 */

const algorithm = (oid: string) =>
  new pkijs.AlgorithmIdentifier({ algorithmId: oid, algorithmParams: new asn1js.Null() });

const attribute = (type: string, value: asn1js.BaseBlock) =>
  new pkijs.Attribute({ type, values: [value] });

/** The signed attributes as a DER SET OF: sorted by encoding, or OpenSSL's check fails. */
function signedAttributes(content: Buffer, digest: DigestAlgorithm) {
  const messageDigest = digestOf(content, DIGESTS[digest].node);
  const attributes = [
    attribute(OID.contentTypeAttribute, new asn1js.ObjectIdentifier({ value: OID.data })),
    attribute(OID.signingTimeAttribute, new asn1js.UTCTime({ valueDate: new Date() })),
    attribute(
      OID.messageDigestAttribute,
      new asn1js.OctetString({ valueHex: toArrayBuffer(messageDigest) }),
    ),
  ]
    .map((entry) => ({ entry, der: derOf(entry.toSchema()) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ entry }) => entry);
  const signedAttrs = new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes });
  // The signature covers the attributes with the SET tag, not the [0] they travel under.
  const toSign = derOf(signedAttrs.toSchema());
  toSign[0] = 0x31;
  return { signedAttrs, toSign };
}

/** A detached signature of `content` (DER ContentInfo) with our key, carrying our certificate. */
export function signDetached(content: Buffer, own: OwnIdentity, digest: DigestAlgorithm): Buffer {
  const key = privateKeyOf(own.privateKey);
  if (key.asymmetricKeyType !== 'rsa')
    throw new As2MessageError('unexpected-processing-error', 'Only RSA keys can sign AS2 messages');
  const certificate = pkijsCertificateOf(own.certificate);
  const { signedAttrs, toSign } = signedAttributes(content, digest);
  const signature = sign(DIGESTS[digest].node, toSign, key);
  const signerInfo = new pkijs.SignerInfo({
    version: 1,
    sid: new pkijs.IssuerAndSerialNumber({
      issuer: certificate.issuer,
      serialNumber: certificate.serialNumber,
    }),
    digestAlgorithm: algorithm(DIGESTS[digest].oid),
    signedAttrs,
    signatureAlgorithm: algorithm(OID.rsaEncryption),
    signature: new asn1js.OctetString({ valueHex: toArrayBuffer(signature) }),
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    digestAlgorithms: [algorithm(DIGESTS[digest].oid)],
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
    certificates: [certificate],
    signerInfos: [signerInfo],
  });
  const info = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: signedData.toSchema(true),
  });
  return derOf(info.toSchema());
}

function attributeValue(attrs: pkijs.SignedAndUnsignedAttributes, type: string) {
  const found = attrs.attributes.filter((entry) => entry.type === type);
  if (found.length !== 1 || found[0].values.length !== 1) return null;
  return found[0].values[0] as asn1js.BaseBlock;
}

/**
 * The SignedData SEQUENCE without its `certificates [0]`. They are never trusted (the port's
 * partner certificate is), and matching them against pkijs's Certificate schema was most of the
 * time of a check (2 of 3 ms a message, issue 28 §4).
 */
function withoutCertificates(signedData: asn1js.BaseBlock): asn1js.BaseBlock {
  const fields = (signedData.valueBlock as unknown as { value?: asn1js.BaseBlock[] }).value;
  if (!Array.isArray(fields)) return signedData;
  const isCertificates = (field: asn1js.BaseBlock) =>
    field.idBlock.tagClass === 3 && field.idBlock.tagNumber === 0 && field.idBlock.isConstructed;
  (signedData.valueBlock as unknown as { value: asn1js.BaseBlock[] }).value = fields.filter(
    (field) => !isCertificates(field),
  );
  return signedData;
}

const integrity = (reason: string) => new As2MessageError('integrity-check-failed', reason);

/**
 * Checks a detached signature over `content`: the signer must be the partner's certificate (the
 * certificates inside the message are not trusted) and the signature must hold. Returns the
 * digest algorithm the signer used.
 */
export function verifyDetached(
  signatureDer: Buffer,
  content: Buffer,
  partner: CertificateInput,
): DigestAlgorithm {
  const info = readContentInfo(signatureDer, OID.signedData, 'signature');
  let signedData: pkijs.SignedData;
  try {
    signedData = new pkijs.SignedData({ schema: withoutCertificates(info.content) });
  } catch {
    throw integrity('The signature is not a readable CMS SignedData');
  }
  if (signedData.encapContentInfo.eContent)
    throw integrity('The signature is not detached: it carries content of its own');
  const partnerCertificate = pkijsCertificateOf(partner);
  const signer = signedData.signerInfos.find((entry) => identifies(entry.sid, partnerCertificate));
  if (!signer)
    throw new As2MessageError(
      'authentication-failed',
      "The message is not signed with the partner's certificate",
    );
  const digest = digestByOid(signer.digestAlgorithm.algorithmId);
  if (!SIGNATURE_OIDS.has(signer.signatureAlgorithm.algorithmId))
    throw new As2MessageError(
      'insufficient-message-security',
      `Unknown signature algorithm ${signer.signatureAlgorithm.algorithmId}`,
    );
  const contentDigest = digestOf(content, DIGESTS[digest].node);
  let signedBytes = content;
  if (signer.signedAttrs) {
    const messageDigest = attributeValue(signer.signedAttrs, OID.messageDigestAttribute);
    const carried = messageDigest ? octets(messageDigest) : Buffer.alloc(0);
    if (carried.length !== contentDigest.length || !timingSafeEqual(carried, contentDigest))
      throw integrity('The content does not match its signature (the digest differs)');
    const contentType = attributeValue(signer.signedAttrs, OID.contentTypeAttribute);
    if (!(contentType instanceof asn1js.ObjectIdentifier) || contentType.getValue() !== OID.data)
      throw integrity('The signature does not cover plain data');
    signedBytes = Buffer.from(signer.signedAttrs.encodedValue);
  }
  const signature = Buffer.from(signer.signature.valueBlock.valueHexView);
  const holds = verify(DIGESTS[digest].node, signedBytes, x509Of(partner).publicKey, signature);
  if (!holds) throw integrity('The signature does not verify');
  return digest;
}

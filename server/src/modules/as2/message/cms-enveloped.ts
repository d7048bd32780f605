import {
  constants,
  createCipheriv,
  createDecipheriv,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import type { EncryptionAlgorithm } from '@console/shared/contract';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { cipherByOid, CIPHERS, OID } from './algorithms';
import { derOf, octets, readContentInfo, toArrayBuffer } from './asn1';
import { As2MessageError, failsAs } from './errors';
import {
  identifies,
  pkijsCertificateOf,
  privateKeyOf,
  x509Of,
  type CertificateInput,
  type OwnIdentity,
} from './keys';

/**
 * CMS EnvelopedData (RFC 5652 §6) with RSA key transport (PKCS#1 v1.5, what AS2 partners and
 * OpenSSL use) and a CBC content cipher. pkijs reads and writes the structures; node:crypto
 * does the ciphers, since WebCrypto (which pkijs encrypts with) has no 3DES and no PKCS#1 v1.5
 * encryption.
 */

export function encrypt(
  content: Buffer,
  partner: CertificateInput,
  algorithm: EncryptionAlgorithm,
): Buffer {
  const cipher = CIPHERS[algorithm];
  const contentKey = randomBytes(cipher.keyLength);
  const iv = randomBytes(cipher.ivLength);
  const encrypter = createCipheriv(cipher.node, contentKey, iv);
  const encrypted = Buffer.concat([encrypter.update(content), encrypter.final()]);
  const encryptedKey = publicEncrypt(
    { key: x509Of(partner).publicKey, padding: constants.RSA_PKCS1_PADDING },
    contentKey,
  );
  const certificate = pkijsCertificateOf(partner);
  const recipient = new pkijs.KeyTransRecipientInfo({
    version: 0,
    rid: new pkijs.IssuerAndSerialNumber({
      issuer: certificate.issuer,
      serialNumber: certificate.serialNumber,
    }),
    keyEncryptionAlgorithm: new pkijs.AlgorithmIdentifier({
      algorithmId: OID.rsaEncryption,
      algorithmParams: new asn1js.Null(),
    }),
    encryptedKey: new asn1js.OctetString({ valueHex: toArrayBuffer(encryptedKey) }),
  });
  const envelopedData = new pkijs.EnvelopedData({
    version: 0,
    recipientInfos: [new pkijs.RecipientInfo({ variant: 1, value: recipient })],
    encryptedContentInfo: new pkijs.EncryptedContentInfo({
      contentType: OID.data,
      contentEncryptionAlgorithm: new pkijs.AlgorithmIdentifier({
        algorithmId: cipher.oid,
        algorithmParams: new asn1js.OctetString({ valueHex: toArrayBuffer(iv) }),
      }),
      encryptedContent: new asn1js.OctetString({ valueHex: toArrayBuffer(encrypted) }),
      // One primitive OCTET STRING keeps the output DER; pkijs would otherwise cut it up.
      disableSplit: true,
    }),
  });
  const info = new pkijs.ContentInfo({
    contentType: OID.envelopedData,
    content: envelopedData.toSchema(),
  });
  return derOf(info.toSchema());
}

/**
 * Removes PKCS#1 v1.5 type 2 padding. Any fault yields a random key of the expected length
 * instead of an error (RFC 3218 §2.3, "implicit rejection"), so that a bad key and a bad
 * ciphertext fail alike, at the content cipher: no padding oracle for the partner's MDNs.
 */
function unwrapContentKey(encryptedKey: Buffer, key: KeyObject, keyLength: number): Buffer {
  const fallback = randomBytes(keyLength);
  let block: Buffer;
  try {
    // Node refuses PKCS#1 v1.5 private decryption (CVE-2023-46809); raw RSA is allowed.
    block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, encryptedKey);
  } catch {
    return fallback;
  }
  let separator = 0;
  for (let at = 2; at < block.length; at++) {
    if (separator === 0 && block[at] === 0) separator = at;
  }
  const valid =
    block[0] === 0 &&
    block[1] === 2 &&
    separator >= 10 &&
    block.length - separator - 1 === keyLength;
  return valid ? block.subarray(separator + 1) : fallback;
}

const failed = (reason: string) => new As2MessageError('decryption-failed', reason);

/** Decrypts an EnvelopedData meant for our certificate; returns the content and the cipher. */
export function decrypt(
  der: Buffer | pkijs.ContentInfo,
  own: OwnIdentity,
): { content: Buffer; algorithm: EncryptionAlgorithm } {
  const info = readContentInfo(der, OID.envelopedData, 'encrypted message');
  const envelopedData = failsAs(
    'decryption-failed',
    'The encrypted message is not a readable CMS EnvelopedData',
    () => new pkijs.EnvelopedData({ schema: info.content }),
  );
  const ownCertificate = pkijsCertificateOf(own.certificate);
  const recipient = envelopedData.recipientInfos
    .map((entry) => entry.value)
    .find(
      (value): value is pkijs.KeyTransRecipientInfo =>
        value instanceof pkijs.KeyTransRecipientInfo && identifies(value.rid, ownCertificate),
    );
  if (!recipient) throw failed('The message is not encrypted for our certificate');
  if (recipient.keyEncryptionAlgorithm.algorithmId !== OID.rsaEncryption)
    throw failed(`Unsupported key transport ${recipient.keyEncryptionAlgorithm.algorithmId}`);
  const contentInfo = envelopedData.encryptedContentInfo;
  const algorithm = cipherByOid(contentInfo.contentEncryptionAlgorithm.algorithmId);
  const cipher = CIPHERS[algorithm];
  const ivNode: unknown = contentInfo.contentEncryptionAlgorithm.algorithmParams;
  const iv = ivNode instanceof asn1js.OctetString ? octets(ivNode) : Buffer.alloc(0);
  if (iv.length !== cipher.ivLength) throw failed('The content cipher has no valid IV');
  const encryptedContent = contentInfo.encryptedContent;
  if (!encryptedContent) throw failed('The encrypted message carries no content');
  const contentKey = unwrapContentKey(
    octets(recipient.encryptedKey),
    privateKeyOf(own.privateKey),
    cipher.keyLength,
  );
  const content = failsAs('decryption-failed', 'The message does not decrypt', () => {
    const decrypter = createDecipheriv(cipher.node, contentKey, iv);
    return Buffer.concat([decrypter.update(octets(encryptedContent)), decrypter.final()]);
  });
  return { content, algorithm };
}

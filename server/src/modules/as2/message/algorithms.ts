import type { DigestAlgorithm, EncryptionAlgorithm } from '@console/shared/contract';
import { As2MessageError } from './errors';

/** The port's algorithm names mapped to what CMS, MIME and node:crypto call them. */

interface DigestFacts {
  oid: string;
  /** node:crypto (OpenSSL) name. */
  node: string;
  /** What we write in micalg and in Received-Content-MIC (RFC 4130 names md5 and sha1). */
  micalg: string;
}

export const DIGESTS: Record<DigestAlgorithm, DigestFacts> = {
  MD5: { oid: '1.2.840.113549.2.5', node: 'md5', micalg: 'md5' },
  SHA1: { oid: '1.3.14.3.2.26', node: 'sha1', micalg: 'sha1' },
  SHA224: { oid: '2.16.840.1.101.3.4.2.4', node: 'sha224', micalg: 'sha-224' },
  SHA256: { oid: '2.16.840.1.101.3.4.2.1', node: 'sha256', micalg: 'sha-256' },
  SHA384: { oid: '2.16.840.1.101.3.4.2.2', node: 'sha384', micalg: 'sha-384' },
  SHA512: { oid: '2.16.840.1.101.3.4.2.3', node: 'sha512', micalg: 'sha-512' },
};

const DIGEST_NAMES = Object.keys(DIGESTS) as DigestAlgorithm[];

export function digestByOid(oid: string): DigestAlgorithm {
  const found = DIGEST_NAMES.find((name) => DIGESTS[name].oid === oid);
  if (!found)
    throw new As2MessageError('insufficient-message-security', `Unknown digest algorithm ${oid}`);
  return found;
}

/** Reads micalg or a MIC's algorithm: RFC 5751 writes sha-256, older senders sha256 or SHA1. */
export function digestByName(name: string): DigestAlgorithm {
  const plain = name.trim().toLowerCase().replace(/-/g, '');
  const found = DIGEST_NAMES.find((digest) => digest.toLowerCase() === plain);
  if (!found)
    throw new As2MessageError('insufficient-message-security', `Unknown MIC algorithm ${name}`);
  return found;
}

interface CipherFacts {
  oid: string;
  node: string;
  keyLength: number;
  ivLength: number;
}

export const CIPHERS: Record<EncryptionAlgorithm, CipherFacts> = {
  '3DES': { oid: '1.2.840.113549.3.7', node: 'des-ede3-cbc', keyLength: 24, ivLength: 8 },
  AES128: { oid: '2.16.840.1.101.3.4.1.2', node: 'aes-128-cbc', keyLength: 16, ivLength: 16 },
  AES192: { oid: '2.16.840.1.101.3.4.1.22', node: 'aes-192-cbc', keyLength: 24, ivLength: 16 },
  AES256: { oid: '2.16.840.1.101.3.4.1.42', node: 'aes-256-cbc', keyLength: 32, ivLength: 16 },
};

export function cipherByOid(oid: string): EncryptionAlgorithm {
  const names = Object.keys(CIPHERS) as EncryptionAlgorithm[];
  const found = names.find((name) => CIPHERS[name].oid === oid);
  if (!found)
    throw new As2MessageError(
      'insufficient-message-security',
      `Unknown encryption algorithm ${oid}`,
    );
  return found;
}

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  envelopedData: '1.2.840.113549.1.7.3',
  compressedData: '1.2.840.113549.1.9.16.1.9',
  zlib: '1.2.840.113549.1.9.16.3.8',
  contentTypeAttribute: '1.2.840.113549.1.9.3',
  messageDigestAttribute: '1.2.840.113549.1.9.4',
  signingTimeAttribute: '1.2.840.113549.1.9.5',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecPublicKey: '1.2.840.10045.2.1',
} as const;

/**
 * Signature algorithms a signer may name: plain rsaEncryption (what OpenSSL writes), the
 * digest-specific RSA ones and ECDSA. The digest itself comes from the SignerInfo.
 */
export const SIGNATURE_OIDS = new Set<string>([
  OID.rsaEncryption,
  '1.2.840.113549.1.1.4',
  '1.2.840.113549.1.1.5',
  '1.2.840.113549.1.1.14',
  '1.2.840.113549.1.1.11',
  '1.2.840.113549.1.1.12',
  '1.2.840.113549.1.1.13',
  '1.2.840.10045.4.1',
  '1.2.840.10045.4.3.1',
  '1.2.840.10045.4.3.2',
  '1.2.840.10045.4.3.3',
  '1.2.840.10045.4.3.4',
]);

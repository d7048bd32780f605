import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { malformed } from './errors';

/** Small bridges between Node buffers and asn1js/pkijs, which work on ArrayBuffers. */

export const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

export const derOf = (node: { toBER(sizeOnly?: boolean): ArrayBuffer }): Buffer =>
  Buffer.from(node.toBER(false));

/** A ContentInfo from DER or BER, with its content type checked. */
export function readContentInfo(
  der: Buffer,
  expectedType: string,
  what: string,
): pkijs.ContentInfo {
  let info: pkijs.ContentInfo;
  try {
    info = pkijs.ContentInfo.fromBER(toArrayBuffer(der));
  } catch {
    throw malformed(`The ${what} is not a CMS structure`);
  }
  if (info.contentType !== expectedType)
    throw malformed(`The ${what} holds CMS content ${info.contentType}, not ${expectedType}`);
  return info;
}

/** The CMS content type of DER bytes, or null when they are not a ContentInfo. */
export function cmsContentType(der: Buffer): string | null {
  try {
    return pkijs.ContentInfo.fromBER(toArrayBuffer(der)).contentType;
  } catch {
    return null;
  }
}

/**
 * The octets of an OCTET STRING, primitive or constructed: BER senders (OpenSSL's -stream,
 * Java's BouncyCastle) cut long contents into pieces, possibly nested.
 */
export function octets(node: asn1js.BaseBlock): Buffer {
  if (!node.idBlock.isConstructed) {
    return Buffer.from((node.valueBlock as unknown as { valueHexView: Uint8Array }).valueHexView);
  }
  const pieces = (node.valueBlock as unknown as { value: asn1js.BaseBlock[] }).value;
  return Buffer.concat(pieces.map(octets));
}

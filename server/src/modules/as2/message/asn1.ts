import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { malformed } from './errors';

/** Small bridges between Node buffers and asn1js/pkijs, which work on ArrayBuffers. */

export const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

export const derOf = (node: { toBER(sizeOnly?: boolean): ArrayBuffer }): Buffer =>
  Buffer.from(node.toBER(false));

/**
 * A ContentInfo from DER or BER (or one read already), with its content type checked.
 */
export function readContentInfo(
  der: Buffer | pkijs.ContentInfo,
  expectedType: string,
  what: string,
): pkijs.ContentInfo {
  let info: pkijs.ContentInfo;
  try {
    info = der instanceof pkijs.ContentInfo ? der : pkijs.ContentInfo.fromBER(toArrayBuffer(der));
  } catch {
    throw malformed(`The ${what} is not a CMS structure`);
  }
  if (info.contentType !== expectedType)
    throw malformed(`The ${what} holds CMS content ${info.contentType}, not ${expectedType}`);
  return info;
}

/** DER bytes read as a ContentInfo, or null when they are not one. */
export function parseContentInfo(der: Buffer): pkijs.ContentInfo | null {
  try {
    return pkijs.ContentInfo.fromBER(toArrayBuffer(der));
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

type SchemaOwner = { schema(parameters?: object): asn1js.BaseBlock };

/** Parameters made only of names and flags (what pkijs passes), as a cache key; else null. */
function keyOf(parameters: unknown): string | null {
  if (parameters === undefined) return '';
  let plain = true;
  const key = JSON.stringify(parameters, (_name, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      if (Object.getPrototypeOf(value) !== Object.prototype) plain = false;
    } else if (typeof value === 'function' || typeof value === 'symbol') plain = false;
    return value;
  });
  return plain ? key : null;
}

/**
 * pkijs builds a structure's whole schema tree anew for every parse: a structure's reader asks
 * for its tree with fixed names, and each tree holds those of the structures inside it
 * (EnvelopedData's holds a certificate's and a revocation list's, ~60 structures). That was
 * most of a message's CMS time (issue 28 §4). asn1js's compareSchema only reads a schema (it
 * trims names, the same each time) and puts what it matched on the parsed data, so one tree
 * per structure and parameters serves every parse.
 */
function reuseSchemas(type: SchemaOwner) {
  const build = type.schema.bind(type);
  const trees = new Map<string, asn1js.BaseBlock>();
  type.schema = (parameters?: object) => {
    const key = keyOf(parameters);
    if (key === null) return build(parameters);
    let tree = trees.get(key);
    if (!tree) trees.set(key, (tree = build(parameters)));
    return tree;
  };
}

for (const type of Object.values(pkijs)) {
  if (typeof type === 'function' && typeof (type as Partial<SchemaOwner>).schema === 'function')
    reuseSchemas(type as unknown as SchemaOwner);
}

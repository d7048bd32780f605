import { deflateSync, inflateSync } from 'node:zlib';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { OID } from './algorithms';
import { derOf, octets, readContentInfo, toArrayBuffer } from './asn1';
import { As2MessageError, failsAs } from './errors';

/**
 * CMS CompressedData with zlib (RFC 3274), the AS2 compression of RFC 5402. pkijs has no class
 * for it, so asn1js builds and reads the three fields; the parts that pkijs knows
 * (AlgorithmIdentifier, EncapsulatedContentInfo) are its classes.
 */

export function compress(content: Buffer): Buffer {
  const compressedData = new asn1js.Sequence({
    value: [
      new asn1js.Integer({ value: 0 }),
      // RFC 3274 §2: the zlib algorithm identifier has no parameters.
      new pkijs.AlgorithmIdentifier({ algorithmId: OID.zlib }).toSchema(),
      new asn1js.Sequence({
        value: [
          new asn1js.ObjectIdentifier({ value: OID.data }),
          new asn1js.Constructed({
            idBlock: { tagClass: 3, tagNumber: 0 },
            value: [new asn1js.OctetString({ valueHex: toArrayBuffer(deflateSync(content)) })],
          }),
        ],
      }),
    ],
  });
  const info = new pkijs.ContentInfo({ contentType: OID.compressedData, content: compressedData });
  return derOf(info.toSchema());
}

const failed = (reason: string) => new As2MessageError('decompression-failed', reason);

/** The uncompressed content; refuses more than `maxLength` bytes (a zip bomb stops there). */
export function decompress(der: Buffer | pkijs.ContentInfo, maxLength: number): Buffer {
  const info = readContentInfo(der, OID.compressedData, 'compressed message');
  const fields = info.content instanceof asn1js.Sequence ? info.content.valueBlock.value : [];
  const [version, algorithmNode, encapsulatedNode] = fields;
  if (
    fields.length !== 3 ||
    !(version instanceof asn1js.Integer) ||
    version.valueBlock.valueDec !== 0
  )
    throw failed('The compressed message is not a CMS CompressedData');
  const { algorithm, encapsulated } = failsAs(
    'decompression-failed',
    'The compressed message is not a CMS CompressedData',
    () => ({
      algorithm: new pkijs.AlgorithmIdentifier({ schema: algorithmNode }),
      encapsulated: new pkijs.EncapsulatedContentInfo({ schema: encapsulatedNode }),
    }),
  );
  if (algorithm.algorithmId !== OID.zlib)
    throw failed(`Unknown compression algorithm ${algorithm.algorithmId}`);
  if (!encapsulated.eContent) throw failed('The compressed message carries no content');
  const compressed = octets(encapsulated.eContent);
  return failsAs('decompression-failed', 'The content does not decompress', () =>
    inflateSync(compressed, { maxOutputLength: maxLength }),
  );
}

/** The AS2 message core: what the ports use to pack, unpack and answer messages. */
export { As2MessageError, DISPOSITION_MODIFIERS, type DispositionModifier } from './errors';
export type { CertificateInput, KeyInput, OwnIdentity } from './keys';
export { checkMessageId } from './message-id';
export { computeMic, formatMic, parseMic, sameMic, type Mic } from './mic';
export { MESSAGE_CONTENT_TYPES } from './payload';
export { packMessage, type PackedMessage, type PackOptions } from './pack';
export { unpackMessage, type UnpackedMessage, type UnpackOptions } from './unpack';
export { buildMdn, type BuiltMdn, type MdnOptions } from './mdn-build';
export { parseMdn, type Disposition, type ReadMdn, type ReadMdnOptions } from './mdn-read';

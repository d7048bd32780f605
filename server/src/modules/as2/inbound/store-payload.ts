import { randomUUID } from 'node:crypto';
import {
  acceptedTypes,
  FILE_ROOT,
  isAcceptedType,
  type MessageType,
} from '@console/shared/contract';
import { ApiError } from '../../../http/envelope';
import type { FileStore } from '../../files/store';
import { parseEntryName } from '../../files/store-path';

/** The folder a receive port's payloads land in: `mounted/as2/<port name>/`. */
export const portFolder = (portName: string) => `${FILE_ROOT}as2/${portName}/`;

/** The extension a payload without an accepted one of its own is stored with. */
const EXTENSION: Record<MessageType, string> = {
  X12: 'x12',
  EDIFACT: 'edi',
  XML: 'xml',
  JSON: 'json',
  CSV: 'csv',
  BINARY: 'dat',
};

/** A payload name that is not a plain file name (a path, `..`, control characters). */
export class UnsafeFileName extends Error {}

/**
 * The name to store a payload under: the partner's (its last path segment must be all of it:
 * a name that tries to leave its folder is refused, not trimmed), with the message type's
 * extension added when the store does not accept its own; a name from the Message-ID when the
 * partner gave none.
 */
export function storedName(given: string | null, messageType: MessageType, messageId: string) {
  const extension = EXTENSION[messageType] ?? 'dat';
  if (!given) {
    const fromId = messageId
      .replace(/[^\w.-]+/g, '_')
      .replace(/^[._]+|[._]+$/g, '')
      .slice(0, 80);
    return `${fromId || randomUUID()}.${extension}`;
  }
  const shown = JSON.stringify(given.slice(0, 200));
  if (/[\\/]/.test(given) || given.includes('..')) {
    throw new UnsafeFileName(`The file name ${shown} tries to leave its folder`);
  }
  let name: string;
  try {
    name = parseEntryName(given);
  } catch {
    throw new UnsafeFileName(`The file name ${shown} is not a plain file name`);
  }
  return isAcceptedType(name, acceptedTypes()) ? name : `${name}.${extension}`;
}

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Makes a folder of the path unless it is there. */
async function ensureFolder(
  files: FileStore,
  actor: { tenant: number; username: string },
  parent: string,
  name: string,
) {
  try {
    await files.mkdir(actor, parent, name);
  } catch (error) {
    if (!isConflict(error)) throw error;
  }
}

const isMissingFolder = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Uploads into the port's folder, making `mounted/as2/<port>/` first if it is not there. */
async function uploadInto(
  files: FileStore,
  actor: { tenant: number; username: string },
  portName: string,
  fileName: string,
  content: Buffer,
) {
  const input = { folder: portFolder(portName), fileName, content, overwrite: false };
  try {
    return (await files.upload(actor, input)).path;
  } catch (error) {
    if (!isMissingFolder(error)) throw error;
  }
  await ensureFolder(files, actor, FILE_ROOT, 'as2');
  await ensureFolder(files, actor, `${FILE_ROOT}as2/`, portName);
  return (await files.upload(actor, input)).path;
}

/**
 * Stores a received payload in the tenant's file store under the port's folder (made when it
 * is not there); a name taken already gets the message's short id before its extension.
 * Returns the stored path.
 */
export async function storePayload(
  files: FileStore,
  tenant: number,
  portName: string,
  fileName: string,
  content: Buffer,
) {
  const actor = { tenant, username: `as2:${portName}` };
  try {
    return await uploadInto(files, actor, portName, fileName, content);
  } catch (error) {
    if (!isConflict(error)) throw error;
    const dot = fileName.lastIndexOf('.');
    const unique = `${fileName.slice(0, dot)}_${randomUUID().slice(0, 8)}${fileName.slice(dot)}`;
    return uploadInto(files, actor, portName, unique, content);
  }
}

import { ApiError } from '../../../http/envelope';
import type { FileStore } from '../../files/store';

/**
 * A file of the tenant's file store, read whole for sending: AS2 signs and encrypts it as one
 * piece. One larger than a message this server takes itself is refused before it is read.
 */
export async function readStoredFile(
  files: FileStore,
  tenantId: number,
  path: string,
  maxBytes: number,
) {
  const file = await files.download(tenantId, path);
  const body = file.body;
  if (file.size > maxBytes) {
    if (!Buffer.isBuffer(body)) (body as NodeJS.ReadableStream & { destroy?(): void }).destroy?.();
    throw new ApiError(413, `${file.name} is larger than AS2 sends (${maxBytes} bytes)`);
  }
  if (Buffer.isBuffer(body)) return { name: file.name, content: body };
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { name: file.name, content: Buffer.concat(chunks) };
}

import { createHash } from 'node:crypto';
import { CONTENT_ID_LENGTH, contentIdOf } from '../../files/records';

/** The content id of a file's bytes (contentIdOf's), read as a stream: files may be large. */
export async function hashOf(body: NodeJS.ReadableStream | Buffer) {
  if (Buffer.isBuffer(body)) return contentIdOf(body);
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, CONTENT_ID_LENGTH);
}

/** `work` over the items, `size` at a time; the answers in the items' order. */
export async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const answers: R[] = [];
  for (let at = 0; at < items.length; at += size) {
    answers.push(...(await Promise.all(items.slice(at, at + size).map(work))));
  }
  return answers;
}

import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../threads/start-worker';
import { ThreadClient } from '../../threads/thread-client';
import {
  As2MessageError,
  type BuiltMdn,
  type DispositionModifier,
  type MdnOptions,
  type PackedMessage,
  type PackOptions,
  type ReadMdn,
  type ReadMdnOptions,
  type UnpackedMessage,
  type UnpackOptions,
} from './message';
import { withBuffers, type MessageRequest } from './message-thread-protocol';

/**
 * The AS2 message core on a thread of its own. Signing, encrypting and their checks cost 10–20
 * ms of CPU for a 100 KiB message and grow with its size (a 20 MiB one: seconds): on the
 * server's thread they held up every other request meanwhile, and the HTTP handling and the
 * database calls of the other messages waited for them (issue 28 §4). Started at the first
 * message; a thread that died is started again at the next one. It keeps the process alive
 * only while it has work.
 */
let thread: { client: ThreadClient<MessageRequest>; worker: Worker; busy: number } | null = null;

function messageThread() {
  if (!thread?.client.running) {
    const worker = startWorker(__dirname, 'message-worker', {});
    thread = { client: new ThreadClient<MessageRequest>(worker), worker, busy: 0 };
    // After the client's listeners: listening for messages refs the worker again.
    worker.unref();
  }
  return thread;
}

/** The worker's As2MessageError as one here (the thread sends its fields only). */
function asMessageError(error: unknown) {
  if (!(error instanceof Error) || error.name !== 'As2MessageError') return error;
  const { modifier, reason } = error as Error & { modifier?: string; reason?: string };
  return new As2MessageError(
    (modifier ?? 'unexpected-processing-error') as DispositionModifier,
    reason ?? error.message,
  );
}

async function inThread<T>(request: MessageRequest): Promise<T> {
  const current = messageThread();
  if (current.busy++ === 0) current.worker.ref();
  try {
    return withBuffers(await current.client.call<T>(withBuffers(request)));
  } catch (error) {
    throw asMessageError(error);
  } finally {
    if (--current.busy === 0) current.worker.unref();
  }
}

/** packMessage, on the message thread. */
export const packOffThread = (payload: Buffer, options: PackOptions) =>
  inThread<PackedMessage>({ op: 'pack', payload, options });

/** unpackMessage, on the message thread. */
export const unpackOffThread = (contentType: string, body: Buffer, options: UnpackOptions) =>
  inThread<UnpackedMessage>({ op: 'unpack', contentType, body, options });

/** buildMdn, on the message thread. */
export const buildMdnOffThread = (options: MdnOptions) =>
  inThread<BuiltMdn>({ op: 'buildMdn', options });

/** parseMdn, on the message thread. */
export const parseMdnOffThread = (contentType: string, body: Buffer, options: ReadMdnOptions) =>
  inThread<ReadMdn>({ op: 'parseMdn', contentType, body, options });

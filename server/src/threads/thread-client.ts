import type { Worker } from 'node:worker_threads';
import { EngineError, type EngineErrorKind } from '../engine/errors';
import { ApiError } from '../http/envelope';
import type { ErrorFields, Notice, Reply } from './protocol';

/** The worker's error as an Error here, with its fields; an ApiError or EngineError stays one. */
function rebuiltError({ message, ...fields }: ErrorFields): Error {
  const error =
    fields.name === 'ApiError' && typeof fields.status === 'number'
      ? new ApiError(fields.status, message)
      : fields.name === 'EngineError' && typeof fields.kind === 'string'
        ? new EngineError(fields.kind as EngineErrorKind, message, fields.invalidInput === true)
        : new Error(message);
  return Object.assign(error, fields);
}

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export interface ThreadHooks<Said> {
  /** Something the worker said unasked. */
  onNotice?: (notice: Said) => void;
  /** The worker exited or crashed (once, after every pending request has failed). */
  onExit?: (error: Error) => void;
}

/**
 * Requests to a worker thread and their replies, matched by id. A worker that exits or
 * crashes fails every pending and later request.
 */
export class ThreadClient<Request extends object, Said = never> {
  readonly ready: Promise<void>;
  private readonly pending = new Map<number, Waiting>();
  private nextId = 1;
  private exited: Error | null = null;

  constructor(
    private readonly worker: Worker,
    private readonly hooks: ThreadHooks<Said> = {},
  ) {
    this.ready = new Promise<void>((resolve, reject) => {
      this.pending.set(0, { resolve: () => resolve(), reject });
    });
    // A worker that cannot start leaves no thread behind.
    this.ready.catch(() => this.worker.terminate());
    worker.on('message', (message: Reply | Notice<Said>) => {
      if ('notice' in message) hooks.onNotice?.(message.notice);
      else this.settle(message);
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`The worker thread exited (${code})`)));
  }

  private settle(reply: Reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (reply.error) waiting.reject(rebuiltError(reply.error));
    else waiting.resolve(reply.result);
  }

  private fail(error: Error) {
    const first = !this.exited;
    this.exited ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
    if (first) this.hooks.onExit?.(error);
  }

  get running() {
    return !this.exited;
  }

  call<T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  /** A request whose reply nobody awaits (its failure is not anybody's to handle). */
  send(request: Request) {
    this.call(request).catch(() => undefined);
  }

  terminate() {
    return this.worker.terminate();
  }
}

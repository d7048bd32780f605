import type { Worker } from 'node:worker_threads';
import { ThreadClient } from './thread-client';

/** FNV-1a: spreads keys evenly over the threads, the same thread for the same key. */
function hashOf(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface PoolHooks<Said> {
  onNotice?: (notice: Said) => void;
  /** Thread `index` died (its requests failed); a new one has taken its place. */
  onLost?: (index: number, error: Error) => void;
}

/**
 * Worker threads that share out work by key: a key always goes to the same thread. A thread
 * that dies is replaced at once, so work for its keys can go on (what it held in memory is
 * gone; `onLost` says which keys' thread that was).
 */
export class ThreadPool<Request extends object, Said = never> {
  private readonly threads: ThreadClient<Request, Said>[];
  private closing = false;

  constructor(
    size: number,
    private readonly spawn: () => Worker,
    private readonly hooks: PoolHooks<Said> = {},
  ) {
    this.threads = Array.from({ length: Math.max(1, size) }, (_, index) => this.start(index));
  }

  private start(index: number): ThreadClient<Request, Said> {
    return new ThreadClient<Request, Said>(this.spawn(), {
      onNotice: this.hooks.onNotice,
      onExit: (error) => {
        if (this.closing) return;
        this.threads[index] = this.start(index);
        this.hooks.onLost?.(index, error);
      },
    });
  }

  get ready() {
    return Promise.all(this.threads.map((thread) => thread.ready)).then(() => undefined);
  }

  indexOf(key: string) {
    return hashOf(key) % this.threads.length;
  }

  of(key: string) {
    return this.threads[this.indexOf(key)];
  }

  /** Sends `request` to every thread, answered or not. */
  tell(request: Request) {
    for (const thread of this.threads) thread.send(request);
  }

  /** Sends `request` to every thread and gathers their answers. */
  askAll<T>(request: Request): Promise<T[]> {
    return Promise.all(this.threads.map((thread) => thread.call<T>(request)));
  }

  async close() {
    this.closing = true;
    await Promise.all(this.threads.map((thread) => thread.terminate()));
  }
}

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
 * Worker threads that share out work by key: a key always goes to the same thread. The threads
 * start together when the first work comes (a process, or a test server, that never runs an
 * instance never pays for booting them; one that does pays once, as at a start). A thread that
 * dies is replaced at once, so work for its keys can go on (what it held in memory is gone;
 * `onLost` says which keys' thread that was).
 */
export class ThreadPool<Request extends object, Said = never> {
  private readonly threads: (ThreadClient<Request, Said> | undefined)[];
  private closing = false;

  constructor(
    size: number,
    private readonly spawn: () => Worker,
    private readonly hooks: PoolHooks<Said> = {},
  ) {
    this.threads = Array.from({ length: Math.max(1, size) }, () => undefined);
  }

  private start(index: number): ThreadClient<Request, Said> {
    const thread = new ThreadClient<Request, Said>(this.spawn(), {
      onNotice: this.hooks.onNotice,
      onExit: (error) => {
        if (this.closing) return;
        this.threads[index] = this.start(index);
        this.hooks.onLost?.(index, error);
      },
    });
    this.threads[index] = thread;
    return thread;
  }

  /** Every thread, those not started yet started now. */
  private all() {
    this.refuseWhenClosed();
    return this.threads.map((thread, index) => thread ?? this.start(index));
  }

  private refuseWhenClosed() {
    if (this.closing) throw new Error('The thread pool is closed');
  }

  /** Starts the threads; resolves when all have started. */
  get ready() {
    return Promise.all(this.all().map((thread) => thread.ready)).then(() => undefined);
  }

  /** How many threads have started. */
  get started() {
    return this.threads.filter(Boolean).length;
  }

  indexOf(key: string) {
    return hashOf(key) % this.threads.length;
  }

  of(key: string) {
    this.refuseWhenClosed();
    const index = this.indexOf(key);
    return this.threads[index] ?? this.all()[index];
  }

  /** Sends `request` to every started thread (one not started yet holds nothing to tell). */
  tell(request: Request) {
    for (const thread of this.threads) thread?.send(request);
  }

  /** Sends `request` to every thread, started for it if need be, and gathers their answers. */
  askAll<T>(request: Request): Promise<T[]> {
    return Promise.all(this.all().map((thread) => thread.call<T>(request)));
  }

  async close() {
    this.closing = true;
    await Promise.all(this.threads.map((thread) => thread?.terminate()));
  }
}

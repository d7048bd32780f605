import type { Results } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startWorker } from '../threads/start-worker';
import { ThreadClient } from '../threads/thread-client';
import type { PgliteRequest, PgliteStart } from './pglite-thread-protocol';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Accepted because the driver passes them; the thread applies its own (TEXT_TYPES). */
  parsers?: Record<number, unknown>;
}

/** What the drizzle driver calls on a PGlite client or on one of its transactions. */
export interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

let compiledWasm: WebAssembly.Module | undefined;

/**
 * PGlite's WebAssembly, compiled once per process and handed to every PGlite thread: a thread
 * that compiles its own spends about a second of CPU more before its first query (V8 compiles
 * the 9 MB module again and optimises it again). A process that opens one database (the
 * server) gains nothing; one that opens many in turn (the tests, the benchmarks) does. Compiling
 * is lazy: about 0.1 s here.
 */
function pgliteWasm() {
  compiledWasm ??= new WebAssembly.Module(
    readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm')),
  );
  return compiledWasm;
}

/**
 * An embedded PGlite that runs on its own worker thread, with the client API the drizzle
 * driver uses (query, exec, transaction); like that driver, it reads timestamps, dates and
 * intervals as text. PGlite executes PostgreSQL as WebAssembly on the
 * calling thread: under load that was about a third of the server's thread. On a thread of
 * its own it runs beside the HTTP handling and the process engine instead of between them.
 */
export class PgliteThread implements PgliteQueryable {
  private readonly thread: ThreadClient<PgliteRequest>;
  private nextTxId = 1;

  constructor(start: PgliteStart) {
    const worker = startWorker(__dirname, 'pglite-thread-worker', {
      workerData: { ...start, wasmModule: pgliteWasm() },
    });
    this.thread = new ThreadClient(worker);
  }

  get waitReady() {
    return this.thread.ready;
  }

  private queryIn<T>(
    txId: number | undefined,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ) {
    // The driver's parsers (timestamps and dates as text) are the thread's own: see TEXT_TYPES.
    const request = { op: 'query', txId, sql, params, rowMode: options?.rowMode } as const;
    return this.thread.call<Results<T>>(request);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions) {
    return this.queryIn<T>(undefined, sql, params, options);
  }

  exec(sql: string) {
    return this.thread.call<Results[]>({ op: 'exec', sql });
  }

  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    const txId = this.nextTxId++;
    await this.thread.call({ op: 'begin', txId });
    const tx: PgliteQueryable = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.queryIn<R>(txId, sql, params, options),
      exec: (sql: string) => this.thread.call<Results[]>({ op: 'exec', txId, sql }),
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      await this.thread.call({ op: 'end', txId, commit: false });
      throw error;
    }
    await this.thread.call({ op: 'end', txId, commit: true });
    return result;
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.thread.call<ArrayBuffer>({ op: 'dump', compression })]);
  }

  async close() {
    if (this.thread.running) await this.thread.call({ op: 'close' });
    await this.thread.terminate();
  }
}

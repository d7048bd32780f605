/**
 * The worker thread that owns the embedded PGlite (see pglite-thread.ts). PGlite runs
 * PostgreSQL as WebAssembly on the thread that calls it; here that is this thread, so the
 * server's own thread keeps its time for HTTP and the process engine.
 */
import { workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { serveRequests } from '../threads/thread-server';
import { fastQuery, fastQueryInTransaction, parseBytea } from './pglite-fast-query';
import type { PgliteRequest, PgliteStart } from './pglite-thread-protocol';

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
const asText = (value: unknown) => value;
/**
 * Types returned as text, as the drizzle driver asks of every query (timestamp, timestamptz,
 * interval, date; it parses them itself). Set once here rather than per query: PGlite merges
 * per-query parsers into all of its parsers on every query.
 */
const TEXT_TYPES = [1114, 1184, 1186, 1082];

async function open() {
  const start = workerData as PgliteStart;
  const client = new PGlite({
    parsers: { ...Object.fromEntries(TEXT_TYPES.map((type) => [type, asText])), 17: parseBytea },
    dataDir: start.dataDir,
    pgliteWasmModule: start.wasmModule,
  });
  await client.waitReady;
  return client;
}

/** Opens a transaction that stays open until an `end` request for it arrives. */
function begin(client: PGlite, txId: number): Promise<void> {
  return new Promise<void>((opened, failed) => {
    const done = client.transaction(async (tx) => {
      const commit = await new Promise<boolean>((end) => {
        transactions.set(txId, { tx, end, done });
        opened();
      });
      if (!commit) await tx.rollback();
    });
    done.catch(failed).finally(() => transactions.delete(txId));
  });
}

async function handle(client: PGlite, request: PgliteRequest): Promise<unknown> {
  const tx = 'txId' in request ? transactions.get(request.txId ?? 0)?.tx : undefined;
  const target = tx ?? client;
  switch (request.op) {
    case 'query': {
      const { sql, params, rowMode } = request;
      const { rows, fields, affectedRows } = tx
        ? await fastQueryInTransaction(client, sql, params, rowMode)
        : await fastQuery(client, sql, params, rowMode);
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return target.exec(request.sql);
    case 'begin':
      return begin(client, request.txId);
    case 'end': {
      const transaction = transactions.get(request.txId);
      if (!transaction) throw new Error(`No open transaction ${request.txId}`);
      transaction.end(request.commit);
      await transaction.done;
      return null;
    }
    case 'dump':
      return (await client.dumpDataDir(request.compression)).arrayBuffer();
    case 'close':
      await client.close();
      return null;
  }
}

serveRequests(open, handle);

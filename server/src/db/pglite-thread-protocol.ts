/** Requests from the server's thread to the PGlite worker thread (pglite-thread.ts). */

export interface PgliteStart {
  dataDir?: string;
  /** PGlite's WebAssembly, compiled once by the process (see pglite-thread.ts). */
  wasmModule?: WebAssembly.Module;
}

export type PgliteRequest =
  | {
      op: 'query';
      txId?: number;
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
    }
  | { op: 'exec'; txId?: number; sql: string }
  | { op: 'begin'; txId: number }
  | { op: 'end'; txId: number; commit: boolean }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

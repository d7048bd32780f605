import type { ClientBase } from 'pg';
import type { ServerConfig } from '../config';

/**
 * The advisory lock that says which file store the processes on one PostgreSQL database use
 * (issue 27 §1 "Files"). FILE_STORE=local keeps bytes in DATA_DIR/files on one machine, which
 * no other process can read: such a process holds the lock exclusively, every other one holds
 * it shared, so a second process refuses to start beside a local store, and a local store
 * refuses to start beside any. Held on the cluster bus's connection for the process's life;
 * PostgreSQL releases it when the process (or its connection) dies. Advisory locks are per
 * database; this key is not the start lock's (db/start-lock.ts), which is only held at start.
 */
export const FILE_STORE_LOCK_KEY = 0x636f6e736f6c66n;

export type StoreLockMode = 'exclusive' | 'shared';

export const storeLockModeOf = (fileStore: ServerConfig['fileStore']): StoreLockMode =>
  fileStore === 'local' ? 'exclusive' : 'shared';

/** Takes the lock without waiting; false when another process holds it in a conflicting mode. */
export async function takeStoreLock(client: ClientBase, mode: StoreLockMode): Promise<boolean> {
  const take = mode === 'exclusive' ? 'pg_try_advisory_lock' : 'pg_try_advisory_lock_shared';
  const { rows } = await client.query<{ taken: boolean }>(`select ${take}($1) as taken`, [
    FILE_STORE_LOCK_KEY.toString(),
  ]);
  return rows[0]?.taken === true;
}

/** Why this process may not start beside the others, and what to set. */
export class StoreLockRefused extends Error {
  constructor(mode: StoreLockMode) {
    super(
      mode === 'exclusive'
        ? 'Another server process runs on this PostgreSQL database, and this one has a local file ' +
            'store (FILE_STORE=local keeps files in DATA_DIR/files on this machine only). To run ' +
            'several processes, set FILE_STORE=database on every one of them (and GCS_BUCKET for ' +
            'the cloud storage).'
        : 'A server process with a local file store (FILE_STORE=local) runs on this PostgreSQL ' +
            'database: its files are on its machine only. To run several processes, set ' +
            'FILE_STORE=database on every one of them (and GCS_BUCKET for the cloud storage).',
    );
    this.name = 'StoreLockRefused';
  }
}

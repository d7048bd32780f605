import type { Db, Tx } from '../db/types';
import { writeAudit, type Actor, type AuditNote } from './audit';
import type { CallerCache } from './caller-cache';
import type { Caller } from './guard';

/** Inside a change: the transaction, and the audit entries to write with it. */
export interface ChangeScope {
  tx: Tx;
  audit: (note: AuditNote) => void;
}

/** The account changes of one actor: what changes users, roles, sessions, partners or groups. */
export interface AccountChanges {
  readonly caller: Caller;
  /**
   * Runs `work` in one transaction with the audit entries it notes, then forgets every
   * remembered caller before the answer leaves: the next request of a changed, demoted or
   * deleted account is checked against the database, not against a cache.
   */
  run<T>(work: (scope: ChangeScope) => Promise<T>): Promise<T>;
}

export interface Accounts {
  by(caller: Caller, address: string): AccountChanges;
}

/** The one place account changes go through; buildApp makes it with the guard's cache. */
export function createAccounts(db: Db, callers: CallerCache): Accounts {
  return {
    by(caller, address) {
      const actor: Actor = { caller, address };
      return {
        caller,
        async run(work) {
          try {
            return await db.transaction(async (tx) => {
              const notes: AuditNote[] = [];
              const result = await work({ tx, audit: (note) => notes.push(note) });
              await writeAudit(tx, actor, notes);
              return result;
            });
          } finally {
            // Also after a failure: a commit whose answer was lost may still have happened.
            // Awaited: the other server processes are told before this answer leaves.
            await callers.clear();
          }
        },
      };
    },
  };
}

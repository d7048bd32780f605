import { connectorRuns } from '../../../db/schema';
import type { Db } from '../../../db/types';

export type RunRow = typeof connectorRuns.$inferInsert;

/** Long inputs and answers are cut: the log shows what ran, it is not an archive. */
const MAX_TEXT = 64 * 1024;
const BATCH = 500;

export const clip = (text: string | null | undefined) =>
  text == null || text.length <= MAX_TEXT ? (text ?? null) : `${text.slice(0, MAX_TEXT)}…`;

/**
 * Writes connector_run rows in batches: rows that arrive while an insert runs go into the
 * next one, so a busy worker makes one insert per batch instead of one per task, and an
 * idle one writes a row at once.
 */
export function createRunLog(db: Db, onError: (error: unknown) => void) {
  let pending: RunRow[] = [];
  let writing: Promise<void> | undefined;

  async function drain() {
    // Let the rows of tasks finishing in the same turn join the first insert.
    await new Promise((resolve) => setImmediate(resolve));
    while (pending.length) {
      const rows = pending.slice(0, BATCH);
      pending = pending.slice(BATCH);
      try {
        await db.insert(connectorRuns).values(rows);
      } catch (error) {
        onError(error);
      }
    }
    writing = undefined;
  }

  return {
    add(row: RunRow) {
      pending.push({ ...row, input: clip(row.input), output: clip(row.output) });
      writing ??= drain();
    },
    /** Resolves when every row added so far is written. */
    flush: (): Promise<void> => writing ?? Promise.resolve(),
  };
}

import { eq, placeholder } from 'drizzle-orm';
import { columnsKey, preparedByKey, settingColumns } from '../../db/prepared';
import { as2Logs } from '../../db/schema';
import type { Db } from '../../db/types';
import { LOG_SUMMARY } from './log-service';

/** A log entry's change: the columns it sets. */
export type LogUpdate = Partial<typeof as2Logs.$inferInsert>;

// A message's log entry is written twice or more (claimed, then finished), with a few sets of
// columns: each set is one prepared statement (db/prepared.ts).
const updating = preparedByKey('as2_log_update', (db, key, name) =>
  db
    .update(as2Logs)
    .set(settingColumns(key))
    .where(eq(as2Logs.id, placeholder('logId')))
    .prepare(name),
);

const updatingWithSummary = preparedByKey('as2_log_update_summary', (db, key, name) =>
  db
    .update(as2Logs)
    .set(settingColumns(key))
    .where(eq(as2Logs.id, placeholder('logId')))
    .returning(LOG_SUMMARY)
    .prepare(name),
);

function keyOf(update: LogUpdate) {
  const key = columnsKey(update);
  if (!key) throw new Error('A log update sets no column');
  return key;
}

/** Writes `update` on the log entry `logId`. */
export async function updateLog(db: Db, logId: number, update: LogUpdate) {
  await updating(db, keyOf(update)).execute({ ...update, logId });
}

/** Writes `update` on the log entry `logId` and answers the entry's summary (As2Log's columns). */
export async function updateLogWithSummary(db: Db, logId: number, update: LogUpdate) {
  const [row] = await updatingWithSummary(db, keyOf(update)).execute({ ...update, logId });
  return row;
}

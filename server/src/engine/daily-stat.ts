import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';
import type { StatDelta } from './runtime/changes';

/** The length of a statistics period: every time zone's offset is a whole number of them. */
export const STAT_PERIOD_MS = 15 * 60 * 1000;

/** The start of the quarter-hour `at` falls in, the row of daily_stat it is counted on. */
export const statPeriod = (at: Date) =>
  new Date(Math.floor(at.getTime() / STAT_PERIOD_MS) * STAT_PERIOD_MS);

/** Counts one outcome on the current quarter-hour's dashboard row, outside an engine step. */
export async function countStat(
  db: DbOrTx,
  tenantId: number,
  kind: StatDelta['kind'],
  outcome: StatDelta['outcome'],
) {
  const period = statPeriod(new Date()).toISOString();
  await db.execute(sql`
    insert into daily_stat (tenant_id, kind, period_start, outcome, count)
    values (${tenantId}, ${kind}, ${period}, ${outcome}, 1)
    on conflict (tenant_id, kind, period_start, outcome)
    do update set count = daily_stat.count + 1`);
}

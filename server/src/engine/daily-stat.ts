import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';
import type { StatDelta } from './runtime/changes';

/** Counts one outcome on today's (UTC) dashboard row, outside an engine step. */
export async function countStat(
  db: DbOrTx,
  tenantId: number,
  kind: StatDelta['kind'],
  outcome: StatDelta['outcome'],
) {
  const day = new Date().toISOString().slice(0, 10);
  await db.execute(sql`
    insert into daily_stat (tenant_id, kind, day, outcome, count)
    values (${tenantId}, ${kind}, ${day}, ${outcome}, 1)
    on conflict (tenant_id, kind, day, outcome) do update set count = daily_stat.count + 1`);
}

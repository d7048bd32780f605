import { and, asc, eq } from 'drizzle-orm';
import { connectorRuns } from '../../db/schema';
import type { Db } from '../../db/types';
import type { ProcessEngine } from '../../engine';
import { notFound } from '../../http/envelope';
import { toError } from '../stats/trans-log';
import { lineBytes, type LogMode } from './render';

/** Runs the input and output page shows at most (an instance in a long loop has more). */
export const MAX_RUNS = 200;

/** The tenant's instance (running or ended), or Camunda's 404. */
export async function instanceOf(engine: ProcessEngine, tenantId: number, id: string) {
  const row = await engine.query.instanceLog.instance(tenantId, id);
  if (!row) throw notFound(`Historic process instance with id '${id}' does not exist`);
  return row;
}

/**
 * How many lines the instance's log has and how many bytes each mode's text takes, summed by
 * the database, so a huge log is measured without being read here.
 */
export async function logSize(engine: ProcessEngine, tenantId: number, id: string) {
  const sums = await engine.query.instanceLog.sizes(tenantId, id);
  const bytes = (mode: LogMode) =>
    sums.lines * lineBytes(mode) +
    sums.message +
    (mode === 'complete' ? sums.source + sums.activity : 0);
  return { lines: sums.lines, simple: bytes('simple'), complete: bytes('complete') };
}

/** What the instance's tasks were given and gave back: its connector runs, oldest first. */
export async function instanceRuns(db: Db, tenantId: number, id: string) {
  const rows = await db
    .select()
    .from(connectorRuns)
    .where(and(eq(connectorRuns.tenantId, tenantId), eq(connectorRuns.processInstanceId, id)))
    .orderBy(asc(connectorRuns.id))
    .limit(MAX_RUNS + 1);
  return {
    runs: rows.slice(0, MAX_RUNS).map((row) => ({ ...toError(row), status: row.status })),
    truncated: rows.length > MAX_RUNS,
  };
}

import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { connectorRuns } from '../../db/schema';
import type { Db } from '../../db/types';
import { optionalRange } from './dates';
import type { TransLogCountInput, TransLogPageInput } from './schema';

type RunRow = typeof connectorRuns.$inferSelect;

/** A run's input or output as the console offers it for download. */
export interface RunFile {
  name: string;
  content: string;
}

export interface TransLogError {
  id: number;
  timestamp: string;
  processInstanceId: string;
  process: string;
  task: string;
  topic: string;
  connector: string;
  durationMs: number;
  message: string | null;
  inputFile: RunFile | null;
  outputFile: RunFile | null;
}

const runs = connectorRuns;
const succeeded = sql<number>`count(*) filter (where ${runs.status} = 'success')`.mapWith(Number);
const failedCount = sql<number>`count(*) filter (where ${runs.status} = 'failed')`.mapWith(Number);
/** ISO 8601 in UTC, made by the database: drivers differ in how they hand back timestamps. */
const lastRun = sql<string>`to_char(max(${runs.timestamp}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The tenant's runs in the range (default: the last 24 hours), optionally of one process and
 * task. Tenant and a timestamp range are the prefix of connector_run_tenant_time_idx: a query
 * reads the range's index entries, not the tenant's whole history.
 */
function runFilter(tenantId: number, query: TransLogCountInput, extra?: SQL): SQL | undefined {
  const { from, to } = optionalRange(query.from, query.to);
  return and(
    eq(runs.tenantId, tenantId),
    gte(runs.timestamp, from),
    lte(runs.timestamp, to),
    query.process ? eq(runs.definitionKey, query.process) : undefined,
    query.task ? eq(runs.activityId, query.task) : undefined,
    extra,
  );
}

const failedOnly = eq(runs.status, 'failed');
const offsetOf = ({ page, pageSize }: TransLogPageInput) => (page - 1) * pageSize;
const pageOf = <T>(rows: T[], query: TransLogPageInput) =>
  rows.slice(offsetOf(query), offsetOf(query) + query.pageSize);

/** Code-point order of the group keys, the same whatever the database's collation. */
const byKeys =
  <T>(...keys: ((row: T) => string)[]) =>
  (a: T, b: T) => {
    for (const key of keys) {
      if (key(a) !== key(b)) return key(a) < key(b) ? -1 : 1;
    }
    return 0;
  };

/**
 * Runs per process, or per task, in the range. Groups are few (processes × tasks), so they
 * are paged here: with LIMIT in the query the planner walks connector_run_topic_idx over the
 * tenant's whole history for the group order, instead of the range on the time index.
 */
async function processGroups(db: Db, tenantId: number, query: TransLogCountInput) {
  const rows = await db
    .select({
      process: runs.definitionKey,
      total: count(),
      success: succeeded,
      failed: failedCount,
      lastRun,
    })
    .from(runs)
    .where(runFilter(tenantId, { ...query, process: undefined, task: undefined }))
    .groupBy(runs.definitionKey);
  return rows.sort(byKeys((row) => row.process));
}

async function taskGroups(db: Db, tenantId: number, query: TransLogCountInput) {
  const rows = await db
    .select({
      process: runs.definitionKey,
      task: runs.activityId,
      topic: runs.topic,
      connector: runs.connectorName,
      total: count(),
      success: succeeded,
      failed: failedCount,
      lastRun,
    })
    .from(runs)
    .where(runFilter(tenantId, query))
    .groupBy(runs.definitionKey, runs.activityId, runs.topic, runs.connectorName);
  return rows.sort(
    byKeys(
      (row) => row.process,
      (row) => row.task,
      (row) => row.topic,
      (row) => row.connector,
    ),
  );
}

/** GET /stat/api/trans-log/process: runs per process (definition key) in the range. */
export async function processSummary(db: Db, tenantId: number, query: TransLogPageInput) {
  const groups = await processGroups(db, tenantId, query);
  return {
    list: pageOf(groups, query),
    total: groups.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /stat/api/trans-log/task/count: how many rows the task list has. */
export async function taskCount(db: Db, tenantId: number, query: TransLogCountInput) {
  return { count: (await taskGroups(db, tenantId, query)).length };
}

/** GET /stat/api/trans-log/task: runs per task (and the connector that ran it), paged. */
export async function taskSummary(db: Db, tenantId: number, query: TransLogPageInput) {
  const groups = await taskGroups(db, tenantId, query);
  return { list: pageOf(groups, query), page: query.page, pageSize: query.pageSize };
}

/** GET /stat/api/trans-log/errors/count: how many failed runs the error list has. */
export async function errorCount(db: Db, tenantId: number, query: TransLogCountInput) {
  const [row] = await db
    .select({ count: count() })
    .from(runs)
    .where(runFilter(tenantId, query, failedOnly));
  return { count: row.count };
}

/** What a run's text looks like, for a file name the user's tools open. */
function extension(content: string): string {
  const start = content.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return 'json';
  if (start.startsWith('<')) return 'xml';
  if (/^(ISA|UNA|UNB)/.test(start)) return 'edi';
  return 'txt';
}

const runFile = (kind: 'input' | 'output', id: number, content: string | null): RunFile | null =>
  content === null ? null : { name: `${kind}-${id}.${extension(content)}`, content };

/** A run as the transaction log shows it, with its input and output as files. */
export const toError = (row: RunRow): TransLogError => ({
  id: row.id,
  timestamp: row.timestamp.toISOString(),
  processInstanceId: row.processInstanceId,
  process: row.definitionKey,
  task: row.activityId,
  topic: row.topic,
  connector: row.connectorName,
  durationMs: row.durationMs,
  message: row.message,
  inputFile: runFile('input', row.id, row.input),
  outputFile: runFile('output', row.id, row.output),
});

/** GET /stat/api/trans-log/errors: failed runs, newest first, with their files. */
export async function errorList(db: Db, tenantId: number, query: TransLogPageInput) {
  const rows = await db
    .select()
    .from(runs)
    .where(runFilter(tenantId, query, failedOnly))
    // NULLS LAST as in connector_run_tenant_time_idx, so the page is read from the index.
    .orderBy(sql`${runs.timestamp} desc nulls last`, sql`${runs.id} desc nulls last`)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { list: rows.map(toError), page: query.page, pageSize: query.pageSize };
}

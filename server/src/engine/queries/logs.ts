import { and, eq, gte, ilike, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { engineLogs } from '../../db/schema';
import type { Db } from '../../db/types';

/** What the log queries filter on; every field narrows the search. */
export interface LogFilters {
  /** Parts the message must contain (case-insensitive). */
  texts?: string[];
  levels?: string[];
  source?: string;
  processInstanceId?: string;
  activityId?: string;
  from?: Date;
  to?: Date;
}

/**
 * Where a page ends: the last line's timestamp in microseconds since 1970 and its id. The
 * column keeps microseconds; a cursor in whole milliseconds would skip or repeat lines that
 * share a millisecond.
 */
export type LogCursor = readonly [micros: number, id: number];

export interface LogLine {
  id: number;
  micros: number;
  timestamp: string;
  level: string;
  source: string;
  processInstanceId: string | null;
  activityId: string | null;
  message: string;
}

/** `%` and `_` typed by the user are text, not wildcards (backslash is LIKE's escape). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const logs = engineLogs;
const micros = sql<number>`(extract(epoch from ${logs.timestamp}) * 1000000)::bigint`.mapWith(
  Number,
);

function where(tenantId: number, filters: LogFilters, after: LogCursor | null): SQL | undefined {
  const texts = (filters.texts ?? []).map((text) => text.trim()).filter(Boolean);
  return and(
    eq(logs.tenantId, tenantId),
    filters.from ? gte(logs.timestamp, filters.from) : undefined,
    filters.to ? lte(logs.timestamp, filters.to) : undefined,
    filters.levels ? inArray(logs.level, filters.levels) : undefined,
    filters.source ? eq(logs.source, filters.source) : undefined,
    filters.processInstanceId ? eq(logs.processInstanceId, filters.processInstanceId) : undefined,
    filters.activityId ? eq(logs.activityId, filters.activityId) : undefined,
    ...texts.map((text) => ilike(logs.message, containing(text))),
    // A row comparison the index (tenant, timestamp desc, id desc) walks from the cursor on.
    after
      ? sql`(${logs.timestamp}, ${logs.id}) < (timestamptz 'epoch' + ${after[0]}::float8 * interval '1 microsecond', ${after[1]}::bigint)`
      : undefined,
  );
}

/**
 * NULLS LAST as in engine_log_tenant_time_idx: plain DESC means NULLS FIRST, an order the index
 * does not have, and PostgreSQL would sort the whole table instead of reading the index.
 */
const NEWEST_FIRST = [sql`${logs.timestamp} desc nulls last`, sql`${logs.id} desc nulls last`];

/**
 * One page of the tenant's log lines, newest first (timestamp, then id, descending), after
 * `after`. Reads one line more than asked to tell whether another page follows.
 */
async function readLogs(
  db: Db,
  tenantId: number,
  filters: LogFilters,
  after: LogCursor | null,
  size: number,
): Promise<{ lines: LogLine[]; next: LogCursor | null }> {
  const rows = await db
    .select({
      id: logs.id,
      micros,
      timestamp: logs.timestamp,
      level: logs.level,
      source: logs.source,
      processInstanceId: logs.processInstanceId,
      activityId: logs.activityId,
      message: logs.message,
    })
    .from(logs)
    .where(where(tenantId, filters, after))
    .orderBy(...NEWEST_FIRST)
    .limit(size + 1);
  const lines = rows
    .slice(0, size)
    .map((row) => ({ ...row, timestamp: row.timestamp.toISOString() }));
  const last = lines[lines.length - 1];
  return { lines, next: rows.length > size && last ? [last.micros, last.id] : null };
}

/**
 * Which labels the tenant's log lines between start and end carry: any line at all, lines
 * about an activity, lines about an instance. Each is an EXISTS that stops at the first line,
 * found through engine_log_tenant_time_idx.
 */
async function logLabels(db: Db, tenantId: number, start: Date, end: Date) {
  const inRange = and(
    eq(engineLogs.tenantId, tenantId),
    gte(engineLogs.timestamp, start),
    lte(engineLogs.timestamp, end),
  );
  const exists = (extra?: SQL) =>
    sql<boolean>`exists (${db
      .select({ one: sql`1` })
      .from(engineLogs)
      .where(and(inRange, extra))})`;
  const [row] = await db
    .select({
      any: exists(),
      activity: exists(isNotNull(engineLogs.activityId)),
      instance: exists(isNotNull(engineLogs.processInstanceId)),
    })
    .from(sql`(select 1) as one`);
  return row;
}

/** The engine log (stat/api/log, the cloud log and Loki's labels read it). */
export function logReads(db: Db) {
  return {
    page: (tenantId: number, filters: LogFilters, after: LogCursor | null, size: number) =>
      readLogs(db, tenantId, filters, after, size),
    labels: (tenantId: number, start: Date, end: Date) => logLabels(db, tenantId, start, end),
  };
}

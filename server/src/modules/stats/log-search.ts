import { and, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { engineLogs } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest } from '../../http/envelope';
import { checkRange, parseUtc } from './dates';
import type { LogSearchInput } from './schema';

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

/** A line as POST /stat/api/log answers it: `offset` is its id, `sort` where it stands. */
export type LogHit = Omit<LogLine, 'id' | 'micros'> & {
  offset: number;
  sort: readonly [number, number];
};

export interface LogSearchAnswer {
  hits: LogHit[];
  /** The last hit's sort, to send for the next page; null on the last page. */
  searchAfter: readonly [number, number] | null;
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
export async function readLogs(
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

/** A cursor's milliseconds as the API shows them (a fraction carries the microseconds). */
export const cursorToSort = ([at, id]: LogCursor) => [at / 1000, id] as const;
export const sortToCursor = ([ms, id]: readonly [number, number]): LogCursor => [
  Math.round(ms * 1000),
  id,
];

/** Year 9999 in microseconds since 1970. */
const MAX_CURSOR_MICROS = 253402300800 * 1e6;

/** POST /stat/api/log: search-after paging over the tenant's log lines. */
export async function searchLogs(
  db: Db,
  tenantId: number,
  body: LogSearchInput,
): Promise<LogSearchAnswer> {
  const from = body.from === undefined ? undefined : parseUtc('from', body.from);
  const to = body.to === undefined ? undefined : parseUtc('to', body.to);
  if (from && to) checkRange({ from, to });
  const filters: LogFilters = {
    texts: body.query ? [body.query] : undefined,
    levels: body.level ? [body.level] : undefined,
    source: body.source,
    processInstanceId: body.processInstanceId,
    from,
    to,
  };
  const after = body.searchAfter ? sortToCursor(body.searchAfter) : null;
  // Far outside any timestamp, the cursor would overflow the database's time arithmetic.
  if (after && Math.abs(after[0]) > MAX_CURSOR_MICROS) {
    throw badRequest('searchAfter must be [timestampMillis, offset] from a previous answer');
  }
  const { lines, next } = await readLogs(db, tenantId, filters, after, body.size);
  return {
    hits: lines.map(({ micros: at, id, ...line }) => ({
      offset: id,
      ...line,
      sort: cursorToSort([at, id]),
    })),
    searchAfter: next ? cursorToSort(next) : null,
  };
}

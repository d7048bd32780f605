import type { LogCursor, LogLine, ProcessEngine } from '../../engine';
import { badRequest } from '../../http/envelope';
import { checkRange, parseUtc } from './dates';
import type { LogSearchInput } from './schema';

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
  engine: ProcessEngine,
  tenantId: number,
  body: LogSearchInput,
): Promise<LogSearchAnswer> {
  const from = body.from === undefined ? undefined : parseUtc('from', body.from);
  const to = body.to === undefined ? undefined : parseUtc('to', body.to);
  if (from && to) checkRange({ from, to });
  const filters = {
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
  const { lines, next } = await engine.query.logs.page(tenantId, filters, after, body.size);
  return {
    hits: lines.map(({ micros: at, id, ...line }) => ({
      offset: id,
      ...line,
      sort: cursorToSort([at, id]),
    })),
    searchAfter: next ? cursorToSort(next) : null,
  };
}

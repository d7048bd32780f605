import type {
  As2Log,
  LogQuery,
  LogStat,
  LogStatsQuery,
  Page,
  PageQuery,
} from '@console/shared/contract';
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { as2Logs } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest } from '../../http/envelope';

/** The columns of a log entry's summary (As2Log): not its headers, MDN or MIC. */
export const LOG_SUMMARY = {
  id: as2Logs.id,
  messageId: as2Logs.messageId,
  direction: as2Logs.direction,
  portName: as2Logs.portName,
  as2From: as2Logs.as2From,
  as2To: as2Logs.as2To,
  fileName: as2Logs.fileName,
  size: as2Logs.size,
  status: as2Logs.status,
  mdnStatus: as2Logs.mdnStatus,
  errorMessage: as2Logs.errorMessage,
  messageTimestamp: as2Logs.messageTimestamp,
  mdnTimestamp: as2Logs.mdnTimestamp,
  demo: as2Logs.demo,
};
type LogRow = Pick<typeof as2Logs.$inferSelect, keyof typeof LOG_SUMMARY>;

export const toLog = (row: LogRow): As2Log => ({
  id: row.id,
  messageId: row.messageId,
  type: row.direction,
  name: row.portName,
  from: row.as2From,
  to: row.as2To,
  fileName: row.fileName,
  size: row.size,
  status: row.status,
  mdnStatus: row.mdnStatus,
  errorMessage: row.errorMessage,
  messageTimestamp: row.messageTimestamp.toISOString(),
  mdnTimestamp: row.mdnTimestamp?.toISOString() ?? null,
  demo: row.demo,
});

/** `%` and `_` typed by the user are text, not wildcards (backslash is LIKE's escape). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The WHERE clause shared by QueryLogs and logStats. */
export function logFilter(tenantId: number, filters: LogQuery): SQL | undefined {
  const from = filters.from ? new Date(filters.from) : undefined;
  const to = filters.to ? new Date(filters.to) : undefined;
  if (from && to && from > to) throw badRequest('from must not be after to');
  const partner = filters.partner?.trim();
  const messageId = filters.messageId?.trim();
  return and(
    eq(as2Logs.tenantId, tenantId),
    from ? gte(as2Logs.messageTimestamp, from) : undefined,
    to ? lte(as2Logs.messageTimestamp, to) : undefined,
    filters.type ? eq(as2Logs.direction, filters.type) : undefined,
    filters.status ? eq(as2Logs.status, filters.status) : undefined,
    partner
      ? or(
          ilike(as2Logs.portName, containing(partner)),
          ilike(as2Logs.as2From, containing(partner)),
          ilike(as2Logs.as2To, containing(partner)),
        )
      : undefined,
    messageId ? ilike(as2Logs.messageId, containing(messageId)) : undefined,
  );
}

/** GET /as2/api/QueryLogs: one page of the tenant's messages, newest first. */
export async function queryLogs(
  db: Db,
  tenantId: number,
  query: LogQuery & PageQuery,
): Promise<Page<As2Log>> {
  const where = logFilter(tenantId, query);
  const { page, pageSize } = query;
  const [{ total }] = await db.select({ total: count() }).from(as2Logs).where(where);
  const rows = await db
    .select(LOG_SUMMARY)
    .from(as2Logs)
    .where(where)
    .orderBy(desc(as2Logs.messageTimestamp), desc(as2Logs.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: rows.map(toLog), total, page, pageSize };
}

const badZone = () => badRequest('tz must be an IANA time zone, such as Europe/Paris');

/**
 * An IANA zone name that Intl knows, or 400. Offsets such as `+01:00` are refused: PostgreSQL
 * reads them with the POSIX sign, the opposite of ISO 8601.
 */
export function timeZone(tz: string): string {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(tz)) throw badZone();
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    throw badZone();
  }
  return tz;
}

/** PostgreSQL's invalid_parameter_value, here a zone its zone files lack. */
function isUnknownZone(error: unknown): boolean {
  for (
    let at: unknown = error;
    at && typeof at === 'object';
    at = (at as { cause?: unknown }).cause
  ) {
    if ((at as { code?: unknown }).code === '22023') return true;
  }
  return false;
}

/** GET /as2/api/logStats: messages per day in `tz`, by type and status. */
export async function logStats(
  db: Db,
  tenantId: number,
  filters: LogStatsQuery,
): Promise<LogStat[]> {
  const tz = timeZone(filters.tz);
  const day = sql<string>`to_char(${as2Logs.messageTimestamp} at time zone ${tz}, 'YYYY-MM-DD')`;
  try {
    return await db
      .select({ date: day, type: as2Logs.direction, status: as2Logs.status, count: count() })
      .from(as2Logs)
      .where(logFilter(tenantId, filters))
      // By position: the zone is a bound parameter, so the expression cannot be repeated.
      .groupBy(sql`1`, sql`2`, sql`3`)
      .orderBy(asc(sql`1`), asc(sql`2`), asc(sql`3`));
  } catch (error) {
    if (isUnknownZone(error)) throw badZone();
    throw error;
  }
}

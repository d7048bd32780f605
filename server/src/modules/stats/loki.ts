import { and, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { engineLogs } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest } from '../../http/envelope';

/** Loki's default window for label queries. */
const SIX_HOURS_MS = 6 * 3600 * 1000;

/** Loki's times: nanoseconds since 1970 or RFC 3339. */
function lokiTime(field: string, text: string): Date {
  const at = /^\d+$/.test(text) ? Number(BigInt(text) / 1_000_000n) : Date.parse(text);
  if (!Number.isFinite(at)) {
    throw badRequest(`${field} must be nanoseconds since 1970 or an RFC 3339 time`);
  }
  return new Date(at);
}

/**
 * GET /loki/api/v1/labels: the label names of the tenant's log lines between start and end
 * (default: the last six hours), as Loki answers. level and source are on every line; the
 * instance and activity labels only on lines about one. Each check is an EXISTS that stops at
 * the first line, found through engine_log_tenant_time_idx.
 */
export async function lokiLabels(
  db: Db,
  tenantId: number,
  range: { start?: string; end?: string },
) {
  const end = range.end ? lokiTime('end', range.end) : new Date();
  const start = range.start
    ? lokiTime('start', range.start)
    : new Date(end.getTime() - SIX_HOURS_MS);
  if (start > end) throw badRequest('start must not be after end');
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
  const names = [
    row.activity ? 'activityId' : null,
    row.any ? 'level' : null,
    row.instance ? 'processInstanceId' : null,
    row.any ? 'source' : null,
  ];
  return { status: 'success' as const, data: names.filter((name) => name !== null) };
}

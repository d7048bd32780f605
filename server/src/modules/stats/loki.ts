import type { ProcessEngine } from '../../engine';
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
 * instance and activity labels only on lines about one.
 */
export async function lokiLabels(
  engine: ProcessEngine,
  tenantId: number,
  range: { start?: string; end?: string },
) {
  const end = range.end ? lokiTime('end', range.end) : new Date();
  const start = range.start
    ? lokiTime('start', range.start)
    : new Date(end.getTime() - SIX_HOURS_MS);
  if (start > end) throw badRequest('start must not be after end');
  const row = await engine.query.logs.labels(tenantId, start, end);
  const names = [
    row.activity ? 'activityId' : null,
    row.any ? 'level' : null,
    row.instance ? 'processInstanceId' : null,
    row.any ? 'source' : null,
  ];
  return { status: 'success' as const, data: names.filter((name) => name !== null) };
}

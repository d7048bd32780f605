import {
  LEVEL_METRICS,
  USAGE_MAX_DAYS,
  USAGE_METRICS,
  type UsageDay,
  type UsageMetric,
  type UsageReport,
} from '@console/shared/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { badRequest } from '../../http/envelope';
import type { Quotas } from '../billing/quota';
import type { UsageMeter } from './meter';
import type { StoredBytes } from './stored-bytes';

const DAY_MS = 24 * 3600 * 1000;

/** A YYYY-MM-DD day that exists (2024-02-30 does not), or 400 naming the parameter. */
function parseDay(field: string, text: string) {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw badRequest(`${field} must be a day as YYYY-MM-DD, not "${text}"`);
  }
  return date;
}

/** The day `count` days before `day` (a bad `day` is a 400 naming `to`). */
export const daysBefore = (day: string, count: number) =>
  new Date(parseDay('to', day).getTime() - count * DAY_MS).toISOString().slice(0, 10);

/** The days from `from` to `to`, both included; 400 when reversed or too long. */
export function daysOf(from: string, to: string): string[] {
  const start = parseDay('from', from).getTime();
  const end = parseDay('to', to).getTime();
  if (end < start) throw badRequest('from must not be after to');
  const length = (end - start) / DAY_MS + 1;
  if (length > USAGE_MAX_DAYS) throw badRequest(`A range covers at most ${USAGE_MAX_DAYS} days`);
  return Array.from({ length }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

const zeros = () =>
  Object.fromEntries(USAGE_METRICS.map((metric) => [metric, 0])) as Record<UsageMetric, number>;

type Row = { day: string; metric: string; n: string | number };

/** The tenant's figures per UTC day: the counters, and AS2 messages from the AS2 log. */
async function dailyRows(db: Db, tenantId: number, from: string, to: string) {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, metric, n from usage_daily
      where tenant_id = ${tenantId} and day between ${from}::date and ${to}::date
    union all
    select to_char((message_timestamp at time zone 'UTC')::date, 'YYYY-MM-DD'), 'as2Messages', count(*)
      from as2_logs
      where tenant_id = ${tenantId}
        and message_timestamp >= ${from}::date at time zone 'UTC'
        and message_timestamp < (${to}::date + 1) at time zone 'UTC'
      group by 1`);
  return (result as unknown as { rows: Row[] }).rows;
}

export interface UsageDeps {
  db: Db;
  meter: UsageMeter;
  bytes: StoredBytes;
  quotas: Quotas;
}

/** GET /api/account/usage: per-day figures over the range, their totals, and the quotas now. */
export async function usageReport(
  { db, meter, bytes, quotas }: UsageDeps,
  tenantId: number,
  from: string,
  to: string,
): Promise<UsageReport> {
  const dayList = daysOf(from, to);
  // What this process counted is written first, and today's stored bytes sampled.
  await meter.flush();
  await bytes.current(tenantId);
  const byDay = new Map(dayList.map((day) => [day, zeros()]));
  for (const row of await dailyRows(db, tenantId, from, to)) {
    const values = byDay.get(row.day);
    const metric = USAGE_METRICS.find((name) => name === row.metric);
    if (values && metric) values[metric] += Number(row.n);
  }
  const days: UsageDay[] = dayList.map((day) => ({ day, values: byDay.get(day) ?? zeros() }));
  const totals = zeros();
  for (const { values } of days) {
    for (const metric of USAGE_METRICS) {
      totals[metric] = LEVEL_METRICS.includes(metric)
        ? Math.max(totals[metric], values[metric])
        : totals[metric] + values[metric];
    }
  }
  const { plan, quotas: quotaUses } = await quotas.uses(tenantId);
  return { from, to, timeZone: 'UTC', days, totals, plan, quotas: quotaUses };
}

import {
  QUOTA_NAMES,
  type QuotaName,
  type Statement,
  type StatementLine,
} from '@console/shared/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { badRequest } from '../../http/envelope';
import { csvField } from '../engine-rest/queries/history-export-routes';
import type { UsageConfig } from '../usage/config';
import type { UsageMeter } from '../usage/meter';
import { planOf } from './plan-service';
import { PLANS, quotasOf } from './plans';

/** A month as YYYY-MM, or 400. */
function parseMonth(text: string) {
  const match = /^(\d{4})-(\d{2})$/.exec(text);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) {
    throw badRequest(`month must be a month as YYYY-MM, not "${text}"`);
  }
  return { first: `${text}-01`, next: new Date(Date.UTC(Number(match[1]), month, 1)) };
}

/**
 * The month's quantities: counters summed, AS2 messages from the AS2 log, stored bytes at the
 * month's peak (the sum of the two stores' daily peaks).
 */
async function monthQuantities(db: Db, tenantId: number, first: string, next: Date) {
  const end = next.toISOString().slice(0, 10);
  const result = await db.execute(sql`
    select metric, sum(n) as n from usage_daily
      where tenant_id = ${tenantId} and day >= ${first}::date and day < ${end}::date
        and metric in ('instancesStarted', 'scriptRuns', 'connectorRuns', 'apiCalls')
      group by metric
    union all
    select 'storedBytes', coalesce(max(n), 0) from (
      select sum(n) as n from usage_daily
        where tenant_id = ${tenantId} and day >= ${first}::date and day < ${end}::date
          and metric in ('fileStoreBytes', 'cloudBytes')
        group by day) levels
    union all
    select 'as2Messages', count(*) from as2_logs
      where tenant_id = ${tenantId}
        and message_timestamp >= ${first}::date at time zone 'UTC'
        and message_timestamp < ${end}::date at time zone 'UTC'`);
  const rows = (result as unknown as { rows: { metric: string; n: string | number }[] }).rows;
  const quantities = new Map<QuotaName, number>();
  for (const row of rows) {
    const quota = QUOTA_NAMES.find((name) => name === row.metric);
    if (quota) quantities.set(quota, Number(row.n));
  }
  return quantities;
}

/** GET /api/account/statement: the month's usage against the plan's quotas, priced. */
export async function statementOf(
  db: Db,
  meter: UsageMeter,
  config: UsageConfig,
  tenantId: number,
  month: string,
): Promise<Statement> {
  const { first, next } = parseMonth(month);
  await meter.flush();
  const plan = await planOf(db, tenantId, config);
  const quantities = await monthQuantities(db, tenantId, first, next);
  const lines = quotasOf(plan, config).map(
    ({ quota, included, unit, unitPrice }): StatementLine => {
      const quantity = quantities.get(quota) ?? 0;
      const over = Math.max(0, quantity - included);
      return {
        quota,
        quantity,
        included,
        over,
        unit,
        unitPrice,
        amount: Math.ceil(over / unit) * unitPrice,
      };
    },
  );
  const monthlyFee = PLANS[plan].monthlyFee;
  const total = monthlyFee + lines.reduce((sum, line) => sum + line.amount, 0);
  return { month, plan, currency: 'USD', monthlyFee, lines, total };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The statement as CSV: a header row, a row per quota, the fee and the total. */
export function statementCsv(statement: Statement): string {
  const header = [
    'month',
    'plan',
    'item',
    'quantity',
    'included',
    'over',
    'unit',
    'unit price (USD)',
    'amount (USD)',
  ];
  const row = (cells: (string | number | null)[]) => `${cells.map(csvField).join(',')}\r\n`;
  const { month, plan } = statement;
  return [
    row(header),
    row([month, plan, 'monthlyFee', null, null, null, null, null, money(statement.monthlyFee)]),
    ...statement.lines.map((line) =>
      row([
        month,
        plan,
        line.quota,
        line.quantity,
        line.included,
        line.over,
        line.unit,
        money(line.unitPrice),
        money(line.amount),
      ]),
    ),
    row([month, plan, 'total', null, null, null, null, null, money(statement.total)]),
  ].join('');
}

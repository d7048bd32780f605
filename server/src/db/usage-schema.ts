import { bigint, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumn } from './tenant-schema';

/**
 * Usage and plans (issue 24 §1, /account/usage and /account/billing). Counters are kept per
 * tenant, metric and UTC day: the server adds to them in batches (modules/usage/meter.ts), and
 * a trigger on process_instance counts instances started and ended in the step that writes
 * them. Stored bytes are a level: the day's latest sample.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    tenantId: tenantColumn(),
    metric: text('metric').notNull(),
    /** The UTC day. */
    day: date('day', { mode: 'string' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.metric, t.day] })],
);

/** A tenant's plan; a tenant without a row is on the configured default plan. */
export const tenantPlans = pgTable('tenant_plan', {
  tenantId: tenantColumn().primaryKey(),
  plan: text('plan').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true, precision: 3, mode: 'date' })
    .notNull()
    .defaultNow(),
  changedBy: text('changed_by').notNull(),
});

import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumn } from './tenant-schema';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

/**
 * The market (issue 24 §1): which of the platform's packages a tenant installed, at which
 * version. A removed package keeps its row with no version, so that a tenant that removed
 * them all is not given the default packages again (modules/market/installs.ts gives them to
 * a tenant that has no row at all).
 */
export const marketInstalls = pgTable(
  'market_install',
  {
    tenantId: tenantColumn(),
    packageId: text('package_id').notNull(),
    /** Null once removed. */
    version: text('version'),
    installedAt: at('installed_at').notNull().defaultNow(),
    installedBy: text('installed_by').notNull(),
    /** The last install, upgrade or removal. */
    changedAt: at('changed_at').notNull().defaultNow(),
    changedBy: text('changed_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.packageId] })],
);

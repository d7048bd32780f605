import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Releases of one area (issue 26): per remote, the version everyone gets, the one before it
 * (for a rollback), and at most one candidate with its audience (tenants and/or a share of
 * users). No foreign keys: a remote is a folder on disk, not a row.
 */
export const remoteReleases = pgTable('remote_releases', {
  remote: text('remote').primaryKey(),
  currentVersion: text('current_version').notNull(),
  previousVersion: text('previous_version'),
  candidateVersion: text('candidate_version'),
  candidateTenants: jsonb('candidate_tenants').$type<number[]>().notNull().default([]),
  /** 0–100, or null for a tenants-only audience. */
  candidatePercent: integer('candidate_percent'),
  candidateSince: timestamp('candidate_since', { withTimezone: true }),
  /** The last candidate stopped, kept so that the Releases page can say why. */
  withdrawnVersion: text('withdrawn_version'),
  withdrawnReason: text('withdrawn_reason'),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each load (or failed load) of a remote version a browser reports; old rows are pruned. */
export const remoteLoads = pgTable(
  'remote_loads',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    ok: boolean('ok').notNull(),
    userId: integer('user_id'),
    tenantId: integer('tenant_id'),
    message: text('message'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remote_loads_version_at_idx').on(t.remote, t.version, t.at)],
);

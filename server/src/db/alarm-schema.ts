import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bp, createTime, updateTime } from './tenant-schema';

/**
 * Alarms (SPEC §2 /alarm, §7 Alarms): the people to tell (incident users) and the rules that
 * say which incidents they hear of, and every notification made, sent or not (the outbox).
 */

/** An alarm contact: an e-mail address and, optionally, a webhook the notifier posts to. */
export const alarmContacts = pgTable(
  'alarm_contacts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => bp.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    webhookUrl: text('webhook_url'),
    /** The HMAC-SHA256 key a webhook's receiver checks the signature header with. */
    webhookSecret: text('webhook_secret').notNull(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex('alarm_contacts_tenant_name_idx').on(t.tenantId, t.name)],
);

/**
 * An alarm rule. A task rule matches incidents of the listed processes (definition keys) and
 * topics, an event rule those of the listed events; an empty list matches any. Incidents of
 * one rule within `windowSeconds` of the last message to a contact go out as one message.
 */
export const alarmRules = pgTable(
  'alarm_rules',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => bp.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['task', 'event'] }).notNull(),
    name: text('name').notNull(),
    processKeys: jsonb('process_keys').$type<string[]>().notNull().default([]),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    contactIds: jsonb('contact_ids').$type<number[]>().notNull().default([]),
    windowSeconds: integer('window_seconds').notNull().default(300),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [uniqueIndex('alarm_rules_tenant_kind_name_idx').on(t.tenantId, t.kind, t.name)],
);

/**
 * One message to one contact over one channel about one or more incidents of a rule.
 * pending: due at `dueAt`; sent; failed (retries spent); unsent (no SMTP configured).
 */
export const alarmNotifications = pgTable(
  'alarm_notifications',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => bp.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alarmRules.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => alarmContacts.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'webhook'] }).notNull(),
    incidentIds: jsonb('incident_ids').$type<string[]>().notNull(),
    /** The first incident's message, and where it happened. */
    message: text('message').notNull(),
    processKey: text('process_key').notNull(),
    activityId: text('activity_id').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'unsent'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createTime: createTime(),
  },
  (t) => [
    index('alarm_notifications_rule_idx').on(t.tenantId, t.ruleId, t.id),
    index('alarm_notifications_due_idx').on(t.status, t.dueAt),
  ],
);

/** How far the notifier has read the incidents (one row): the newest incident time seen. */
export const alarmCursor = pgTable('alarm_cursor', {
  id: integer('id').primaryKey(),
  lastTime: timestamp('last_time', { withTimezone: true }).notNull(),
});

/** The incidents each rule has handled: an incident is told about once per rule. */
export const alarmSeen = pgTable(
  'alarm_seen',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => alarmRules.id, { onDelete: 'cascade' }),
    incidentId: text('incident_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.incidentId] })],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumn } from './tenant-schema';

/**
 * Automation (issue 23): monitors that start flows when something arrives, timer and event
 * triggers, scheduled commands, the ledger that makes every start happen once, the leases that
 * make every monitor run in one server process, and the flow factory's stored BPMN files.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

export type MonitorKind = 'file' | 'gcs' | 'mq' | 'webapi';
export type MonitorStatus = 'stopped' | 'running' | 'failing';

/**
 * A monitor of a tenant's flow (process key: the newest version starts). `config` holds what
 * its kind needs (a folder and pattern, a queue, a URL and schedule); `secret` is sealed (a
 * webhook's HMAC key). `active` is what the user asked; `status` is what its runner reports.
 */
export const monitors = pgTable(
  'monitor',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantColumn(),
    kind: text('kind').$type<MonitorKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    processKey: text('process_key').notNull(),
    eventConnectorId: integer('event_connector_id'),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    secret: text('secret'),
    active: boolean('active').notNull().default(false),
    status: text('status').$type<MonitorStatus>().notNull().default('stopped'),
    lastError: text('last_error'),
    lastRunAt: at('last_run_at'),
    nextRunAt: at('next_run_at'),
    /** How far the runner has read the store's outbox (file monitors), or the last ETag/hash. */
    cursor: text('cursor'),
    seen: bigint('seen', { mode: 'number' }).notNull().default(0),
    started: bigint('started', { mode: 'number' }).notNull().default(0),
    failed: bigint('failed', { mode: 'number' }).notNull().default(0),
    duplicates: bigint('duplicates', { mode: 'number' }).notNull().default(0),
    modifyTime: at('modify_time').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('monitor_tenant_name_idx').on(t.tenantId, t.kind, t.name),
    index('monitor_active_idx').on(t.active, t.kind),
  ],
);

export type AutomationOutcome = 'started' | 'correlated' | 'failed';

/**
 * The ledger: one row per event a monitor or trigger handled. A start's row is written in the
 * same statement as the instance (engine StepChanges.ledger), and the unique index on
 * (source, event key) over the successful rows is what refuses a second start of one event.
 * A failed event is recorded too, with its error, and may succeed later.
 */
export const automationEvents = pgTable(
  'automation_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    /** 'monitor:<id>' or 'trigger:<id>'. */
    source: text('source').notNull(),
    eventKey: text('event_key').notNull(),
    outcome: text('outcome').$type<AutomationOutcome>().notNull(),
    instanceId: text('instance_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('automation_event_once_idx')
      .on(t.source, t.eventKey)
      .where(sql`${t.outcome} in ('started', 'correlated')`),
    index('automation_event_recent_idx').on(t.source, t.id.desc()),
  ],
);

/**
 * Who runs what: a monitor, trigger or schedule runs in the one process that holds its lease,
 * renewed while it runs; another process takes it over once `expiresAt` has passed.
 */
export const leases = pgTable('lease', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/**
 * The stores' outbox: a row per file written through the API, in the same transaction as its
 * audit line, read by the file monitors (they wake at once, and another process finds the row).
 */
export const storeEvents = pgTable(
  'store_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    store: text('store', { enum: ['files', 'gcs'] }).notNull(),
    tenantId: integer('tenant_id').notNull(),
    path: text('path').notNull(),
    contentId: text('content_id').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('store_event_tenant_idx').on(t.store, t.tenantId, t.id)],
);

export type TriggerKind = 'timer' | 'event';

/** A timer trigger (cron) that starts a flow or correlates a message; an event trigger. */
export const triggers = pgTable(
  'trigger',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantColumn(),
    name: text('name').notNull(),
    type: text('type').$type<TriggerKind>().notNull(),
    description: text('description').notNull().default(''),
    processKey: text('process_key'),
    messageName: text('message_name'),
    schedule: text('schedule'),
    timezone: text('timezone'),
    monitorId: integer('monitor_id').references(() => monitors.id, { onDelete: 'cascade' }),
    eventConnectorId: integer('event_connector_id'),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    lastFireAt: at('last_fire_at'),
    nextFireAt: at('next_fire_at'),
    lastError: text('last_error'),
    modifyTime: at('modify_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trigger_tenant_name_idx').on(t.tenantId, t.name)],
);

/** A command or compose connector with its parameter values, run now or on a schedule. */
export const commands = pgTable(
  'command',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    connectorId: integer('connector_id').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    schedule: text('schedule'),
    timezone: text('timezone'),
    active: boolean('active').notNull().default(false),
    lastRunAt: at('last_run_at'),
    nextRunAt: at('next_run_at'),
    modifyTime: at('modify_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('command_tenant_name_idx').on(t.tenantId, t.name)],
);

/** Each run of a command: on demand or by its schedule, with its output and log. */
export const commandRuns = pgTable(
  'command_run',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    commandId: integer('command_id')
      .notNull()
      .references(() => commands.id, { onDelete: 'cascade' }),
    cause: text('cause').$type<'manual' | 'schedule'>().notNull(),
    /** A scheduled run's slot: with the command, it keeps a slot from running twice. */
    slot: at('slot'),
    startedAt: at('started_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
    ok: boolean('ok'),
    output: jsonb('output'),
    logs: jsonb('logs').$type<string[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [
    index('command_run_time_idx').on(t.commandId, t.startedAt),
    uniqueIndex('command_run_slot_idx').on(t.commandId, t.slot),
  ],
);

/** The flow factory: a tenant's tags, and its stored BPMN files and folders with their tags. */
export const factoryTags = pgTable(
  'factory_tag',
  {
    tenantId: tenantColumn(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('factory_tag_pk').on(t.tenantId, t.name)],
);

export const bpmnFiles = pgTable(
  'bpmn_file',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantColumn(),
    /** The parent folder's path with its '/', '' at the root. */
    dir: text('dir').notNull(),
    name: text('name').notNull(),
    isDir: boolean('is_dir').notNull(),
    content: text('content'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    size: integer('size').notNull().default(0),
    modifyTime: at('modify_time').notNull().defaultNow(),
    modifiedBy: text('modified_by').notNull().default(''),
  },
  (t) => [uniqueIndex('bpmn_file_path_idx').on(t.tenantId, t.dir, t.name)],
);

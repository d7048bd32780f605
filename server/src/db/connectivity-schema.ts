import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ParamMeta, ParamValue } from '@console/shared/contract';
import { tenantColumn } from './tenant-schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Credentials (issue 13 §3): the plain fields in `parameters`, the secret ones sealed together
 * in `secrets` (AES-256-GCM, see modules/credentials/seal.ts), never in clear at rest.
 */
export const credentials = pgTable(
  'credential',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    templateId: text('template_id').notNull(),
    parameters: jsonb('parameters').$type<Record<string, ParamValue>>().notNull(),
    secrets: text('secrets').notNull(),
    modifyTime: at('modify_time').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credential_tenant_name_idx').on(t.tenantId, t.name)],
);

/** A tenant's own package commands (issue 13 §2); the platform's own are in code. */
export const packageCommands = pgTable(
  'package_command',
  {
    tenantId: tenantColumn(),
    packageId: text('package_id').notNull(),
    commandId: text('command_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    script: text('script').notNull(),
    paramsMeta: jsonb('params_meta').$type<ParamMeta[]>().notNull(),
    modifyTime: at('modify_time').notNull().defaultNow(),
    /** Raised by each edit; the connectors made from the command run the newest one. */
    version: integer('version').notNull().default(1),
  },
  // The key leads with the tenant: a tenant's listing reads one index range.
  (t) => [primaryKey({ columns: [t.tenantId, t.packageId, t.commandId] })],
);

/**
 * Every saved version of a tenant's command, the newest included: who saved what and when
 * (issue 24), so that an edit can be looked back on. Rows go with their command's delete.
 */
export const packageCommandVersions = pgTable(
  'package_command_version',
  {
    tenantId: tenantColumn(),
    packageId: text('package_id').notNull(),
    commandId: text('command_id').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    script: text('script').notNull(),
    paramsMeta: jsonb('params_meta').$type<ParamMeta[]>().notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: at('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.packageId, t.commandId, t.version] })],
);

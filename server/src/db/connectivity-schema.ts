import {
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
  },
  // The key leads with the tenant: a tenant's listing reads one index range.
  (t) => [primaryKey({ columns: [t.tenantId, t.packageId, t.commandId] })],
);

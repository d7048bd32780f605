/**
 * The tenant tables every other table hangs off: business partners and their groups. Apart
 * from schema.ts, so that engine-schema.ts can reference them without an import loop.
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Binary content: PGlite hands back a Uint8Array, node-postgres a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A tenant-owned row's tenant: deleting the BP deletes the row. */
export const tenantColumn = () =>
  integer('tenant_id')
    .notNull()
    .references((): AnyPgColumn => bp.id, { onDelete: 'cascade' });

export const createTime = () =>
  timestamp('create_time', { withTimezone: true }).notNull().defaultNow();
export const updateTime = () =>
  timestamp('update_time', { withTimezone: true }).notNull().defaultNow();

/**
 * A business partner. A BP with no tenant is a platform tenant (its users sign in to the
 * console); the BPs in a tenant's group tree belong to that tenant.
 */
export const bp = pgTable(
  'bp',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references((): AnyPgColumn => bp.id, { onDelete: 'cascade' }),
    bpgId: integer('bpg_id').references((): AnyPgColumn => bpg.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    index('bp_bpg_idx').on(t.bpgId),
    uniqueIndex('bp_tenant_name_idx')
      .on(t.tenantId, t.name)
      .where(sql`${t.tenantId} is not null`),
  ],
);

/** A business-partner group; each tenant has a single root (parent null). */
export const bpg = pgTable(
  'bpg',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references((): AnyPgColumn => bp.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => bpg.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createTime: createTime(),
    updateTime: updateTime(),
  },
  (t) => [
    index('bpg_tenant_idx').on(t.tenantId),
    uniqueIndex('bpg_one_root_idx')
      .on(t.tenantId)
      .where(sql`${t.parentId} is null`),
    uniqueIndex('bpg_sibling_name_idx').on(t.tenantId, t.parentId, t.name),
  ],
);

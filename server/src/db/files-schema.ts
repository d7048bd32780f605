import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bp, bytea } from './tenant-schema';

const tenantColumn = () =>
  integer('tenant_id')
    .notNull()
    .references(() => bp.id, { onDelete: 'cascade' });
/** Which store a row is of: the file store or the cloud storage. */
const storeColumn = () => text('store', { enum: ['files', 'gcs'] }).notNull();

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 }).notNull();

/**
 * The file store kept in the database (FILE_STORE=database, issue 12 §1): where the database is
 * the only storage several servers share. A row per file or folder; `dir` is the parent's path
 * with its '/', so a listing is one index range. Times have millisecond precision, the
 * listing cursor's.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    tenantId: tenantColumn(),
    dir: text('dir').notNull(),
    name: text('name').notNull(),
    isDir: boolean('is_dir').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    content: bytea('content'),
    createTime: at('create_time'),
    updateTime: at('update_time'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.dir, t.name] }),
    index('stored_files_size_idx').on(t.tenantId, t.dir, t.isDir, t.size, t.name),
    index('stored_files_update_idx').on(t.tenantId, t.dir, t.isDir, t.updateTime, t.name),
    index('stored_files_create_idx').on(t.tenantId, t.dir, t.isDir, t.createTime, t.name),
  ],
);

/** Deleted entries of either store, kept 30 days; the driver holds them under `.trash/<id>`. */
export const fileTrash = pgTable(
  'file_trash',
  {
    id: serial('id').primaryKey(),
    store: storeColumn(),
    tenantId: tenantColumn(),
    path: text('path').notNull(),
    isDir: boolean('is_dir').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    deletedBy: text('deleted_by').notNull(),
    deletedAt: at('deleted_at').defaultNow(),
  },
  (t) => [index('file_trash_tenant_idx').on(t.store, t.tenantId, t.id)],
);

/** Who uploaded, overwrote, made, deleted or restored what, and when (issue 12 §1). */
export const fileAudit = pgTable(
  'file_audit',
  {
    id: serial('id').primaryKey(),
    store: storeColumn(),
    tenantId: tenantColumn(),
    path: text('path').notNull(),
    action: text('action', {
      enum: ['upload', 'overwrite', 'mkdir', 'delete', 'restore'],
    }).notNull(),
    username: text('username').notNull(),
    size: bigint('size', { mode: 'number' }),
    at: at('at').defaultNow(),
  },
  (t) => [index('file_audit_path_idx').on(t.store, t.tenantId, t.path, t.id)],
);

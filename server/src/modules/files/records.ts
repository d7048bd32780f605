import { createHash } from 'node:crypto';
import {
  FILE_LIMITS,
  FILE_MESSAGES,
  REMOVE_STATUS,
  type FileAuditAction,
  type FileAuditEntry,
  type FileEntry,
  type RemoveStatus,
  type TrashEntry,
} from '@console/shared/contract';
import { and, desc, eq, lt, placeholder } from 'drizzle-orm';
import { preparedOn } from '../../db/prepared';
import { fileAudit, fileTrash, storeEvents } from '../../db/schema';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http/envelope';
import type { RawEntry, StorageDriver } from './drivers/types';
import { wireEntry } from './listing';
import { isRoot, parseStorePath, pathOf, type Segments } from './store-path';

export type StoreName = 'files' | 'gcs';

interface Actor {
  tenant: number;
  username: string;
}

const DAY_MS = 86_400_000;

/** Hex digits of the SHA-256 kept: 128 bits. */
export const CONTENT_ID_LENGTH = 32;
/** What identifies a file's content: the same bytes have the same id wherever they are. */
export const contentIdOf = (content: Buffer) =>
  createHash('sha256').update(content).digest('hex').slice(0, CONTENT_ID_LENGTH);
const LISTED = 1000;
const trashPlace = (id: number): Segments => ['.trash', String(id)];
const isInside = (inner: Segments, outer: Segments) =>
  inner.length > outer.length && outer.every((segment, at) => inner[at] === segment);

/**
 * A file written through the API: its audit line and its outbox row (store_event, read by the
 * file monitors). One statement (a data-modifying WITH) is as atomic as a transaction, and on
 * the embedded database it is one trip to its thread instead of four (issue 28 §4).
 */
const notingWrite = preparedOn('file_write_noted', (db, name) => {
  const audit = db.$with('audit').as(
    db
      .insert(fileAudit)
      .values({
        store: placeholder('store'),
        tenantId: placeholder('tenantId'),
        path: placeholder('path'),
        action: placeholder('action'),
        username: placeholder('username'),
        size: placeholder('size'),
      })
      .returning({ id: fileAudit.id }),
  );
  return db
    .with(audit)
    .insert(storeEvents)
    .values({
      store: placeholder('store'),
      tenantId: placeholder('tenantId'),
      path: placeholder('path'),
      contentId: placeholder('contentId'),
      size: placeholder('size'),
    })
    .prepare(name);
});

/**
 * The trash and the audit log of one store. A delete moves the entry to `.trash/<id>` beside
 * the tenant's `mounted/` (out of any caller's path) and records where it was; a restore moves
 * it back; entries older than 30 days are purged when the trash is next read.
 */
export class FileRecords {
  constructor(
    private readonly db: Db,
    private readonly driver: StorageDriver,
    private readonly store: StoreName,
  ) {}

  /**
   * A file written through the API: its audit line and its outbox row in one statement
   * (notingWrite), so a monitor hears of every write that is recorded.
   */
  async noteWrite(actor: Actor, path: string, action: FileAuditAction, content: Buffer) {
    await notingWrite(this.db).execute({
      store: this.store,
      tenantId: actor.tenant,
      path,
      action,
      username: actor.username,
      size: content.length,
      contentId: contentIdOf(content),
    });
  }

  async note(actor: Actor, path: string, action: FileAuditAction, size: number | null) {
    await this.db.insert(fileAudit).values({
      store: this.store,
      tenantId: actor.tenant,
      path,
      action,
      username: actor.username,
      size,
    });
  }

  /** Moves each path to the trash; a status per path, 0 for removed (SPEC §8). */
  async remove(actor: Actor, paths: string[]): Promise<RemoveStatus[]> {
    // Every path is checked first: one that would leave the store refuses the whole call.
    const parsed = paths.map((path) => parseStorePath(path));
    const found = await Promise.all(parsed.map((at) => this.driver.stat(actor.tenant, at)));
    const statuses: RemoveStatus[] = [];
    for (const [index, at] of parsed.entries()) {
      const entry = found[index];
      const path = entry ? pathOf(at, entry.isDir) : paths[index];
      const refusal = this.refusal(at, entry, parsed);
      if (refusal) {
        statuses.push({ path, ...refusal });
        continue;
      }
      await this.toTrash(actor, at, entry as RawEntry, path);
      statuses.push({ path, status: REMOVE_STATUS.removed });
    }
    return statuses;
  }

  async trash(tenant: number): Promise<TrashEntry[]> {
    await this.purgeExpired(tenant);
    const rows = await this.db
      .select()
      .from(fileTrash)
      .where(this.ofTenant(tenant))
      .orderBy(desc(fileTrash.id))
      .limit(LISTED);
    return rows.map((row) => ({
      id: row.id,
      path: row.path,
      type: row.isDir ? 'Directory' : 'file',
      size: row.size,
      deletedBy: row.deletedBy,
      deletedAt: row.deletedAt.toISOString(),
      expiresAt: new Date(row.deletedAt.getTime() + FILE_LIMITS.trashDays * DAY_MS).toISOString(),
    }));
  }

  async restore(actor: Actor, id: number): Promise<FileEntry> {
    await this.purgeExpired(actor.tenant);
    const [row] = await this.db
      .select()
      .from(fileTrash)
      .where(and(this.ofTenant(actor.tenant), eq(fileTrash.id, id)));
    if (!row) throw notFound('The trash has no such entry');
    const at = parseStorePath(row.path);
    if (await this.driver.stat(actor.tenant, at)) {
      throw conflict(`${row.path} exists again: rename or delete it first`);
    }
    await this.driver.move(actor.tenant, trashPlace(id), at);
    await this.db.delete(fileTrash).where(eq(fileTrash.id, id));
    await this.note(actor, row.path, 'restore', row.isDir ? null : row.size);
    const entry = await this.driver.stat(actor.tenant, at);
    if (!entry) throw notFound(`${row.path} went away while it was restored`);
    return wireEntry(at.slice(0, -1), entry);
  }

  async audit(tenant: number, path: string): Promise<FileAuditEntry[]> {
    parseStorePath(path);
    const rows = await this.db
      .select()
      .from(fileAudit)
      .where(
        and(
          eq(fileAudit.store, this.store),
          eq(fileAudit.tenantId, tenant),
          eq(fileAudit.path, path),
        ),
      )
      .orderBy(desc(fileAudit.id))
      .limit(LISTED);
    return rows.map(({ id, action, username, size, at }) => ({
      id,
      path,
      action,
      username,
      size,
      time: at.toISOString(),
    }));
  }

  /** Why a path cannot be removed, or undefined (SPEC §5: a folder holding selected ones). */
  private refusal(at: Segments, entry: RawEntry | undefined, all: Segments[]) {
    if (!entry) return { status: REMOVE_STATUS.notFound, message: 'It does not exist' };
    if (isRoot(at)) return { status: REMOVE_STATUS.refused, message: 'The root cannot be deleted' };
    if (entry.isDir && all.some((other) => isInside(other, at))) {
      return { status: REMOVE_STATUS.refused, message: FILE_MESSAGES.containsSelected };
    }
    return undefined;
  }

  private async toTrash(actor: Actor, at: Segments, entry: RawEntry, path: string) {
    const [row] = await this.db
      .insert(fileTrash)
      .values({
        store: this.store,
        tenantId: actor.tenant,
        path,
        isDir: entry.isDir,
        size: entry.size,
        deletedBy: actor.username,
      })
      .returning({ id: fileTrash.id });
    try {
      await this.driver.move(actor.tenant, at, trashPlace(row.id));
    } catch (error) {
      await this.db.delete(fileTrash).where(eq(fileTrash.id, row.id));
      throw error;
    }
    await this.note(actor, path, 'delete', entry.isDir ? null : entry.size);
  }

  private async purgeExpired(tenant: number) {
    const cutoff = new Date(Date.now() - FILE_LIMITS.trashDays * DAY_MS);
    const expired = await this.db
      .delete(fileTrash)
      .where(and(this.ofTenant(tenant), lt(fileTrash.deletedAt, cutoff)))
      .returning({ id: fileTrash.id });
    for (const { id } of expired) await this.driver.purge(tenant, trashPlace(id));
  }

  private ofTenant(tenant: number) {
    return and(eq(fileTrash.store, this.store), eq(fileTrash.tenantId, tenant));
  }
}

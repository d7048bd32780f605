import { and, arrayContains, asc, desc, eq, sql } from 'drizzle-orm';
import { bpmnFiles } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, notFound } from '../../http/envelope';
import { folderDir, folderEntry, pathOf, type EntryPath } from './names';
import type { FactoryEntry } from '@console/shared/contract';

type EntryRow = typeof bpmnFiles.$inferSelect;

/** Who changes the factory: the tenant it belongs to and the user, recorded as `modifiedBy`. */
export interface FactoryActor {
  tenantId: number;
  username: string;
}

export const toEntry = (row: EntryRow): FactoryEntry => ({
  fileName: row.name,
  path: pathOf(row),
  dir: row.dir,
  type: row.isDir ? 'directory' : 'file',
  tags: row.tags,
  size: row.size,
  modifyTime: row.modifyTime.toISOString(),
  modifiedBy: row.modifiedBy,
});

const at = (tenantId: number, { dir, name }: EntryPath) =>
  and(eq(bpmnFiles.tenantId, tenantId), eq(bpmnFiles.dir, dir), eq(bpmnFiles.name, name));

/** Rows under a folder `dir` (`a/b/`), at any depth. */
export const under = (tenantId: number, dir: string) =>
  and(eq(bpmnFiles.tenantId, tenantId), sql`starts_with(${bpmnFiles.dir}, ${dir})`);

const placeOf = (dir: string) => (dir ? `"${dir.replace(/\/$/, '')}"` : 'the top folder');

/** The row at a path, locked for the rest of the transaction when asked. */
async function findEntry(
  tx: DbOrTx,
  tenantId: number,
  path: EntryPath,
  lock?: 'update' | 'share',
): Promise<EntryRow | undefined> {
  const query = tx.select().from(bpmnFiles).where(at(tenantId, path));
  const [row] = await (lock ? query.for(lock) : query);
  return row;
}

/**
 * The entry at a path (locked with `update` to change or delete it), or a 404; another
 * tenant's path is just as absent.
 */
export async function entryAt(
  tx: DbOrTx,
  tenantId: number,
  path: EntryPath,
  lock?: 'update',
): Promise<EntryRow> {
  const row = await findEntry(tx, tenantId, path, lock);
  if (!row) throw notFound(`No file or folder "${pathOf(path)}"`);
  return row;
}

/**
 * Checks that folder `dir` exists (the root always does), locked until the transaction ends so
 * that a removal or rename of the folder waits for what is being added inside it.
 */
export async function assertFolder(tx: DbOrTx, tenantId: number, dir: string) {
  if (dir === '') return;
  const row = await findEntry(tx, tenantId, folderEntry(dir), 'share');
  if (!row?.isDir) throw notFound(`No folder ${placeOf(dir)}`);
}

/** 409 when folder `dir` already holds a file or folder with this name. */
export async function assertNameFree(tx: DbOrTx, tenantId: number, path: EntryPath) {
  const [taken] = await tx.select({ id: bpmnFiles.id }).from(bpmnFiles).where(at(tenantId, path));
  if (taken) {
    throw conflict(`A file or folder named "${path.name}" already exists in ${placeOf(path.dir)}`);
  }
}

/** GET /api/bpmnFileList: one folder, its folders first, then its files, each by name. */
export async function listFolder(db: Db, tenantId: number, dirPath: string | undefined) {
  const dir = folderDir('dir', dirPath);
  await assertFolder(db, tenantId, dir);
  const rows = await db
    .select()
    .from(bpmnFiles)
    .where(and(eq(bpmnFiles.tenantId, tenantId), eq(bpmnFiles.dir, dir)))
    .orderBy(desc(bpmnFiles.isDir), asc(bpmnFiles.name));
  return rows.map(toEntry);
}

/** GET /api/bpmnFiles: the files, in every folder, that carry all the given tags, by path. */
export async function listTagged(db: Db, tenantId: number, tags: readonly string[]) {
  const rows = await db
    .select()
    .from(bpmnFiles)
    .where(
      and(
        eq(bpmnFiles.tenantId, tenantId),
        eq(bpmnFiles.isDir, false),
        tags.length ? arrayContains(bpmnFiles.tags, [...tags]) : undefined,
      ),
    )
    .orderBy(asc(bpmnFiles.dir), asc(bpmnFiles.name));
  return rows.map(toEntry);
}

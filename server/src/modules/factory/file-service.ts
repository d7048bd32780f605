import { UPLOAD_MAX_BYTES } from '@console/shared/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import { bpmnFiles } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError, badRequest, conflict } from '../../http/envelope';
import { TOO_BIG } from '../../http/multipart';
import { assertBpmnContent } from './bpmn-content';
import {
  assertFolder,
  assertNameFree,
  entryAt,
  toEntry,
  under,
  type FactoryActor,
} from './entries';
import { bpmnFileName, entryName, entryPath, folderDir, pathOf } from './names';
import { knownTags } from './tag-service';

const changedBy = (actor: FactoryActor) => ({
  modifyTime: new Date(),
  modifiedBy: actor.username,
});

/** The XML after its checks, with its size in bytes (413 past the upload limit). */
async function checkedContent(content: string) {
  const size = Buffer.byteLength(content);
  if (size > UPLOAD_MAX_BYTES) throw new ApiError(413, TOO_BIG);
  await assertBpmnContent(content);
  return { content, size };
}

/** POST /api/bpmnDir: a folder inside an existing one. */
export async function makeFolder(
  db: Db,
  actor: FactoryActor,
  form: { dir?: string; name: string },
) {
  const dir = folderDir('dir', form.dir);
  const name = entryName('name', form.name);
  return db.transaction(async (tx) => {
    await assertFolder(tx, actor.tenantId, dir);
    await assertNameFree(tx, actor.tenantId, { dir, name });
    const [row] = await tx
      .insert(bpmnFiles)
      .values({ tenantId: actor.tenantId, dir, name, isDir: true, ...changedBy(actor) })
      .returning();
    return toEntry(row);
  });
}

/** POST /api/bpmnUpload: a new BPMN file in a folder, with tags of the tenant. */
export async function addFile(
  db: Db,
  actor: FactoryActor,
  form: { dir?: string; fileName: string; content: string; tags: string[] },
) {
  const dir = folderDir('dir', form.dir);
  const name = bpmnFileName('file name', form.fileName);
  const { content, size } = await checkedContent(form.content);
  return db.transaction(async (tx) => {
    await assertFolder(tx, actor.tenantId, dir);
    const tags = await knownTags(tx, actor.tenantId, form.tags);
    await assertNameFree(tx, actor.tenantId, { dir, name });
    const [row] = await tx
      .insert(bpmnFiles)
      .values({
        tenantId: actor.tenantId,
        dir,
        name,
        isDir: false,
        content,
        size,
        tags,
        ...changedBy(actor),
      })
      .returning();
    return toEntry(row);
  });
}

/** A stored file (not a folder) of the tenant, or 404; a folder's path is a 400. */
async function fileAt(db: Db, tenantId: number, path: string) {
  const row = await entryAt(db, tenantId, entryPath('path', path));
  if (row.isDir) throw badRequest(`path "${path}" is a folder, not a file`);
  return row;
}

/** GET /api/download: the file's name and XML. */
export async function readFile(db: Db, tenantId: number, path: string) {
  const row = await fileAt(db, tenantId, path);
  return { name: row.name, content: row.content ?? '' };
}

/** DELETE /api/bpmnFile. */
export async function deleteFile(db: Db, tenantId: number, path: string) {
  const row = await fileAt(db, tenantId, path);
  await db.delete(bpmnFiles).where(eq(bpmnFiles.id, row.id));
  return { deleted: 1 };
}

/**
 * DELETE /api/bpmnDir: a folder, and with `recursive` everything in it; a folder that holds
 * anything is a 409 without it. Answers the number of files and folders deleted.
 */
export async function deleteFolder(db: Db, tenantId: number, path: string, recursive: boolean) {
  const place = entryPath('path', path);
  return db.transaction(async (tx) => {
    const row = await entryAt(tx, tenantId, place, 'update');
    if (!row.isDir) throw badRequest(`path "${path}" is a file, not a folder`);
    const inside = `${pathOf(row)}/`;
    const [child] = await tx
      .select({ id: bpmnFiles.id })
      .from(bpmnFiles)
      .where(under(tenantId, inside))
      .limit(1);
    if (child && !recursive) {
      throw conflict(`The folder "${pathOf(row)}" is not empty; delete it with recursive=true`);
    }
    const deleted = await tx
      .delete(bpmnFiles)
      .where(or(eq(bpmnFiles.id, row.id), under(tenantId, inside)))
      .returning({ id: bpmnFiles.id });
    return { deleted: deleted.length };
  });
}

export interface EntryChange {
  path: string;
  content?: string;
  tags?: string[];
  newName?: string;
}

/**
 * PUT /api/bpmnFile: a file's new XML, tags or name, or a folder's new name (what is inside
 * it moves along). What is given changes, in one transaction; the rest stays.
 */
export async function updateEntry(db: Db, actor: FactoryActor, change: EntryChange) {
  const place = entryPath('path', change.path);
  if (change.content === undefined && change.tags === undefined && change.newName === undefined) {
    throw badRequest('Nothing to change: give content, tags or newName');
  }
  const checked = change.content === undefined ? {} : await checkedContent(change.content);
  return db.transaction(async (tx) => {
    const row = await entryAt(tx, actor.tenantId, place, 'update');
    if (row.isDir && (change.content !== undefined || change.tags !== undefined)) {
      throw badRequest('content and tags apply to files only; a folder can only be renamed');
    }
    const tags = change.tags && (await knownTags(tx, actor.tenantId, change.tags));
    const name = change.newName ?? row.name;
    if (name !== row.name) {
      (row.isDir ? entryName : bpmnFileName)('newName', name);
      await assertNameFree(tx, actor.tenantId, { dir: row.dir, name });
    }
    if (row.isDir && name !== row.name) {
      const from = `${pathOf(row)}/`;
      const to = `${row.dir}${name}/`;
      await tx
        .update(bpmnFiles)
        // Counted by PostgreSQL, in characters: JavaScript's length counts UTF-16 units.
        .set({ dir: sql`${to}::text || substr(${bpmnFiles.dir}, char_length(${from}::text) + 1)` })
        .where(under(actor.tenantId, from));
    }
    const [updated] = await tx
      .update(bpmnFiles)
      .set({ name, tags, ...checked, ...changedBy(actor) })
      .where(and(eq(bpmnFiles.id, row.id), eq(bpmnFiles.tenantId, actor.tenantId)))
      .returning();
    return toEntry(updated);
  });
}

import { and, arrayContains, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { bpmnFiles, factoryTags } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { tagList, tagName } from './names';
import type { FactoryTag } from '@console/shared/contract';

const ofTenant = (tenantId: number) => eq(factoryTags.tenantId, tenantId);

/** The tenant's tags by name, each with its number of files. */
export async function listTags(db: Db, tenantId: number): Promise<FactoryTag[]> {
  const carried = db
    .select({ tag: sql<string>`unnest(${bpmnFiles.tags})`.as('tag') })
    .from(bpmnFiles)
    .where(eq(bpmnFiles.tenantId, tenantId))
    .as('carried');
  const [tags, uses] = await Promise.all([
    db
      .select({ name: factoryTags.name })
      .from(factoryTags)
      .where(ofTenant(tenantId))
      .orderBy(asc(factoryTags.name)),
    db.select({ tag: carried.tag, files: count() }).from(carried).groupBy(carried.tag),
  ]);
  const files = new Map(uses.map((use) => [use.tag, use.files]));
  return tags.map(({ name }) => ({ tagName: name, files: files.get(name) ?? 0 }));
}

export async function createTag(db: Db, tenantId: number, name: string): Promise<FactoryTag> {
  const tag = tagName('tagName', name);
  const [created] = await db
    .insert(factoryTags)
    .values({ tenantId, name: tag })
    .onConflictDoNothing()
    .returning({ name: factoryTags.name });
  if (!created) throw conflict(`A tag named "${tag}" already exists`);
  return { tagName: tag, files: 0 };
}

/**
 * Deletes a tag and takes it off every file that carries it, in one transaction: a tag is a
 * label, never what keeps a file. Answers how many files lost it.
 */
export async function deleteTag(db: Db, tenantId: number, name: string) {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(factoryTags)
      .where(and(ofTenant(tenantId), eq(factoryTags.name, name)))
      .returning({ name: factoryTags.name });
    if (!deleted) throw notFound(`No tag named "${name}"`);
    const untagged = await tx
      .update(bpmnFiles)
      .set({ tags: sql`array_remove(${bpmnFiles.tags}, ${name}::text)` })
      .where(and(eq(bpmnFiles.tenantId, tenantId), arrayContains(bpmnFiles.tags, [name])))
      .returning({ id: bpmnFiles.id });
    return { files: untagged.length };
  });
}

/**
 * The tags to put on a file: checked, without repeats, and each one a tag of the tenant (400
 * naming the first unknown one). The rows are locked so that a tag deleted meanwhile waits.
 */
export async function knownTags(tx: DbOrTx, tenantId: number, tags: readonly string[]) {
  const wanted = tagList('tags', tags);
  if (!wanted.length) return wanted;
  const rows = await tx
    .select({ name: factoryTags.name })
    .from(factoryTags)
    .where(and(ofTenant(tenantId), inArray(factoryTags.name, wanted)))
    .for('share');
  const known = new Set(rows.map((row) => row.name));
  const unknown = wanted.find((tag) => !known.has(tag));
  if (unknown !== undefined) throw badRequest(`tags: no tag named "${unknown}"; add it first`);
  return wanted;
}

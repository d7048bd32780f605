import type {
  DeletedCounts,
  GroupDetail,
  GroupForm,
  GroupNode,
  GroupRecord,
  GroupUpdate,
  Partner,
} from '@console/shared/contract';
import { and, count, eq, inArray, ne, isNull } from 'drizzle-orm';
import type { AccountChanges } from '../../auth/accounts';
import type { Caller } from '../../auth/guard';
import { bp, bpg, users } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, notFound } from '../../http/envelope';
import { cascadedBps, groupSubtree, noteDeletions, usersOfBps } from './cascade';

type GroupRow = typeof bpg.$inferSelect;
type PartnerRow = typeof bp.$inferSelect;

export const partnerSummary = (row: PartnerRow): Partner => ({
  id: row.id,
  name: row.name,
  email: row.email,
  bpgId: row.bpgId,
  createTime: row.createTime.toISOString(),
  updateTime: row.updateTime.toISOString(),
});

/** The tenant's root group, made on first use (a tenant created by a sign-up has none yet). */
async function rootOf(db: DbOrTx, tenantId: number): Promise<GroupRow> {
  const [root] = await db
    .select()
    .from(bpg)
    .where(and(eq(bpg.tenantId, tenantId), isNull(bpg.parentId)));
  if (root) return root;
  const [tenant] = await db.select().from(bp).where(eq(bp.id, tenantId));
  const [created] = await db
    .insert(bpg)
    .values({
      tenantId,
      name: 'All partners',
      description: `Business partners of ${tenant?.name ?? 'this tenant'}`,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? rootOf(db, tenantId);
}

/** A group of the caller's tenant, or 404. */
export async function tenantGroup(db: DbOrTx, caller: Caller, id: number): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(bpg)
    .where(and(eq(bpg.id, id), eq(bpg.tenantId, caller.bpId)));
  if (!row) throw notFound(`No business partner group with id ${id}`);
  return row;
}

/** GET /api/all_bpg: the tenant's whole tree from its single root. */
export async function groupTree(db: Db, caller: Caller): Promise<GroupNode> {
  const root = await rootOf(db, caller.bpId);
  const groups = await db.select().from(bpg).where(eq(bpg.tenantId, caller.bpId)).orderBy(bpg.name);
  const partners = groups.length
    ? await db
        .select()
        .from(bp)
        .where(
          inArray(
            bp.bpgId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(bp.name)
    : [];
  const build = (group: GroupRow): GroupNode => ({
    id: group.id,
    name: group.name,
    description: group.description,
    parentId: group.parentId,
    bpList: partners.filter((p) => p.bpgId === group.id).map(partnerSummary),
    subBpg: groups.filter((g) => g.parentId === group.id).map(build),
  });
  return build(root);
}

/** GET /api/bpg?id: one group with its BPs (and each BP's user count) and its ancestors. */
export async function groupDetail(db: Db, caller: Caller, id: number): Promise<GroupDetail> {
  const group = await tenantGroup(db, caller, id);
  const groups = await db.select().from(bpg).where(eq(bpg.tenantId, caller.bpId));
  const path: { id: number; name: string }[] = [];
  for (let at: GroupRow | undefined = group; at; at = groups.find((g) => g.id === at!.parentId)) {
    path.unshift({ id: at.id, name: at.name });
  }
  const partners = await db
    .select({ partner: bp, userCount: count(users.id) })
    .from(bp)
    .leftJoin(users, eq(users.bpId, bp.id))
    .where(eq(bp.bpgId, id))
    .groupBy(bp.id)
    .orderBy(bp.name);
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    parentId: group.parentId,
    path,
    bpList: partners.map(({ partner, userCount }) => ({ ...partnerSummary(partner), userCount })),
  };
}

async function assertUniqueSibling(
  db: DbOrTx,
  tenantId: number,
  parentId: number,
  name: string,
  except?: number,
) {
  const [clash] = await db
    .select({ id: bpg.id })
    .from(bpg)
    .where(
      and(
        eq(bpg.tenantId, tenantId),
        eq(bpg.parentId, parentId),
        eq(bpg.name, name),
        except ? ne(bpg.id, except) : undefined,
      ),
    );
  if (clash) throw conflict(`A group named "${name}" already exists there`);
}

export async function createGroup(
  db: Db,
  caller: Caller,
  parentId: number,
  form: GroupForm,
): Promise<GroupRecord> {
  const parent = await tenantGroup(db, caller, parentId);
  const name = form.name.trim();
  await assertUniqueSibling(db, caller.bpId, parent.id, name);
  const [created] = await db
    .insert(bpg)
    .values({
      tenantId: caller.bpId,
      parentId: parent.id,
      name,
      description: form.description.trim(),
    })
    .returning();
  return created;
}

export async function updateGroup(db: Db, caller: Caller, form: GroupUpdate): Promise<GroupRecord> {
  const group = await tenantGroup(db, caller, form.id);
  const name = form.name.trim();
  if (group.parentId) await assertUniqueSibling(db, caller.bpId, group.parentId, name, group.id);
  const [updated] = await db
    .update(bpg)
    .set({ name, description: form.description.trim(), updateTime: new Date() })
    .where(eq(bpg.id, group.id))
    .returning();
  return updated;
}

/** Deletes a group and everything under it: sub-groups, their BPs and the BPs' users. */
export async function deleteGroup(changes: AccountChanges, id: number): Promise<DeletedCounts> {
  const { caller } = changes;
  return changes.run(async (scope) => {
    const { tx } = scope;
    const group = await tenantGroup(tx, caller, id);
    if (!group.parentId) throw conflict('The root group cannot be deleted');
    const doomed = await groupSubtree(tx, caller.bpId, group.id);
    const partners = await cascadedBps(tx, { groupIds: [...doomed] });
    const doomedUsers = await usersOfBps(tx, partners);
    // Foreign keys cascade: sub-groups, their BPs, and those BPs' users go with the group.
    await tx.delete(bpg).where(eq(bpg.id, group.id));
    noteDeletions(scope, doomedUsers, { via: 'group', group: group.name });
    return { groups: doomed.size, partners: partners.length, users: doomedUsers.length };
  });
}

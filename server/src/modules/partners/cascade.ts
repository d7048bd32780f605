import { eq, inArray, or } from 'drizzle-orm';
import type { ChangeScope } from '../../auth/accounts';
import { bp, bpg, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { usersWithRoles, type UserWithRoles } from '../users/repository';

/** The ids of a tenant's group and of every group below it. */
export async function groupSubtree(db: DbOrTx, tenantId: number, groupId: number) {
  const groups = await db.select().from(bpg).where(eq(bpg.tenantId, tenantId));
  const found = new Set([groupId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const g of groups) {
      if (g.parentId && found.has(g.parentId) && !found.has(g.id)) {
        found.add(g.id);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * The BPs a deletion takes with it through the foreign keys: the BPs given, those of the groups
 * given, and then, as tenant_id and bpg_id cascade, every BP in the tree of a BP that goes.
 */
export async function cascadedBps(
  db: DbOrTx,
  start: { bpIds?: number[]; groupIds?: number[] },
): Promise<number[]> {
  const found = new Set(start.bpIds ?? []);
  if (start.groupIds?.length) {
    const inGroups = await db
      .select({ id: bp.id })
      .from(bp)
      .where(inArray(bp.bpgId, start.groupIds));
    for (const row of inGroups) found.add(row.id);
  }
  for (let frontier = [...found]; frontier.length;) {
    const groupsOfFrontier = db
      .select({ id: bpg.id })
      .from(bpg)
      .where(inArray(bpg.tenantId, frontier));
    const below = await db
      .select({ id: bp.id })
      .from(bp)
      .where(or(inArray(bp.tenantId, frontier), inArray(bp.bpgId, groupsOfFrontier)));
    frontier = below.map((row) => row.id).filter((id) => !found.has(id));
    for (const id of frontier) found.add(id);
  }
  return [...found];
}

/** The users of these BPs, read before they are deleted so that each can be audited. */
export const usersOfBps = (db: DbOrTx, bpIds: readonly number[]): Promise<UserWithRoles[]> =>
  bpIds.length ? usersWithRoles(db, inArray(users.bpId, [...bpIds])) : Promise.resolve([]);

/** An audit entry for each user a BP or group deletion took with it. */
export function noteDeletions(
  { audit }: ChangeScope,
  deleted: readonly UserWithRoles[],
  detail: Record<string, unknown>,
) {
  for (const user of deleted) {
    audit({
      action: 'user.delete',
      targetUsername: user.username,
      targetBpId: user.bpId,
      detail: { ...detail, roles: user.roleSet.map((role) => role.roleName) },
    });
  }
}

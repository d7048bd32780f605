import { eq, inArray } from 'drizzle-orm';
import { bp, roles, userRoles, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

export interface RoleEntry {
  id: number;
  roleName: string;
}

/** A user with its roles, or null. */
export async function findUserWithRoles(db: DbOrTx, username: string) {
  const rows = await db
    .select({ user: users, role: roles, bpName: bp.name })
    .from(users)
    .innerJoin(bp, eq(bp.id, users.bpId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.username, username));
  if (rows.length === 0) return null;
  const roleSet: RoleEntry[] = rows
    .flatMap(({ role }) => (role ? [{ id: role.id, roleName: role.roleName }] : []))
    .sort((a, b) => a.id - b.id);
  return { ...rows[0].user, bpName: rows[0].bpName, roleSet };
}

export type UserWithRoles = NonNullable<Awaited<ReturnType<typeof findUserWithRoles>>>;

/** The shape GET /api/user/userInfo and the BP user list answer with. */
export const userView = (user: UserWithRoles) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  displayName: user.displayName,
  phone: user.phone,
  bpId: user.bpId,
  bpName: user.bpName,
  roleSet: user.roleSet,
  createTime: user.createTime.toISOString(),
  updateTime: user.updateTime.toISOString(),
});

/** Replaces a user's roles; unknown ids are refused by the caller's validation first. */
export async function setUserRoles(db: DbOrTx, userId: number, roleIds: readonly number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) {
    await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  }
}

/** The ids among `roleIds` that are not roles. */
export async function unknownRoleIds(db: DbOrTx, roleIds: readonly number[]) {
  if (!roleIds.length) return [];
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [...roleIds]));
  const known = new Set(found.map((role) => role.id));
  return roleIds.filter((id) => !known.has(id));
}

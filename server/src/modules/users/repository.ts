import { eq, inArray, type SQL } from 'drizzle-orm';
import { bp, roles, userRoles, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { callerCache } from '../../auth/caller-cache';

export interface RoleEntry {
  id: number;
  roleName: string;
}

/** Users matching `where`, each with its roles, in one query (ordered by username). */
export async function usersWithRoles(db: DbOrTx, where: SQL) {
  const rows = await db
    .select({ user: users, role: roles, bpName: bp.name })
    .from(users)
    .innerJoin(bp, eq(bp.id, users.bpId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(where)
    .orderBy(users.username, roles.id);
  const byId = new Map<
    number,
    (typeof rows)[number]['user'] & { bpName: string; roleSet: RoleEntry[] }
  >();
  for (const { user, role, bpName } of rows) {
    const entry = byId.get(user.id) ?? { ...user, bpName, roleSet: [] };
    if (role) entry.roleSet.push({ id: role.id, roleName: role.roleName });
    byId.set(user.id, entry);
  }
  return [...byId.values()];
}

/** A user with its roles, or null. */
export async function findUserWithRoles(db: DbOrTx, username: string) {
  const [user] = await usersWithRoles(db, eq(users.username, username));
  return user ?? null;
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
  callerCache.clear();
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

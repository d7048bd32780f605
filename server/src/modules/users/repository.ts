import type { UserRole, UserView } from '@console/shared/contract';
import { eq, type SQL } from 'drizzle-orm';
import { bp, roles, userRoles, users } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/** Users matching `where`, each with its roles, in one query (ordered by username). */
export async function usersWithRoles(db: DbOrTx, where: SQL) {
  const rows = await db
    .select({ user: users, role: roles, bpName: bp.name, bpTenantId: bp.tenantId })
    .from(users)
    .innerJoin(bp, eq(bp.id, users.bpId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(where)
    .orderBy(users.username, roles.id);
  const byId = new Map<
    number,
    (typeof rows)[number]['user'] & {
      bpName: string;
      bpTenantId: number | null;
      roleSet: UserRole[];
    }
  >();
  for (const { user, role, bpName, bpTenantId } of rows) {
    const entry = byId.get(user.id) ?? { ...user, bpName, bpTenantId, roleSet: [] };
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
export const userView = (user: UserWithRoles): UserView => ({
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

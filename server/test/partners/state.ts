import { asc } from 'drizzle-orm';
import { bp, bpg, roles, userRoles, users } from '../../src/db/schema';
import type { Db } from '../../src/db/types';

/** Every partner, group, user and role grant in a stable order, to compare around a refused call. */
export async function partnerState(db: Db) {
  return {
    bp: await db.select().from(bp).orderBy(asc(bp.id)),
    bpg: await db.select().from(bpg).orderBy(asc(bpg.id)),
    users: await db.select().from(users).orderBy(asc(users.id)),
    userRoles: await db
      .select()
      .from(userRoles)
      .orderBy(asc(userRoles.userId), asc(userRoles.roleId)),
  };
}

/** The ids of the two roles. */
export async function roleIds(db: Db) {
  const rows = await db.select().from(roles);
  const idOf = (name: string) => {
    const row = rows.find((role) => role.roleName === name);
    if (!row) throw new Error(`no role ${name}`);
    return row.id;
  };
  return { admin: idOf('admin'), sys: idOf('sys') };
}

import { hashPassword } from '../src/auth/passwords';
import { bp, bpg, roles, userRoles, users } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { ensureReferenceData } from '../src/seed/reference';

export interface TenantSpec {
  name: string;
  users: { username: string; password: string; roles: ('admin' | 'sys')[]; email?: string }[];
}

/** A tenant BP with its root group and users; returns their ids. */
export async function seedTenant(db: Db, spec: TenantSpec) {
  await ensureReferenceData(db);
  const [tenant] = await db
    .insert(bp)
    .values({
      name: spec.name,
      email: `${spec.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    })
    .returning();
  const [root] = await db
    .insert(bpg)
    .values({ tenantId: tenant.id, name: 'All partners', description: `Partners of ${spec.name}` })
    .returning();
  const roleRows = await db.select().from(roles);
  for (const user of spec.users) {
    const [created] = await db
      .insert(users)
      .values({
        username: user.username,
        passwordHash: await hashPassword(user.password),
        email: user.email ?? `${user.username}@example.com`,
        bpId: tenant.id,
      })
      .returning();
    const ids = roleRows.filter((role) => user.roles.includes(role.roleName as 'admin' | 'sys'));
    if (ids.length)
      await db
        .insert(userRoles)
        .values(ids.map((role) => ({ userId: created.id, roleId: role.id })));
  }
  return { tenantId: tenant.id, rootGroupId: root.id };
}

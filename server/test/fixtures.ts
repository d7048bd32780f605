import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords';
import { bp, bpg, roles, userRoles, users } from '../src/db/schema';
import type { Db } from '../src/db/types';
import { ensureReferenceData } from '../src/seed/reference';

export interface TenantSpec {
  name: string;
  users: { username: string; password: string; roles: ('admin' | 'sys')[]; email?: string }[];
}

/**
 * Users every test server has: two tenants, each with an admin, so tenant isolation can be
 * checked everywhere with the role that may call the routes.
 */
export const ACME = {
  sys: { username: 'acme-sys', password: 'acme-sys-pass' },
  admin: { username: 'acme-admin', password: 'acme-admin-pass' },
};
export const GLOBEX = {
  sys: { username: 'globex-sys', password: 'globex-sys-pass' },
  admin: { username: 'globex-admin', password: 'globex-admin-pass' },
};
const standardTenant = (name: string, people: typeof ACME): TenantSpec => ({
  name,
  users: [
    { ...people.sys, roles: ['sys'] },
    { ...people.admin, roles: ['admin'] },
  ],
});

/** Seeds Acme and Globex with their users: the seeded template (database.ts) holds them. */
export async function seedStandardTenants(db: Db) {
  await seedTenant(db, standardTenant('Acme', ACME));
  await seedTenant(db, standardTenant('Globex', GLOBEX));
}

/** The ids of Acme and Globex and of their root groups, in a copy of the seeded template. */
export async function standardTenantsOf(db: Db) {
  const rows = await db
    .select({ name: bp.name, tenantId: bp.id, rootGroupId: bpg.id })
    .from(bp)
    .innerJoin(bpg, and(eq(bpg.tenantId, bp.id), isNull(bpg.parentId)))
    .where(isNull(bp.tenantId));
  const of = (name: string) => {
    const row = rows.find((candidate) => candidate.name === name);
    if (!row) throw new Error(`The seeded template has no ${name}: rebuild it (test/run.ts)`);
    return { tenantId: row.tenantId, rootGroupId: row.rootGroupId };
  };
  return { acme: of('Acme'), globex: of('Globex') };
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
  await addUsers(db, tenant.id, spec.users);
  return { tenantId: tenant.id, rootGroupId: root.id };
}

async function addUsers(db: Db, bpId: number, specs: TenantSpec['users']) {
  const roleRows = await db.select().from(roles);
  for (const user of specs) {
    const [created] = await db
      .insert(users)
      .values({
        username: user.username,
        passwordHash: await hashPassword(user.password),
        email: user.email ?? `${user.username}@example.com`,
        bpId,
      })
      .returning();
    const ids = roleRows.filter((role) => user.roles.includes(role.roleName as 'admin' | 'sys'));
    if (ids.length)
      await db
        .insert(userRoles)
        .values(ids.map((role) => ({ userId: created.id, roleId: role.id })));
  }
}

/**
 * A partner BP in a tenant's tree (tenant_id set), in a new group under `parentGroupId`, with
 * its users; written directly, so that no audit entry and no cache clear come with it.
 */
export async function seedPartner(
  db: Db,
  spec: TenantSpec & { tenantId: number; parentGroupId: number; group: string },
) {
  const [group] = await db
    .insert(bpg)
    .values({
      tenantId: spec.tenantId,
      parentId: spec.parentGroupId,
      name: spec.group,
      description: `${spec.group} group`,
    })
    .returning();
  const [partner] = await db
    .insert(bp)
    .values({
      tenantId: spec.tenantId,
      bpgId: group.id,
      name: spec.name,
      email: `edi@${spec.name.toLowerCase().replace(/\W+/g, '')}.example`,
    })
    .returning();
  await addUsers(db, partner.id, spec.users);
  return { partnerId: partner.id, groupId: group.id };
}

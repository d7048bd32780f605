import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { bp, bpg, roles, userRoles, users } from '../db/schema';
import type { Db } from '../db/types';

type RoleName = 'admin' | 'sys';

const GROUPS = [
  {
    name: 'Suppliers',
    description: 'Raw material and component suppliers',
    partners: [
      ['Northwind Components', 'edi@northwind.example'],
      ['Contoso Metals', 'b2b@contoso.example'],
    ],
    children: [
      {
        name: 'Electronics',
        description: 'Boards, chips and cable assemblies',
        partners: [['Fabrikam Electronics', 'integration@fabrikam.example']],
      },
    ],
  },
  {
    name: 'Carriers',
    description: 'Ocean, air and road carriers',
    partners: [['Swift Road Freight', 'edi@swiftroad.example']],
    children: [
      {
        name: 'Ocean',
        description: 'Container lines',
        partners: [['Blue Ocean Line', 'bookings@blueocean.example']],
      },
    ],
  },
  {
    name: 'Retailers',
    description: 'Stores and marketplaces we ship to',
    partners: [
      ['Tailspin Retail', 'orders@tailspin.example'],
      ['Wide World Importers', 'edi@wideworld.example'],
    ],
    children: [],
  },
];

interface GroupSpec {
  name: string;
  description: string;
  partners: string[][];
  children?: GroupSpec[];
}

async function addUser(
  db: Db,
  bpId: number,
  username: string,
  password: string,
  email: string,
  roleNames: RoleName[],
) {
  const [user] = await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password), email, bpId })
    .returning();
  const roleRows = await db.select().from(roles);
  const ids = roleRows.filter((role) => roleNames.includes(role.roleName as RoleName));
  await db.insert(userRoles).values(ids.map((role) => ({ userId: user.id, roleId: role.id })));
}

/** The demo tenant, its users and group tree; returns the tenant's BP id. */
export async function seedPartnerDemo(db: Db): Promise<number> {
  const [tenant] = await db
    .insert(bp)
    .values({ name: 'Acme Integration Hub', email: 'ops@acme-hub.example' })
    .returning();
  await addUser(db, tenant.id, 'admin', 'admin', 'admin@acme-hub.example', ['admin']);
  await addUser(db, tenant.id, 'sys', 'sys', 'sys@acme-hub.example', ['sys']);
  await db
    .update(users)
    .set({ displayName: 'Platform administrator' })
    .where(eq(users.username, 'admin'));
  await db.update(users).set({ displayName: 'Partner manager' }).where(eq(users.username, 'sys'));

  const [root] = await db
    .insert(bpg)
    .values({
      tenantId: tenant.id,
      name: 'All partners',
      description: 'Every business partner of Acme Integration Hub',
    })
    .returning();

  const addGroup = async (spec: GroupSpec, parentId: number) => {
    const [group] = await db
      .insert(bpg)
      .values({ tenantId: tenant.id, parentId, name: spec.name, description: spec.description })
      .returning();
    for (const [name, email] of spec.partners) {
      const [partner] = await db
        .insert(bp)
        .values({ tenantId: tenant.id, bpgId: group.id, name, email })
        .returning();
      const login = name.split(' ')[0].toLowerCase();
      await addUser(
        db,
        partner.id,
        `${login}.edi`,
        `${login}-demo-pass`,
        `edi-user@${email.split('@')[1]}`,
        ['sys'],
      );
    }
    for (const child of spec.children ?? []) await addGroup(child, group.id);
  };
  for (const group of GROUPS) await addGroup(group, root.id);
  return tenant.id;
}

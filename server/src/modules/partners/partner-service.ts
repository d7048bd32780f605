import type {
  Partner,
  PartnerForm,
  PartnerUpdate,
  PartnerWithUsers,
} from '@console/shared/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { AccountChanges } from '../../auth/accounts';
import type { Caller } from '../../auth/guard';
import { managedBp } from '../../auth/tenancy';
import { bp, users } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, notFound } from '../../http/envelope';
import { usersWithRoles, userView } from '../users/repository';
import { cascadedBps, noteDeletions, usersOfBps } from './cascade';
import { partnerSummary, tenantGroup } from './group-service';

/** A BP in the caller's group tree (not the tenant's own BP), or 404. */
async function treePartner(db: DbOrTx, caller: Caller, id: number) {
  const [row] = await db
    .select()
    .from(bp)
    .where(and(eq(bp.id, id), eq(bp.tenantId, caller.bpId)));
  if (!row) throw notFound(`No business partner with id ${id}`);
  return row;
}

async function assertUniqueName(db: DbOrTx, caller: Caller, name: string, except?: number) {
  const [clash] = await db
    .select({ id: bp.id })
    .from(bp)
    .where(
      and(eq(bp.tenantId, caller.bpId), eq(bp.name, name), except ? ne(bp.id, except) : undefined),
    );
  if (clash) throw conflict(`A business partner named "${name}" already exists`);
}

export async function createPartner(
  db: Db,
  caller: Caller,
  bpgId: number,
  form: PartnerForm,
): Promise<Partner> {
  const group = await tenantGroup(db, caller, bpgId);
  const name = form.name.trim();
  await assertUniqueName(db, caller, name);
  const [created] = await db
    .insert(bp)
    .values({ tenantId: caller.bpId, bpgId: group.id, name, email: form.email.trim() })
    .returning();
  return partnerSummary(created);
}

export async function updatePartner(db: Db, caller: Caller, form: PartnerUpdate): Promise<Partner> {
  await treePartner(db, caller, form.id);
  const name = form.name.trim();
  await assertUniqueName(db, caller, name, form.id);
  const [updated] = await db
    .update(bp)
    .set({ name, email: form.email.trim(), updateTime: new Date() })
    .where(eq(bp.id, form.id))
    .returning();
  return partnerSummary(updated);
}

/** Deletes a BP of the tree with its users, each of them audited as deleted. */
export async function deletePartner(changes: AccountChanges, id: number) {
  await changes.run(async (scope) => {
    const partner = await treePartner(scope.tx, changes.caller, id);
    const doomed = await usersOfBps(scope.tx, await cascadedBps(scope.tx, { bpIds: [id] }));
    await scope.tx.delete(bp).where(eq(bp.id, id));
    noteDeletions(scope, doomed, { via: 'partner', partner: partner.name });
  });
}

/** GET /api/bp?id: a BP the caller manages, with its users. */
export async function partnerDetail(db: Db, caller: Caller, id: number): Promise<PartnerWithUsers> {
  const partner = await managedBp(db, caller, id);
  const userList = (await usersWithRoles(db, eq(users.bpId, id))).map(userView);
  return { ...partnerSummary(partner), userList };
}

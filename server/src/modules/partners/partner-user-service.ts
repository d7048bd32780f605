import type { UserCreate, UserUpdate, UserView } from '@console/shared/contract';
import { eq } from 'drizzle-orm';
import type { AccountChanges } from '../../auth/accounts';
import type { Caller } from '../../auth/guard';
import { hashPassword } from '../../auth/passwords';
import { applyRoleChange, assertMayManage, planRoleChange, rolesByIds } from '../../auth/roles';
import { managedBp } from '../../auth/tenancy';
import { users } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, notFound } from '../../http/envelope';
import { findUserWithRoles, userView } from '../users/repository';

/**
 * A user of a BP the caller manages, or 404. In a transaction its row stays locked until the
 * end, so that two changes of the same user do not each plan from the roles before the other.
 */
async function managedUser(db: DbOrTx, caller: Caller, username: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.username, username)).for('update');
  const user = await findUserWithRoles(db, username);
  if (!user) throw notFound(`No user ${username}`);
  await managedBp(db, caller, user.bpId).catch(() => {
    throw notFound(`No user ${username}`);
  });
  return user;
}

export async function createPartnerUser(
  db: Db,
  changes: AccountChanges,
  form: UserCreate,
): Promise<UserView> {
  const { caller } = changes;
  await managedBp(db, caller, form.bpId);
  const next = await rolesByIds(db, form.roleIds);
  // Roles given at creation are grants like any other: the same rules, the same audit.
  const change = planRoleChange(caller, null, [], next);
  if (await findUserWithRoles(db, form.username))
    throw conflict(`The username ${form.username} is taken`);
  const passwordHash = await hashPassword(form.password);
  await changes.run(async (scope) => {
    const [created] = await scope.tx
      .insert(users)
      .values({
        username: form.username,
        passwordHash,
        email: form.email.trim(),
        displayName: form.displayName?.trim() || null,
        bpId: form.bpId,
      })
      .returning();
    scope.audit({
      action: 'user.create',
      targetUsername: created.username,
      targetBpId: created.bpId,
      detail: { roles: next.map((role) => role.roleName) },
    });
    await applyRoleChange(scope, created, change, false);
  });
  return userView((await findUserWithRoles(db, form.username))!);
}

export async function updatePartnerUser(
  db: Db,
  changes: AccountChanges,
  form: UserUpdate,
): Promise<UserView> {
  const { caller } = changes;
  await changes.run(async (scope) => {
    const user = await managedUser(scope.tx, caller, form.username);
    const next = await rolesByIds(scope.tx, form.roleIds);
    const change = planRoleChange(caller, user.id, user.roleSet, next);
    await scope.tx
      .update(users)
      .set({
        email: form.email.trim(),
        displayName: form.displayName?.trim() || null,
        updateTime: new Date(),
      })
      .where(eq(users.id, user.id));
    await applyRoleChange(scope, user, change, true);
  });
  return userView((await findUserWithRoles(db, form.username))!);
}

export async function deletePartnerUser(changes: AccountChanges, username: string) {
  await changes.run(async ({ tx, audit }) => {
    const user = await managedUser(tx, changes.caller, username);
    if (user.id === changes.caller.userId) {
      throw conflict('Use Delete account to delete your own account');
    }
    assertMayManage(changes.caller, user, 'delete');
    await tx.delete(users).where(eq(users.id, user.id));
    audit({
      action: 'user.delete',
      targetUsername: user.username,
      targetBpId: user.bpId,
      detail: { roles: user.roleSet.map((role) => role.roleName) },
    });
  });
}

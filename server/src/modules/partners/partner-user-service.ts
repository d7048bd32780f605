import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/guard';
import { hashPassword } from '../../auth/passwords';
import { managedBp } from '../../auth/tenancy';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http/envelope';
import { findUserWithRoles, setUserRoles, unknownRoleIds, userView } from '../users/repository';
import { callerCache } from '../../auth/caller-cache';

async function assertRoles(db: Db, roleIds: readonly number[]) {
  const unknown = await unknownRoleIds(db, roleIds);
  if (unknown.length) throw badRequest(`body.roleIds has unknown role id ${unknown.join(', ')}`);
}

/** A user of a BP the caller manages, or 404. */
async function managedUser(db: Db, caller: Caller, username: string) {
  const user = await findUserWithRoles(db, username);
  if (!user) throw notFound(`No user ${username}`);
  await managedBp(db, caller, user.bpId).catch(() => {
    throw notFound(`No user ${username}`);
  });
  return user;
}

export async function createPartnerUser(
  db: Db,
  caller: Caller,
  form: {
    bpId: number;
    username: string;
    password: string;
    email: string;
    displayName?: string | null;
    roleIds: number[];
  },
) {
  await managedBp(db, caller, form.bpId);
  await assertRoles(db, form.roleIds);
  if (await findUserWithRoles(db, form.username))
    throw conflict(`The username ${form.username} is taken`);
  const passwordHash = await hashPassword(form.password);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        username: form.username,
        passwordHash,
        email: form.email.trim(),
        displayName: form.displayName?.trim() || null,
        bpId: form.bpId,
      })
      .returning();
    await setUserRoles(tx, created.id, form.roleIds);
  });
  return userView((await findUserWithRoles(db, form.username))!);
}

export async function updatePartnerUser(
  db: Db,
  caller: Caller,
  form: { username: string; email: string; displayName?: string | null; roleIds: number[] },
) {
  const user = await managedUser(db, caller, form.username);
  await assertRoles(db, form.roleIds);
  const sysRole = user.roleSet.find((role) => role.roleName === 'sys');
  if (user.id === caller.userId && sysRole && !form.roleIds.includes(sysRole.id)) {
    throw conflict('You cannot remove your own sys role');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: form.email.trim(),
        displayName: form.displayName?.trim() || null,
        updateTime: new Date(),
      })
      .where(eq(users.id, user.id));
    await setUserRoles(tx, user.id, form.roleIds);
  });
  return userView((await findUserWithRoles(db, form.username))!);
}

export async function deletePartnerUser(db: Db, caller: Caller, username: string) {
  const user = await managedUser(db, caller, username);
  if (user.id === caller.userId) throw conflict('Use Delete account to delete your own account');
  await db.delete(users).where(eq(users.id, user.id));
  callerCache.clear();
}

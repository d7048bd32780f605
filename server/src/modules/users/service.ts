import type { RoleRecord } from '@console/shared/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { AccountChanges } from '../../auth/accounts';
import type { Caller } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { tokenFor, type TokenService } from '../../auth/tokens';
import { assertMayManage } from '../../auth/roles';
import { managedBp } from '../../auth/tenancy';
import { revokedTokens, roles, userRoles, users } from '../../db/schema';
import type { Db } from '../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../http/envelope';
import { findUserWithRoles, userView } from './repository';

async function requireUser(db: Db, username: string) {
  const user = await findUserWithRoles(db, username);
  if (!user) throw notFound(`No user ${username}`);
  return user;
}

export const userInfo = async (db: Db, caller: Caller) =>
  userView(await requireUser(db, caller.username));

export async function updateProfile(
  db: Db,
  changes: AccountChanges,
  form: { email: string; displayName?: string | null; phone?: string | null },
) {
  // Through the accounts service: the cached caller carries the old email.
  await changes.run(({ tx }) =>
    tx
      .update(users)
      .set({
        email: form.email.trim(),
        displayName: form.displayName?.trim() || null,
        phone: form.phone?.trim() || null,
        updateTime: new Date(),
      })
      .where(eq(users.id, changes.caller.userId)),
  );
  return userInfo(db, changes.caller);
}

/**
 * One's own password (the old one must match), or a system user's reset of a BP user's. Either
 * ends the account's sessions; for one's own change the answer carries a new token, so the tab
 * that made it stays signed in.
 */
export async function changePassword(
  db: Db,
  tokens: TokenService,
  changes: AccountChanges,
  form: { username?: string; oldPassword?: string; newPassword: string },
): Promise<{ token: string } | null> {
  const { caller } = changes;
  const own = !form.username || form.username === caller.username;
  if (own) {
    if (!form.oldPassword) throw badRequest('body.oldPassword is required');
    const self = await requireUser(db, caller.username);
    if (!(await verifyPassword(form.oldPassword, self.passwordHash))) {
      throw badRequest('The current password is incorrect');
    }
  } else {
    if (!caller.roles.includes('sys')) throw forbidden('This action needs the role sys');
    const target = await requireUser(db, form.username!);
    await managedBp(db, caller, target.bpId).catch(() => {
      throw notFound(`No user ${form.username}`);
    });
    assertMayManage(caller, target, 'reset the password of');
  }
  const username = own ? caller.username : form.username!;
  const passwordHash = await hashPassword(form.newPassword);
  await changes.run(async ({ tx, audit }) => {
    const [changed] = await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        sessionEndedBy: 'password',
        updateTime: new Date(),
      })
      .where(eq(users.username, username))
      .returning();
    if (!changed) throw notFound(`No user ${username}`);
    audit({
      action: own ? 'password.change' : 'password.reset',
      targetUsername: changed.username,
      targetBpId: changed.bpId,
    });
  });
  return own ? { token: tokenFor(tokens, await requireUser(db, username)) } : null;
}

/**
 * Deletes the caller's own account, unless it is the last one in its BP holding one of its
 * roles: a tenant must never be left without anyone who can administer it.
 */
export async function deleteOwnAccount(db: Db, changes: AccountChanges, username: string) {
  const { caller } = changes;
  if (username !== caller.username) throw badRequest('You can only delete your own account');
  const self = await requireUser(db, caller.username);
  await changes.run(async ({ tx, audit }) => {
    for (const role of self.roleSet) {
      const [{ others }] = await tx
        .select({ others: count() })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(
          and(eq(userRoles.roleId, role.id), eq(users.bpId, self.bpId), ne(users.id, self.id)),
        );
      if (others === 0) {
        throw conflict(
          `You are the last user with the role ${role.roleName} in ${self.bpName}; give it to another user first`,
        );
      }
    }
    await tx.delete(users).where(eq(users.id, self.id));
    await tx
      .insert(revokedTokens)
      .values({ jti: caller.jti, expiresAt: caller.expiresAt })
      .onConflictDoNothing();
    audit({
      action: 'user.delete',
      targetUsername: self.username,
      targetBpId: self.bpId,
      detail: { via: 'account', roles: self.roleSet.map((role) => role.roleName) },
    });
  });
}

export const listRoles = (db: Db): Promise<RoleRecord[]> =>
  db
    .select({ id: roles.id, roleName: roles.roleName, description: roles.description })
    .from(roles)
    .orderBy(roles.id);

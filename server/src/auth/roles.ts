import { and, eq, inArray, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '../db/schema';
import type { DbOrTx } from '../db/types';
import { badRequest, forbidden } from '../http/envelope';
import type { ChangeScope } from './accounts';
import type { Caller } from './guard';

export interface RoleRow {
  id: number;
  roleName: string;
}

/** What a change of roles grants and removes. */
export interface RoleChange {
  granted: RoleRow[];
  removed: RoleRow[];
}

/**
 * Who may grant or remove a role: a sys user of a platform tenant any role; a partner's sys
 * user only sys, to the users of its partner. Otherwise a partner could make itself admin.
 */
export const mayChangeRole = (caller: Caller, roleName: string) =>
  caller.roles.includes('sys') && (caller.platform || roleName === 'sys');

/**
 * 403 unless the caller could have granted every role `user` holds: a partner's sys user who
 * could reset an admin's password, or delete one, could sign in as one or undo a grant.
 */
export function assertMayManage(
  caller: Caller,
  user: { roleSet: readonly RoleRow[] },
  action: string,
) {
  const beyond = user.roleSet.find((role) => !mayChangeRole(caller, role.roleName));
  if (beyond) {
    throw forbidden(
      `Only a sys user of a platform tenant may ${action} a user with the role ${beyond.roleName}`,
    );
  }
}

/** The roles with these ids; 400 naming the ids that are no role. */
export async function rolesByIds(db: DbOrTx, roleIds: readonly number[]): Promise<RoleRow[]> {
  const found = roleIds.length
    ? await db
        .select({ id: roles.id, roleName: roles.roleName })
        .from(roles)
        .where(inArray(roles.id, [...roleIds]))
    : [];
  const unknown = roleIds.filter((id) => !found.some((role) => role.id === id));
  if (unknown.length) throw badRequest(`body.roleIds has unknown role id ${unknown.join(', ')}`);
  return found;
}

/**
 * The grants and removals that take `target` from `current` to `next`, or 403 when the caller
 * may not make them. Nobody changes their own roles; keeping them (a new email) is fine.
 */
export function planRoleChange(
  caller: Caller,
  targetUserId: number | null,
  current: readonly RoleRow[],
  next: readonly RoleRow[],
): RoleChange {
  const missingFrom = (list: readonly RoleRow[]) => (role: RoleRow) =>
    !list.some((other) => other.id === role.id);
  const change = {
    granted: next.filter(missingFrom(current)),
    removed: current.filter(missingFrom(next)),
  };
  if (!change.granted.length && !change.removed.length) return change;
  if (targetUserId === caller.userId) throw forbidden('You cannot change your own roles');
  for (const [verb, list] of [
    ['grant', change.granted],
    ['remove', change.removed],
  ] as const) {
    const refused = list.find((role) => !mayChangeRole(caller, role.roleName));
    if (refused) {
      throw forbidden(
        `Only a sys user of a platform tenant may ${verb} the role ${refused.roleName}`,
      );
    }
  }
  return change;
}

/**
 * Writes a planned change with an audit entry per role. A user who had sessions (not a new
 * one) is signed out everywhere: their tokens carry the old roles.
 */
export async function applyRoleChange(
  { tx, audit }: ChangeScope,
  user: { id: number; username: string; bpId: number },
  change: RoleChange,
  existing: boolean,
) {
  const { granted, removed } = change;
  if (removed.length) {
    await tx.delete(userRoles).where(
      and(
        eq(userRoles.userId, user.id),
        inArray(
          userRoles.roleId,
          removed.map((role) => role.id),
        ),
      ),
    );
  }
  if (granted.length) {
    await tx
      .insert(userRoles)
      .values(granted.map((role) => ({ userId: user.id, roleId: role.id })));
  }
  if (existing && (granted.length || removed.length)) {
    await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1`, sessionEndedBy: 'roles' })
      .where(eq(users.id, user.id));
  }
  const note = (action: 'role.grant' | 'role.remove') => (role: RoleRow) =>
    audit({
      action,
      targetUsername: user.username,
      targetBpId: user.bpId,
      detail: { role: role.roleName },
    });
  granted.forEach(note('role.grant'));
  removed.forEach(note('role.remove'));
}

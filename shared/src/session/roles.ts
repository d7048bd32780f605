/** A role entry of the user info's roleSet. */
export interface RoleEntry {
  id?: number;
  roleName: string;
}

export const NO_ROLE_MESSAGE = 'Cannot init app, May be the user do not have a role!';

/** Thrown when the user info carries no role: the console cannot start. */
export class NoRoleError extends Error {
  constructor() {
    super(NO_ROLE_MESSAGE);
    this.name = 'NoRoleError';
  }
}

/** SPEC §6: admin if any role is named admin, otherwise the first role's name. */
export function storedRoleOf(roleSet: readonly RoleEntry[] | null | undefined): string {
  if (!roleSet || roleSet.length === 0) throw new NoRoleError();
  if (roleSet.some((role) => role.roleName === 'admin')) return 'admin';
  return roleSet[0].roleName;
}

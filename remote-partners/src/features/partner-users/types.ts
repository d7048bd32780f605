/**
 * What the user forms hold. The users' wire types (`UserView`, `UserCreate`…) are the shared
 * contract's.
 */

/** What the user form holds; the password fields only when creating. */
export interface UserFormValues {
  username: string;
  password?: string;
  confirm?: string;
  email: string;
  displayName?: string;
  roleIds: number[];
}

export interface PasswordFormValues {
  newPassword: string;
  confirm: string;
}

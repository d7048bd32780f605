/** The longest email address, of a user or of a BP (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The limits of user fields (docs/api.md "Users"). */
export const USER_LIMITS = {
  username: 64,
  displayName: 64,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** The characters a username may hold. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;

/** A role as GET /api/roles lists it. */
export interface RoleRecord {
  id: number;
  roleName: string;
  description: string;
}

/** A role a user holds. */
export interface UserRole {
  id: number;
  roleName: string;
}

/** A user as GET /api/user/userInfo and a BP's user list answer it (docs/api.md `User`). */
export interface UserView {
  id: number;
  username: string;
  email: string;
  displayName: string | null;
  phone: string | null;
  bpId: number;
  bpName: string;
  roleSet: UserRole[];
  createTime: string;
  updateTime: string;
}

/** The body of POST /api/bpUser. */
export interface UserCreate {
  bpId: number;
  username: string;
  password: string;
  email: string;
  /** Blank or null: no display name. */
  displayName?: string | null;
  roleIds: number[];
}

/** The body of PUT /api/bpUser; the username names the user and is not changed. */
export interface UserUpdate {
  username: string;
  email: string;
  displayName?: string | null;
  roleIds: number[];
}

/** The body of PUT /api/user/password when a system user sets a BP user's password. */
export interface PasswordReset {
  username: string;
  newPassword: string;
}

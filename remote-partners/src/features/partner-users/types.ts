/** A role as GET /api/roles lists it. */
export interface Role {
  id: number;
  roleName: string;
  description: string;
}

/** A user of a BP (docs/api.md `User`). */
export interface PartnerUser {
  id: number;
  username: string;
  email: string;
  displayName: string | null;
  phone: string | null;
  bpId: number;
  bpName: string;
  roleSet: { id: number; roleName: string }[];
  createTime: string;
  updateTime: string;
}

/** GET /api/bp?id=: a BP with its users. `bpgId` is null for the tenant's own BP. */
export interface PartnerWithUsers {
  id: number;
  name: string;
  email: string;
  bpgId: number | null;
  createTime: string;
  updateTime: string;
  userList: PartnerUser[];
}

/** The body of POST /api/bpUser. */
export interface UserCreate {
  bpId: number;
  username: string;
  password: string;
  email: string;
  displayName: string | null;
  roleIds: number[];
}

/** The body of PUT /api/bpUser. */
export interface UserUpdate {
  username: string;
  email: string;
  displayName: string | null;
  roleIds: number[];
}

/** The body of PUT /api/user/password when a system user sets a BP user's password. */
export interface PasswordReset {
  username: string;
  newPassword: string;
}

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

/** The signed-in user a request is made by. */
export interface Caller {
  userId: number;
  username: string;
  email: string;
  /** The caller's tenant: tenant-owned data is scoped to it. */
  bpId: number;
  /** The caller's BP is a platform tenant (tenant_id null), not a partner in someone's tree. */
  platform: boolean;
  roles: string[];
  jti: string;
  expiresAt: Date;
}

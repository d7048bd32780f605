import type { UserView } from './partner-users';

/** The limits of group and BP fields (docs/api.md "Business partners"). */
export const PARTNER_LIMITS = { name: 64, description: 255 } as const;

/** A BP as the group tree and the BP calls answer it (docs/api.md `Partner`). */
export interface Partner {
  id: number;
  name: string;
  email: string;
  /** Null for the tenant's own BP, which no group holds. */
  bpgId: number | null;
  createTime: string;
  updateTime: string;
}

/** GET /api/all_bpg: a group with its BPs and sub-groups; every level has both lists. */
export interface GroupNode {
  id: number;
  name: string;
  description: string;
  parentId: number | null;
  bpList: Partner[];
  subBpg: GroupNode[];
}

/** The body of POST /api/bpg (with `?parentId=`). */
export interface GroupForm {
  name: string;
  description: string;
}

/** The body of PUT /api/bpg. */
export interface GroupUpdate extends GroupForm {
  id: number;
}

/** A group as POST and PUT /api/bpg answer it. */
export interface GroupRecord {
  id: number;
  name: string;
  description: string;
  parentId: number | null;
}

/** DELETE /api/bpg: how many of each went with the group (the group itself included). */
export interface DeletedCounts {
  groups: number;
  partners: number;
  users: number;
}

/** A BP as its group lists it, with how many users it has. */
export interface PartnerRow extends Partner {
  userCount: number;
}

/** A group on the way from the root to the shown group. */
export interface PathEntry {
  id: number;
  name: string;
}

/** GET /api/bpg?id=: one group, its ancestors (root first, ending with it) and its BPs. */
export interface GroupDetail extends GroupRecord {
  path: PathEntry[];
  bpList: PartnerRow[];
}

/** The body of POST /api/bp (with `?bpgId=`). */
export interface PartnerForm {
  name: string;
  email: string;
}

/** The body of PUT /api/bp. */
export interface PartnerUpdate extends PartnerForm {
  id: number;
}

/** GET /api/bp?id=: a BP with its users. */
export interface PartnerWithUsers extends Partner {
  userList: UserView[];
}

/** A BP as the group tree lists it. */
export interface PartnerSummary {
  id: number;
  name: string;
  email: string;
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
  bpList: PartnerSummary[];
  subBpg: GroupNode[];
}

/** The body of POST /api/bpg (with `?parentId=`) and, with `id`, of PUT /api/bpg. */
export interface GroupForm {
  name: string;
  description: string;
}

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

/** A node of the antd Tree; a group without sub-groups has no `children` key (SPEC §3). */
export interface GroupTreeNode {
  key: number;
  title: string;
  parentId: number | null;
  description: string;
  partners: PartnerSummary[];
  /** BPs of this group alone. */
  bpCount: number;
  /** BPs of this group and of every group under it. */
  totalBpCount: number;
  children?: GroupTreeNode[];
}

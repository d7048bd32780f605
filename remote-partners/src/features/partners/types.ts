/** A BP (docs/api.md `Partner`). */
export interface Partner {
  id: number;
  name: string;
  email: string;
  bpgId: number | null;
  createTime: string;
  updateTime: string;
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
export interface GroupDetail {
  id: number;
  name: string;
  description: string;
  parentId: number | null;
  path: PathEntry[];
  bpList: PartnerRow[];
}

/** The body of POST /api/bp (with `?bpgId=`) and, with `id`, of PUT /api/bp. */
export interface PartnerForm {
  name: string;
  email: string;
}

export interface PartnerUpdate extends PartnerForm {
  id: number;
}

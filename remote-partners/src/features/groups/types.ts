import type { Partner } from '@console/shared';

/**
 * A node of the antd Tree; a group without sub-groups has no `children` key (SPEC §3). The
 * group calls' wire types (`GroupNode`, `GroupForm`…) are the shared contract's.
 */
export interface GroupTreeNode {
  key: number;
  title: string;
  parentId: number | null;
  description: string;
  partners: Partner[];
  /** BPs of this group alone. */
  bpCount: number;
  /** BPs of this group and of every group under it. */
  totalBpCount: number;
  children?: GroupTreeNode[];
}

import type {
  GroupDetail,
  GroupNode,
  Partner,
  PartnerRow,
  PathEntry,
  RoleRecord,
  UserView,
} from '@console/shared';

/**
 * Small builders for the partners API's answers (docs/api.md, "Business partners"), so the
 * screen tests share one shape of fixture. Wrap them with `envelope` from shared's testing.
 */

const TIME = '2024-03-01T08:30:00.000Z';

export const makePartner = (overrides: Partial<Partner> = {}): Partner => ({
  id: 101,
  name: 'Northwind Traders',
  email: 'edi@northwind.example',
  bpgId: 1,
  createTime: TIME,
  updateTime: TIME,
  ...overrides,
});

/** A group; its BPs get its id as `bpgId` and its sub-groups get it as `parentId`. */
export function makeGroup(overrides: Partial<GroupNode> = {}): GroupNode {
  const group: GroupNode = {
    id: 1,
    name: 'All partners',
    description: 'Business partners of Acme',
    parentId: null,
    bpList: [],
    subBpg: [],
    ...overrides,
  };
  return {
    ...group,
    bpList: group.bpList.map((partner) => ({ ...partner, bpgId: group.id })),
    subBpg: group.subBpg.map((sub) => ({ ...sub, parentId: group.id })),
  };
}

/** GET /api/bpg?id=: a group with its path and its BPs' user counts. */
export const makeGroupDetail = (
  group: Partial<GroupNode> = {},
  path: PathEntry[] = [],
  bpList: PartnerRow[] = [],
): GroupDetail => {
  const { subBpg: _sub, bpList: _bps, ...rest } = makeGroup(group);
  return { ...rest, path: path.length ? path : [{ id: rest.id, name: rest.name }], bpList };
};

export const ROLES: RoleRecord[] = [
  { id: 1, roleName: 'admin', description: 'Platform administrator' },
  { id: 2, roleName: 'sys', description: 'System user' },
];

export const makePartnerUser = (overrides: Partial<UserView> = {}): UserView => ({
  id: 11,
  username: 'alice',
  email: 'alice@northwind.example',
  displayName: 'Alice Martin',
  phone: null,
  bpId: 101,
  bpName: 'Northwind Traders',
  roleSet: [{ id: 1, roleName: 'admin' }],
  createTime: TIME,
  updateTime: TIME,
  ...overrides,
});

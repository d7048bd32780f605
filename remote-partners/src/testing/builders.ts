/**
 * Small builders for the partners API's answers (docs/api.md, "Business partners"), so the
 * screen tests share one shape of fixture. Wrap them with `envelope` from shared's testing.
 */

const TIME = '2024-03-01T08:30:00.000Z';

export interface PartnerFixture {
  id: number;
  name: string;
  email: string;
  bpgId: number | null;
  createTime: string;
  updateTime: string;
}

export interface GroupFixture {
  id: number;
  name: string;
  description: string;
  parentId: number | null;
  bpList: PartnerFixture[];
  subBpg: GroupFixture[];
}

export interface RoleFixture {
  id: number;
  roleName: string;
  description: string;
}

export interface UserFixture {
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

export const makePartner = (overrides: Partial<PartnerFixture> = {}): PartnerFixture => ({
  id: 101,
  name: 'Northwind Traders',
  email: 'edi@northwind.example',
  bpgId: 1,
  createTime: TIME,
  updateTime: TIME,
  ...overrides,
});

/** A group; its BPs get its id as `bpgId` and its sub-groups get it as `parentId`. */
export function makeGroup(overrides: Partial<GroupFixture> = {}): GroupFixture {
  const group: GroupFixture = {
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
  group: Partial<GroupFixture> = {},
  path: { id: number; name: string }[] = [],
  bpList: (PartnerFixture & { userCount: number })[] = [],
) => {
  const { subBpg: _sub, bpList: _bps, ...rest } = makeGroup(group);
  return { ...rest, path: path.length ? path : [{ id: rest.id, name: rest.name }], bpList };
};

export const ROLES: RoleFixture[] = [
  { id: 1, roleName: 'admin', description: 'Platform administrator' },
  { id: 2, roleName: 'sys', description: 'System user' },
];

export const makePartnerUser = (overrides: Partial<UserFixture> = {}): UserFixture => ({
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

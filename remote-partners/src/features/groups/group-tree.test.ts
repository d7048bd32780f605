import { makeGroup, makePartner } from '../../testing/builders';
import {
  filterTree,
  indexTree,
  parentKeys,
  splitMatch,
  subtreeCounts,
  toTreeData,
} from './group-tree';

const tree = makeGroup({
  id: 1,
  name: 'All partners',
  bpList: [makePartner({ id: 101 })],
  subBpg: [
    makeGroup({
      id: 2,
      name: 'Europe',
      bpList: [makePartner({ id: 102 }), makePartner({ id: 103 })],
      subBpg: [
        makeGroup({ id: 4, name: 'France', bpList: [makePartner({ id: 104 })] }),
        makeGroup({ id: 5, name: 'Germany' }),
      ],
    }),
    makeGroup({ id: 3, name: 'Asia' }),
  ],
});

describe('toTreeData', () => {
  const [root] = toTreeData(tree);

  it('keeps the single root with its nested groups as keys and titles', () => {
    expect(root.key).toBe(1);
    expect(root.title).toBe('All partners');
    expect(root.children?.map((node) => node.title)).toEqual(['Europe', 'Asia']);
    expect(root.children?.[0].children?.map((node) => node.key)).toEqual([4, 5]);
  });

  it('drops empty child lists: a group without sub-groups has no children key', () => {
    const asia = root.children?.[1];
    expect(asia).toBeDefined();
    expect(asia && 'children' in asia).toBe(false);
    expect(toTreeData(makeGroup())[0]).not.toHaveProperty('children');
  });

  it('counts the BPs of each group and of its whole subtree', () => {
    const index = indexTree([root]);
    expect([1, 2, 3, 4, 5].map((id) => index.get(id)?.bpCount)).toEqual([1, 2, 0, 1, 0]);
    expect([1, 2, 3, 4, 5].map((id) => index.get(id)?.totalBpCount)).toEqual([4, 3, 0, 1, 0]);
  });

  it('keeps the description, parent and BPs for the details panel', () => {
    const europe = indexTree([root]).get(2);
    expect(europe?.parentId).toBe(1);
    expect(europe?.partners.map((partner) => partner.id)).toEqual([102, 103]);
  });
});

describe('subtreeCounts', () => {
  const index = indexTree(toTreeData(tree));

  it('counts the groups under a node (not itself) and the BPs of its subtree', () => {
    expect(subtreeCounts(index.get(1)!)).toEqual({ groups: 4, partners: 4 });
    expect(subtreeCounts(index.get(2)!)).toEqual({ groups: 2, partners: 3 });
    expect(subtreeCounts(index.get(5)!)).toEqual({ groups: 0, partners: 0 });
  });
});

describe('parentKeys', () => {
  it('lists the nodes that have children, depth first', () => {
    expect(parentKeys(toTreeData(tree))).toEqual([1, 2]);
  });
});

describe('splitMatch', () => {
  it('finds the query ignoring case and surrounding blanks', () => {
    expect(splitMatch('Germany', ' MAN ')).toEqual({ before: 'Ger', match: 'man', after: 'y' });
  });

  it('gives null for no match or a blank query', () => {
    expect(splitMatch('Asia', 'eu')).toBeNull();
    expect(splitMatch('Asia', '  ')).toBeNull();
  });
});

describe('filterTree', () => {
  const nodes = toTreeData(tree);

  it('keeps the whole tree for a blank query', () => {
    expect(filterTree(nodes, ' ')).toEqual({ nodes, expandedKeys: [] });
  });

  it('keeps matches and their ancestors, and expands the path to each match', () => {
    const { nodes: kept, expandedKeys } = filterTree(nodes, 'fra');
    expect(kept).toHaveLength(1);
    expect(kept[0].children?.map((node) => node.title)).toEqual(['Europe']);
    expect(kept[0].children?.[0].children?.map((node) => node.title)).toEqual(['France']);
    expect(expandedKeys.sort()).toEqual([1, 2]);
  });

  it('drops non-matching children of a match and leaves a match without them childless', () => {
    const { nodes: kept } = filterTree(nodes, 'europe');
    const europe = kept[0].children?.[0];
    expect(europe?.title).toBe('Europe');
    expect(europe).not.toHaveProperty('children');
  });

  it('gives nothing when no group matches', () => {
    expect(filterTree(nodes, 'mars').nodes).toEqual([]);
  });
});

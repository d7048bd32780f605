import type { GroupNode } from '@console/shared';
import type { GroupTreeNode } from './types';

/**
 * The antd Tree data of the group tree, flattened by dropping empty child lists: a group
 * without sub-groups gets no `children` key, so the Tree shows it as a leaf.
 */
export function toTreeData(root: GroupNode): GroupTreeNode[] {
  return [toTreeNode(root)];
}

function toTreeNode(group: GroupNode): GroupTreeNode {
  const children = group.subBpg.map(toTreeNode);
  const bpCount = group.bpList.length;
  return {
    key: group.id,
    title: group.name,
    parentId: group.parentId,
    description: group.description,
    partners: group.bpList,
    bpCount,
    totalBpCount: bpCount + children.reduce((sum, child) => sum + child.totalBpCount, 0),
    ...(children.length ? { children } : {}),
  };
}

/** Every node by its group id. */
export function indexTree(nodes: readonly GroupTreeNode[]): Map<number, GroupTreeNode> {
  const index = new Map<number, GroupTreeNode>();
  const visit = (node: GroupTreeNode) => {
    index.set(node.key, node);
    node.children?.forEach(visit);
  };
  nodes.forEach(visit);
  return index;
}

/** What deleting a node takes with it: the groups under it and the BPs of its subtree. */
export function subtreeCounts(node: GroupTreeNode): { groups: number; partners: number } {
  const descendants = (n: GroupTreeNode): number =>
    (n.children ?? []).reduce((sum, child) => sum + 1 + descendants(child), 0);
  return { groups: descendants(node), partners: node.totalBpCount };
}

/** The keys of every node that has children: what "expand all" opens. */
export function parentKeys(nodes: readonly GroupTreeNode[]): number[] {
  return nodes.flatMap((node) => (node.children ? [node.key, ...parentKeys(node.children)] : []));
}

const normalise = (text: string) => text.trim().toLowerCase();

/** Where `query` occurs in `text`, ignoring case; null when it does not (or is blank). */
export function splitMatch(
  text: string,
  query: string,
): { before: string; match: string; after: string } | null {
  const needle = normalise(query);
  if (!needle) return null;
  const at = text.toLowerCase().indexOf(needle);
  if (at < 0) return null;
  const end = at + needle.length;
  return { before: text.slice(0, at), match: text.slice(at, end), after: text.slice(end) };
}

/**
 * The tree cut down to the groups whose name contains `query` and their ancestors, with the
 * keys to expand so every match shows. A blank query keeps the whole tree and expands nothing.
 */
export function filterTree(
  nodes: readonly GroupTreeNode[],
  query: string,
): { nodes: GroupTreeNode[]; expandedKeys: number[] } {
  if (!normalise(query)) return { nodes: [...nodes], expandedKeys: [] };
  const expandedKeys: number[] = [];
  const keep = (list: readonly GroupTreeNode[]): GroupTreeNode[] =>
    list.flatMap((node) => {
      const children = keep(node.children ?? []);
      if (!children.length && !splitMatch(node.title, query)) return [];
      const { children: _all, ...rest } = node;
      if (!children.length) return [rest];
      expandedKeys.push(node.key);
      return [{ ...rest, children }];
    });
  return { nodes: keep(nodes), expandedKeys };
}

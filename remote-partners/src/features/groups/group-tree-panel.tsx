import { Button, Empty, Flex, Input, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterTree, parentKeys } from './group-tree';
import { GroupTitle } from './group-title';
import type { GroupTreeNode } from './types';

interface GroupTreePanelProps {
  tree: GroupTreeNode[];
  selectedKey: number | undefined;
  onSelect: (key: number) => void;
  expandedKeys: number[];
  onExpandedKeysChange: (keys: number[]) => void;
}

/** The searchable group tree with expand and collapse all; arrows and Enter work in it. */
export function GroupTreePanel({
  tree,
  selectedKey,
  onSelect,
  expandedKeys,
  onExpandedKeysChange,
}: GroupTreePanelProps) {
  const { t } = useTranslation('partners');
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterTree(tree, query), [tree, query]);

  const search = (value: string) => {
    setQuery(value);
    if (value.trim()) onExpandedKeysChange(filterTree(tree, value).expandedKeys);
  };

  const onlyRoot = tree.length === 1 && !tree[0].children;
  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear
        value={query}
        onChange={(event) => search(event.target.value)}
        placeholder={t('groups.searchPlaceholder')}
        aria-label={t('groups.searchLabel')}
      />
      <Flex gap={8} wrap>
        <Button size="small" onClick={() => onExpandedKeysChange(parentKeys(filtered.nodes))}>
          {t('groups.expandAll')}
        </Button>
        <Button size="small" onClick={() => onExpandedKeysChange([])}>
          {t('groups.collapseAll')}
        </Button>
      </Flex>
      {filtered.nodes.length ? (
        <Tree<GroupTreeNode>
          blockNode
          showLine
          aria-label={t('groups.treeLabel')}
          treeData={filtered.nodes}
          expandedKeys={expandedKeys}
          selectedKeys={selectedKey === undefined ? [] : [selectedKey]}
          onExpand={(keys) => onExpandedKeysChange(keys.map(Number))}
          // Clicking the selected node again deselects it in antd; the details stay instead.
          onSelect={(keys) => keys.length && onSelect(Number(keys[0]))}
          titleRender={(node) => <GroupTitle node={node} query={query} />}
        />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('groups.noMatch', { query: query.trim() })}
        />
      )}
      {onlyRoot && <Typography.Text type="secondary">{t('groups.noSubGroups')}</Typography.Text>}
    </Flex>
  );
}

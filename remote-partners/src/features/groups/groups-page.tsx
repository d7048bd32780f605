import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Empty, Row, Skeleton, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResource } from '@console/shared';
import { LoadError, useConfirmDelete } from '@console/shared/ui';
import { deleteGroup, fetchGroupTree } from './api';
import { GroupDetails } from './group-details';
import { GroupFormModal, type GroupEditing } from './group-form-modal';
import { indexTree, parentKeys, subtreeCounts, toTreeData } from './group-tree';
import { GroupTreePanel } from './group-tree-panel';
import type { GroupTreeNode } from './types';

/** /bpg/index: the BP group tree and the selected group's details and actions. */
export default function GroupsPage() {
  const { t } = useTranslation('partners');
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const { data: root, error, loading, reload } = useResource(fetchGroupTree);
  const tree = useMemo(() => (root ? toTreeData(root) : []), [root]);
  const index = useMemo(() => indexTree(tree), [tree]);
  const [selectedKey, setSelectedKey] = useState<number>();
  // null until the user expands or collapses something: then every group starts open.
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [editing, setEditing] = useState<GroupEditing | null>(null);

  const expandedKeys = expanded ?? parentKeys(tree);
  // The selection falls back to the root, also when the selected group has gone.
  const selected = index.get(selectedKey ?? -1) ?? tree[0];

  const askDelete = (node: GroupTreeNode) => {
    const { groups, partners } = subtreeCounts(node);
    confirmDelete({
      title: t('groups.deleteTitle', { name: node.title }),
      content: t('groups.deleteWarning', { groups, partners }),
      onConfirm: async () => {
        const counts = await deleteGroup(node.key);
        void message.success(t('groups.deleted', { name: node.title, ...counts }));
        setSelectedKey(node.parentId ?? undefined);
        reload();
      },
    });
  };

  const onSaved = (saved: { id: number }) => {
    if (editing?.kind === 'create') {
      const parent = editing.parent.key;
      setExpanded((keys) => [...new Set([...(keys ?? parentKeys(tree)), parent])]);
      setSelectedKey(saved.id);
    }
    reload();
  };

  let body;
  if (!root && error) {
    body = <LoadError title={t('groups.loadFailed')} onRetry={reload} />;
  } else if (!root) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    body = (
      <Spin spinning={loading}>
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={10}>
            <GroupTreePanel
              tree={tree}
              selectedKey={selected?.key}
              onSelect={setSelectedKey}
              expandedKeys={expandedKeys}
              onExpandedKeysChange={setExpanded}
            />
          </Col>
          <Col xs={24} lg={14}>
            {selected ? (
              <GroupDetails
                node={selected}
                onAddSubGroup={() => setEditing({ kind: 'create', parent: selected })}
                onEdit={() => setEditing({ kind: 'edit', node: selected })}
                onDelete={() => askDelete(selected)}
              />
            ) : (
              <Empty description={t('groups.selectHint')} />
            )}
          </Col>
        </Row>
      </Spin>
    );
  }

  return (
    <Card
      title={t('groups.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={reload} loading={loading && !!root}>
          {t('common:action.refresh')}
        </Button>
      }
    >
      {body}
      {editing && (
        <GroupFormModal editing={editing} onClose={() => setEditing(null)} onSaved={onSaved} />
      )}
    </Card>
  );
}

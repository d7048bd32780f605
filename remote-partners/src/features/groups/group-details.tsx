import { DeleteOutlined, EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GroupTreeNode } from './types';

interface GroupDetailsProps {
  node: GroupTreeNode;
  onAddSubGroup: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The selected group: what it holds and what can be done with it. */
export function GroupDetails({ node, onAddSubGroup, onEdit, onDelete }: GroupDetailsProps) {
  const { t } = useTranslation('partners');
  const isRoot = node.parentId === null;
  const deleteButton = (
    <Button danger icon={<DeleteOutlined />} disabled={isRoot} onClick={onDelete}>
      {t('common:action.delete')}
    </Button>
  );
  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <span>{node.title}</span>
          {isRoot && <Tag>{t('groups.rootTag')}</Tag>}
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={onAddSubGroup}>
            {t('groups.action.addSubGroup')}
          </Button>
          <Button icon={<EditOutlined />} onClick={onEdit}>
            {t('common:action.edit')}
          </Button>
          {isRoot ? (
            <Tooltip title={t('groups.action.rootCannotBeDeleted')}>
              <span>{deleteButton}</span>
            </Tooltip>
          ) : (
            deleteButton
          )}
        </Flex>
        <Link to={`/bpg/bp/index?id=${node.key}`}>
          <TeamOutlined /> {t('groups.action.openPartners')}
        </Link>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'description',
              label: t('groups.details.description'),
              children: node.description,
            },
            {
              key: 'subGroups',
              label: t('groups.details.subGroups'),
              children: node.children?.length ?? 0,
            },
            { key: 'partners', label: t('groups.details.partners'), children: node.bpCount },
            {
              key: 'totalPartners',
              label: t('groups.details.totalPartners'),
              children: node.totalBpCount,
            },
          ]}
        />
        <Typography.Title level={5}>{t('groups.details.partnerList')}</Typography.Title>
        {node.partners.length ? (
          <Table
            size="small"
            rowKey="id"
            dataSource={node.partners}
            pagination={{ pageSize: 5, hideOnSinglePage: true }}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('partners.column.name') },
              { key: 'email', dataIndex: 'email', title: t('partners.column.email') },
            ]}
          />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('groups.details.noPartners')}
          />
        )}
      </Flex>
    </Card>
  );
}

import { TeamOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, useFormatTime, type PartnerRow } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

interface PartnersTableProps {
  partners: PartnerRow[];
  loading: boolean;
  onUsers: (partner: PartnerRow) => void;
  onEdit: (partner: PartnerRow) => void;
  onDelete: (partner: PartnerRow) => void;
}

/** The BPs of a group with their user counts and actions. */
export function PartnersTable({
  partners,
  loading,
  onUsers,
  onEdit,
  onDelete,
}: PartnersTableProps) {
  const { t } = useTranslation('partners');
  const formatTime = useFormatTime();
  const columns: TableColumnsType<PartnerRow> = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('partners.column.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    { key: 'email', dataIndex: 'email', title: t('partners.column.email') },
    {
      key: 'users',
      dataIndex: 'userCount',
      title: t('partners.column.users'),
      align: 'right',
      sorter: (a, b) => a.userCount - b.userCount,
    },
    {
      key: 'updated',
      dataIndex: 'updateTime',
      title: t('partners.column.updated'),
      render: (value: string) => formatTime(value),
      sorter: (a, b) => a.updateTime.localeCompare(b.updateTime),
    },
    {
      key: 'actions',
      title: t('common:action.actions'),
      render: (_value, partner) => (
        <RowActions
          actions={[
            {
              key: 'users',
              label: t('partners.usersAction'),
              icon: <TeamOutlined />,
              onClick: () => onUsers(partner),
            },
          ]}
          onEdit={() => onEdit(partner)}
          onDelete={() => onDelete(partner)}
        />
      ),
    },
  ];
  return (
    <Table<PartnerRow>
      rowKey="id"
      aria-label={t('partners.tableLabel')}
      columns={columns}
      dataSource={partners}
      loading={loading}
      pagination={{ pageSize: DEFAULT_PAGE_SIZE, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description={t('partners.empty')} /> }}
    />
  );
}

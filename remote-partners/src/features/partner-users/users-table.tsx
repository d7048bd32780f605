import { KeyOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, useFormatTime, type UserView } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { Empty, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

interface UsersTableProps {
  users: UserView[];
  loading: boolean;
  onEdit: (user: UserView) => void;
  onPassword: (user: UserView) => void;
  onDelete: (user: UserView) => void;
}

/** The users of a BP with their roles and actions. */
export function UsersTable({ users, loading, onEdit, onPassword, onDelete }: UsersTableProps) {
  const { t } = useTranslation('partners');
  const formatTime = useFormatTime();
  const columns: TableColumnsType<UserView> = [
    {
      key: 'username',
      dataIndex: 'username',
      title: t('users.column.username'),
      sorter: (a, b) => a.username.localeCompare(b.username),
    },
    { key: 'email', dataIndex: 'email', title: t('users.column.email') },
    { key: 'displayName', dataIndex: 'displayName', title: t('users.column.displayName') },
    {
      key: 'roles',
      dataIndex: 'roleSet',
      title: t('users.column.roles'),
      render: (_value, user) => (
        <Flex gap={4} wrap>
          {user.roleSet.map((role) => (
            <Tag key={role.id} color={role.roleName === 'admin' ? 'geekblue' : 'green'}>
              {role.roleName}
            </Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'created',
      dataIndex: 'createTime',
      title: t('users.column.created'),
      render: (value: string) => formatTime(value),
      sorter: (a, b) => a.createTime.localeCompare(b.createTime),
    },
    {
      key: 'actions',
      title: t('common:action.actions'),
      render: (_value, user) => (
        <RowActions
          actions={[
            {
              key: 'password',
              label: t('users.password.action'),
              icon: <KeyOutlined />,
              onClick: () => onPassword(user),
            },
          ]}
          onEdit={() => onEdit(user)}
          onDelete={() => onDelete(user)}
        />
      ),
    },
  ];
  return (
    <Table<UserView>
      rowKey="username"
      aria-label={t('users.tableLabel')}
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={{ pageSize: DEFAULT_PAGE_SIZE, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description={t('users.empty')} /> }}
    />
  );
}

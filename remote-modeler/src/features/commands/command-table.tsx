import { useFormatTime, type Command } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { CopyOutlined, FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Switch, Table, Typography, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a row offers besides edit and delete. */
export interface CommandRowHandlers {
  onSwitch: (command: Command, active: boolean) => void;
  onRun: (command: Command) => void;
  onLog: (command: Command) => void;
  onDuplicate: (command: Command) => void;
  onEdit: (command: Command) => void;
  onDelete: (command: Command) => void;
}

interface CommandTableProps extends CommandRowHandlers {
  rows: Command[] | undefined;
  loading: boolean;
  pagination: TablePaginationConfig;
  /** The command whose switch is being saved. */
  switching: number | null;
  empty: ReactNode;
}

/** One page of commands: what each runs, when, and its actions. */
export function CommandTable({
  rows,
  loading,
  pagination,
  switching,
  empty,
  ...on
}: CommandTableProps) {
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  const time = (value: string | null) => (value ? formatTime(value) : '—');

  const columns: ColumnsType<Command> = [
    { title: t('commands.column.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('commands.column.connector'),
      key: 'connector',
      render: (_, row) =>
        row.connectorName ?? (
          <Typography.Text type="danger">{t('commands.connectorGone')}</Typography.Text>
        ),
    },
    {
      title: t('commands.column.schedule'),
      key: 'schedule',
      render: (_, row) =>
        row.schedule ? (
          <>
            <Typography.Text code>{row.schedule}</Typography.Text>{' '}
            <Typography.Text type="secondary">{row.timezone ?? 'UTC'}</Typography.Text>
          </>
        ) : (
          '—'
        ),
    },
    { title: t('commands.column.nextRun'), key: 'next', render: (_, row) => time(row.nextRunAt) },
    { title: t('commands.column.lastRun'), key: 'last', render: (_, row) => time(row.lastRunAt) },
    {
      title: t('commands.column.active'),
      key: 'active',
      render: (_, row) => (
        <Switch
          checked={row.active}
          loading={switching === row.id}
          aria-label={t('commands.activeOf', { name: row.name })}
          onChange={(active) => on.onSwitch(row, active)}
        />
      ),
    },
    {
      title: t('common:action.actions'),
      key: 'actions',
      render: (_, row) => (
        <RowActions
          actions={[
            {
              key: 'run',
              label: t('commands.action.run'),
              icon: <PlayCircleOutlined />,
              onClick: () => on.onRun(row),
            },
            {
              key: 'log',
              label: t('commands.action.log'),
              icon: <FileTextOutlined />,
              onClick: () => on.onLog(row),
            },
            {
              key: 'duplicate',
              label: t('commands.action.duplicate'),
              icon: <CopyOutlined />,
              onClick: () => on.onDuplicate(row),
            },
          ]}
          onEdit={() => on.onEdit(row)}
          onDelete={() => on.onDelete(row)}
        />
      ),
    },
  ];

  return (
    <Table<Command>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows ?? []}
      pagination={pagination}
      columns={columns}
      locale={{ emptyText: empty }}
      scroll={{ x: 'max-content' }}
    />
  );
}

import { useFormatTime, type MonitorView } from '@console/shared';
import { RowActions, useUrlListQuery } from '@console/shared/ui';
import { PauseCircleOutlined, PlayCircleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonitorRoute } from './api';
import { MonitorState } from './monitor-state';

interface MonitorTableProps {
  route: MonitorRoute;
  rows: MonitorView[] | undefined;
  where: (monitor: MonitorView) => ReactNode;
  onSwitch: (monitor: MonitorView) => void;
  onEdit: (monitor: MonitorView) => void;
  onDelete: (monitor: MonitorView) => void;
  onEvents: (monitor: MonitorView) => void;
}

const COUNTS = ['seen', 'started', 'failed', 'duplicates'] as const;

/** The monitors of one kind: where each watches, its state, its counts and its runs. */
export function MonitorTable({
  route,
  rows,
  where,
  onSwitch,
  onEdit,
  onDelete,
  onEvents,
}: MonitorTableProps) {
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  const { pagination } = useUrlListQuery();
  const time = (value: string | null) => (value ? formatTime(value) : '—');

  const columns: ColumnsType<MonitorView> = [
    { title: t('monitors.column.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('monitors.column.flow'),
      dataIndex: 'processKey',
      key: 'flow',
      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
    },
    { title: t(`monitors.column.where.${route}`), key: 'where', render: (_, row) => where(row) },
    {
      title: t('monitors.column.state'),
      key: 'state',
      render: (_, row) => <MonitorState monitor={row} />,
    },
    {
      title: t('monitors.column.counts'),
      key: 'counts',
      children: COUNTS.map((count) => ({
        title: t(`monitors.column.${count}`),
        key: count,
        align: 'right' as const,
        render: (_: unknown, row: MonitorView) => (
          <span data-testid={`count-${count}`}>{row.counts[count]}</span>
        ),
      })),
    },
    {
      title: t('monitors.column.lastRun'),
      key: 'lastRun',
      render: (_, row) => time(row.lastRunAt),
    },
    {
      title: t('monitors.column.nextRun'),
      key: 'nextRun',
      render: (_, row) => time(row.nextRunAt),
    },
    {
      title: t('common:action.actions'),
      key: 'actions',
      render: (_, row) => {
        const active = row.state === 'ACTIVE';
        return (
          <RowActions
            actions={[
              {
                key: 'switch',
                label: t(active ? 'monitors.action.stop' : 'monitors.action.start'),
                icon: active ? <PauseCircleOutlined /> : <PlayCircleOutlined />,
                onClick: () => onSwitch(row),
              },
              {
                key: 'events',
                label: t('monitors.action.events'),
                icon: <UnorderedListOutlined />,
                onClick: () => onEvents(row),
              },
            ]}
            onEdit={() => onEdit(row)}
            onDelete={() => onDelete(row)}
          />
        );
      },
    },
  ];

  return (
    <Table<MonitorView>
      rowKey="id"
      size="middle"
      loading={!rows}
      dataSource={rows ?? []}
      pagination={pagination(rows?.length ?? 0)}
      columns={columns}
      scroll={{ x: 'max-content' }}
    />
  );
}

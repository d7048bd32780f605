import type { MonitorView } from '@console/shared';
import { PauseCircleOutlined, PlayCircleOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonitorRoute } from '../automation-common/api';
import { useActionsColumn, useTimeText } from '../automation-common/columns';
import { MonitorState } from './monitor-state';

interface MonitorColumnsOptions {
  route: MonitorRoute;
  where: (monitor: MonitorView) => ReactNode;
  onSwitch: (monitor: MonitorView) => void;
  onEdit: (monitor: MonitorView) => void;
  onDelete: (monitor: MonitorView) => void;
  onEvents: (monitor: MonitorView) => void;
}

const COUNTS = ['seen', 'started', 'failed', 'duplicates'] as const;

/** The columns of monitors of one kind: where each watches, its state, counts and runs. */
export function useMonitorColumns({
  route,
  where,
  onSwitch,
  onEvents,
  ...handlers
}: MonitorColumnsOptions): ColumnsType<MonitorView> {
  const { t } = useTranslation('modeler');
  const time = useTimeText();
  const actions = useActionsColumn<MonitorView>((row) => {
    const active = row.state === 'ACTIVE';
    return [
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
    ];
  }, handlers);

  return [
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
    actions,
  ];
}

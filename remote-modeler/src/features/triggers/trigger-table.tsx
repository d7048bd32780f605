import { useFormatTime, type Trigger } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { HistoryOutlined } from '@ant-design/icons';
import { Switch, Table, Tag, Typography, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventNames } from './use-event-names';

interface TriggerTableProps {
  rows: Trigger[] | undefined;
  loading: boolean;
  pagination: TablePaginationConfig;
  names: EventNames;
  /** The trigger whose switch is being saved. */
  switching: number | null;
  onSwitch: (trigger: Trigger, active: boolean) => void;
  onFires: (trigger: Trigger) => void;
  onEdit: (trigger: Trigger) => void;
  onDelete: (trigger: Trigger) => void;
  empty: ReactNode;
}

/** What a trigger does: starts flow X, correlates message Y, ties monitor M to connector C. */
function WhatItDoes({ trigger, names }: { trigger: Trigger; names: EventNames }) {
  const { t } = useTranslation('modeler');
  if (trigger.type === 'event') {
    return t('triggers.does.event', {
      monitor: names.monitor(trigger.monitorId),
      connector: names.connector(trigger.eventConnectorId),
    });
  }
  return trigger.messageName && !trigger.processKey
    ? t('triggers.does.message', { message: trigger.messageName })
    : t('triggers.does.flow', { flow: trigger.processKey ?? '' });
}

/** One page of triggers: what each does, when it fires, how its last fire went. */
export function TriggerTable(props: TriggerTableProps) {
  const { rows, loading, pagination, names, switching, onSwitch, onFires, onEdit, onDelete } =
    props;
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  const time = (value: string | null) => (value ? formatTime(value) : '—');

  const columns: ColumnsType<Trigger> = [
    { title: t('triggers.column.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('triggers.column.type'),
      key: 'type',
      render: (_, row) => (
        <Tag color={row.type === 'timer' ? 'blue' : 'purple'}>{t(`triggers.type.${row.type}`)}</Tag>
      ),
    },
    {
      title: t('triggers.column.does'),
      key: 'does',
      render: (_, row) => <WhatItDoes trigger={row} names={names} />,
    },
    {
      title: t('triggers.column.schedule'),
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
    { title: t('triggers.column.nextFire'), key: 'next', render: (_, row) => time(row.nextFireAt) },
    { title: t('triggers.column.lastFire'), key: 'last', render: (_, row) => time(row.lastFireAt) },
    {
      title: t('triggers.column.lastError'),
      key: 'error',
      render: (_, row) =>
        row.lastError ? (
          <Typography.Text
            type="danger"
            ellipsis={{ tooltip: row.lastError }}
            style={{ maxWidth: 240 }}
          >
            {row.lastError}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: t('triggers.column.active'),
      key: 'active',
      render: (_, row) => (
        <Switch
          checked={row.active}
          loading={switching === row.id}
          aria-label={t('triggers.activeOf', { name: row.name })}
          onChange={(active) => onSwitch(row, active)}
        />
      ),
    },
    {
      title: t('common:action.actions'),
      key: 'actions',
      render: (_, row) => (
        <RowActions
          actions={
            row.type === 'timer'
              ? [
                  {
                    key: 'fires',
                    label: t('triggers.action.fires'),
                    icon: <HistoryOutlined />,
                    onClick: () => onFires(row),
                  },
                ]
              : []
          }
          onEdit={() => onEdit(row)}
          onDelete={() => onDelete(row)}
        />
      ),
    },
  ];

  return (
    <Table<Trigger>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows ?? []}
      pagination={pagination}
      columns={columns}
      locale={{ emptyText: props.empty }}
      scroll={{ x: 'max-content' }}
    />
  );
}

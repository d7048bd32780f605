import type { Trigger } from '@console/shared';
import { HistoryOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  ErrorText,
  useActionsColumn,
  useScheduledColumns,
  type ScheduledHandlers,
} from '../automation-common/columns';
import type { EventNames } from './use-event-names';

interface TriggerColumnsOptions extends ScheduledHandlers<Trigger> {
  names: EventNames;
  onFires: (trigger: Trigger) => void;
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

/** A page of triggers' columns: what each does, when it fires, how its last fire went. */
export function useTriggerColumns({
  names,
  onFires,
  ...on
}: TriggerColumnsOptions): ColumnsType<Trigger> {
  const { t } = useTranslation('modeler');
  const common = useScheduledColumns<Trigger>({
    texts: 'triggers',
    next: [t('triggers.column.nextFire'), (row) => row.nextFireAt],
    last: [t('triggers.column.lastFire'), (row) => row.lastFireAt],
    ...on,
  });
  const actions = useActionsColumn<Trigger>(
    (row) =>
      row.type === 'timer'
        ? [
            {
              key: 'fires',
              label: t('triggers.action.fires'),
              icon: <HistoryOutlined />,
              onClick: () => onFires(row),
            },
          ]
        : [],
    on,
  );

  return [
    common.name,
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
    common.schedule,
    common.next,
    common.last,
    {
      title: t('triggers.column.lastError'),
      key: 'error',
      render: (_, row) => <ErrorText error={row.lastError} />,
    },
    common.active,
    actions,
  ];
}

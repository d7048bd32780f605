import { WarningFilled } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { InstanceRow } from './api';
import { stateColumn } from './state-column';

interface ColumnOptions {
  t: TFunction;
  formatTime: (value: string | null) => string;
  running: boolean;
  onOpen: (instanceId: string) => void;
  hrefOf: (instanceId: string) => string;
  onStop: (instanceId: string) => void;
}

/** The instance table's columns; finished instances add their end time, running ones a stop. */
export function instanceColumns({
  t,
  formatTime,
  running,
  onOpen,
  hrefOf,
  onStop,
}: ColumnOptions): ColumnsType<InstanceRow> {
  return [
    {
      title: t('detail.column.id'),
      dataIndex: 'id',
      // A real link (it can open in a new tab); a plain click opens the drawer in place.
      render: (id: string) => (
        <Typography.Link
          href={hrefOf(id)}
          onClick={(event) => {
            event.preventDefault();
            onOpen(id);
          }}
        >
          {id}
        </Typography.Link>
      ),
    },
    { title: t('detail.column.businessKey'), dataIndex: 'businessKey' },
    { title: t('detail.column.version'), dataIndex: 'processDefinitionVersion' },
    { title: t('detail.column.startTime'), dataIndex: 'startTime', render: formatTime },
    ...(running
      ? []
      : [{ title: t('detail.column.endTime'), dataIndex: 'endTime', render: formatTime }]),
    stateColumn<InstanceRow>(t),
    {
      title: t('detail.column.incident'),
      dataIndex: 'incidents',
      render: (count: number) =>
        count ? (
          <span aria-label={t('detail.hasIncident', { count })}>
            <WarningFilled style={{ color: '#cf1322' }} aria-hidden /> {count}
          </span>
        ) : null,
    },
    ...(running
      ? [
          {
            title: t('common:action.actions'),
            key: 'actions',
            render: (_: unknown, row: InstanceRow) => (
              <Button type="link" size="small" danger onClick={() => onStop(row.id)}>
                {t('detail.stop.one')}
              </Button>
            ),
          },
        ]
      : []),
  ];
}

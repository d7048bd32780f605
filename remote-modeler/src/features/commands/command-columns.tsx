import type { Command } from '@console/shared';
import { CopyOutlined, FileTextOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import {
  useActionsColumn,
  useScheduledColumns,
  type ScheduledHandlers,
} from '../automation-common/columns';

interface CommandColumnsOptions extends ScheduledHandlers<Command> {
  onRun: (command: Command) => void;
  onLog: (command: Command) => void;
  onDuplicate: (command: Command) => void;
}

/** A page of commands' columns: what each runs, when, and its actions. */
export function useCommandColumns({
  onRun,
  onLog,
  onDuplicate,
  ...on
}: CommandColumnsOptions): ColumnsType<Command> {
  const { t } = useTranslation('modeler');
  const common = useScheduledColumns<Command>({
    texts: 'commands',
    next: [t('commands.column.nextRun'), (row) => row.nextRunAt],
    last: [t('commands.column.lastRun'), (row) => row.lastRunAt],
    ...on,
  });
  const actions = useActionsColumn<Command>(
    (row) => [
      {
        key: 'run',
        label: t('commands.action.run'),
        icon: <PlayCircleOutlined />,
        onClick: () => onRun(row),
      },
      {
        key: 'log',
        label: t('commands.action.log'),
        icon: <FileTextOutlined />,
        onClick: () => onLog(row),
      },
      {
        key: 'duplicate',
        label: t('commands.action.duplicate'),
        icon: <CopyOutlined />,
        onClick: () => onDuplicate(row),
      },
    ],
    on,
  );

  return [
    common.name,
    {
      title: t('commands.column.connector'),
      key: 'connector',
      render: (_, row) =>
        row.connectorName ?? (
          <Typography.Text type="danger">{t('commands.connectorGone')}</Typography.Text>
        ),
    },
    common.schedule,
    common.next,
    common.last,
    common.active,
    actions,
  ];
}

import { useFormatTime } from '@console/shared';
import { RowActions, type RowAction } from '@console/shared/ui';
import { Switch, Table, Typography, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Row {
  id: number;
  name: string;
}

/** A row that runs on a schedule of its own and can be switched off (a trigger, a command). */
interface Scheduled extends Row {
  schedule: string | null;
  timezone: string | null;
  active: boolean;
}

/** A time in the user's timezone, or a dash for none. */
export function useTimeText() {
  const formatTime = useFormatTime();
  return (value: string | null) => (value ? formatTime(value) : '—');
}

/** An error on one line, the whole text on hover; a dash for none. */
export function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <Typography.Text type="danger" ellipsis={{ tooltip: error }} style={{ maxWidth: 240 }}>
      {error}
    </Typography.Text>
  ) : (
    '—'
  );
}

function ScheduleText({ row }: { row: Scheduled }) {
  return row.schedule ? (
    <>
      <Typography.Text code>{row.schedule}</Typography.Text>{' '}
      <Typography.Text type="secondary">{row.timezone ?? 'UTC'}</Typography.Text>
    </>
  ) : (
    '—'
  );
}

/** A time column's title and the row's time it shows. */
type TimeColumn<T> = [title: string, of: (row: T) => string | null];

interface RowHandlers<T> {
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** What the page gives the columns of scheduled rows. */
export interface ScheduledHandlers<T> extends RowHandlers<T> {
  /** The row whose switch is being saved. */
  switching: number | null;
  onSwitch: (row: T, active: boolean) => void;
}

interface ScheduledColumnsOptions<T> extends ScheduledHandlers<T> {
  /** The feature's texts: `column.name`, `column.schedule`, `column.active` and `activeOf`. */
  texts: 'commands' | 'triggers';
  next: TimeColumn<T>;
  last: TimeColumn<T>;
}

/** The columns a scheduled row shows alike: its name, schedule, next and last times, switch. */
export function useScheduledColumns<T extends Scheduled>({
  texts,
  next,
  last,
  switching,
  onSwitch,
}: ScheduledColumnsOptions<T>): Record<
  'name' | 'schedule' | 'next' | 'last' | 'active',
  ColumnType<T>
> {
  const { t } = useTranslation('modeler');
  const time = useTimeText();
  return {
    name: { title: t(`${texts}.column.name`), dataIndex: 'name', key: 'name' },
    schedule: {
      title: t(`${texts}.column.schedule`),
      key: 'schedule',
      render: (_, row) => <ScheduleText row={row} />,
    },
    next: { title: next[0], key: 'next', render: (_, row) => time(next[1](row)) },
    last: { title: last[0], key: 'last', render: (_, row) => time(last[1](row)) },
    active: {
      title: t(`${texts}.column.active`),
      key: 'active',
      render: (_, row) => (
        <Switch
          checked={row.active}
          loading={switching === row.id}
          aria-label={t(`${texts}.activeOf`, { name: row.name })}
          onChange={(active) => onSwitch(row, active)}
        />
      ),
    },
  };
}

/** The last column: the row's own actions, then Edit and Delete. */
export function useActionsColumn<T>(
  actionsOf: (row: T) => RowAction[],
  { onEdit, onDelete }: RowHandlers<T>,
): ColumnType<T> {
  const { t } = useTranslation('modeler');
  return {
    title: t('common:action.actions'),
    key: 'actions',
    render: (_, row) => (
      <RowActions
        actions={actionsOf(row)}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  };
}

interface RowTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'locale'> {
  rows: T[] | undefined;
  /** Shown when there is no row (nothing while the first answer is awaited). */
  empty?: ReactNode;
}

/** A table of rows by id, wide content scrolled sideways; `table` overrides its settings. */
export function RowTable<T extends { id: number }>({ rows, empty, ...table }: RowTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      {...table}
      dataSource={rows ?? []}
      locale={{ emptyText: empty }}
    />
  );
}

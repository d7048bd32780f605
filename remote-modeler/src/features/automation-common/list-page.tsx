import { ListActions, LoadError } from '@console/shared/ui';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, type TablePaginationConfig } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowTable } from './columns';
import type { ListTexts } from './use-row-actions';

interface ListPageProps<T> {
  /** The feature's texts holding `new` and `loadFailed`. */
  texts: ListTexts;
  title: ReactNode;
  emptyText: ReactNode;
  rows: T[] | undefined;
  /** How many rows there are; undefined until the first answer. */
  count: number | undefined;
  columns: ColumnsType<T>;
  pagination: TablePaginationConfig;
  loading: boolean;
  /** The list is read again every few seconds: only its first read shows the spinner. */
  polled?: boolean;
  error: unknown;
  reload: () => void;
  onCreate: () => void;
  /** The page's modals and drawers. */
  children?: ReactNode;
}

/**
 * A list page: its card with Refresh and New, the table, and in place of an empty table the
 * offer of a first row. A failed first read is a load error with Retry.
 */
export function ListPage<T extends { id: number }>(props: ListPageProps<T>) {
  const { texts, rows, count, loading, reload, onCreate } = props;
  const { t } = useTranslation('modeler');
  if (count === undefined && props.error) {
    return <LoadError title={t(`${texts}.loadFailed`)} onRetry={reload} />;
  }
  const newLabel = t(`${texts}.new`);
  return (
    <Card
      title={props.title}
      extra={
        // Nothing that moves under the pointer while the first answer is awaited; an empty list
        // offers the New button in its place.
        count ? (
          <ListActions
            createLabel={newLabel}
            onCreate={onCreate}
            onRefresh={reload}
            refreshing={loading}
          />
        ) : null
      }
    >
      <RowTable<T>
        rows={rows}
        loading={props.polled ? !rows : loading}
        pagination={props.pagination}
        columns={props.columns}
        empty={
          // While the first answer is awaited the table shows its spinner, not "none yet".
          count === undefined ? null : (
            <Empty description={props.emptyText}>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
                {newLabel}
              </Button>
            </Empty>
          )
        }
      />
      {props.children}
    </Card>
  );
}

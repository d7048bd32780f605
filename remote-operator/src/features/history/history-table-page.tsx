import { LoadError } from '@console/shared/ui';
import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import HistoryNav from './history-nav';

interface HistoryTablePageProps<T> {
  /** Above the card (a breadcrumb). */
  header?: ReactNode;
  title: ReactNode;
  /** The card's filters (days, texts). */
  extra: ReactNode;
  /** Above the table (a count). */
  before?: ReactNode;
  load: { error: unknown; loading: boolean; loaded: boolean; reload: () => void };
  rows: T[];
  total: number;
  rowKey: string | ((row: T) => string);
  columns: ColumnsType<T>;
  emptyText: string;
  paging: { page: number; pageSize: number; onChange: (page: number, pageSize: number) => void };
}

/**
 * The frame every History list shares: the History entries, then one card with its filters and
 * a server-paged table; a failed first load offers Retry instead.
 */
export default function HistoryTablePage<T extends object>(props: HistoryTablePageProps<T>) {
  const { t } = useTranslation('operator');
  const { load, paging } = props;
  return (
    <>
      <HistoryNav />
      {props.header}
      {load.error && !load.loaded ? (
        <LoadError title={t('history.loadFailed')} onRetry={load.reload} />
      ) : (
        <Card title={props.title} extra={props.extra}>
          {props.before}
          <Table<T>
            rowKey={props.rowKey}
            loading={load.loading}
            dataSource={props.rows}
            locale={{ emptyText: props.emptyText }}
            pagination={{
              current: paging.page,
              pageSize: paging.pageSize,
              total: props.total,
              showSizeChanger: true,
              onChange: paging.onChange,
            }}
            columns={props.columns}
          />
        </Card>
      )}
    </>
  );
}

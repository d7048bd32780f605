import {
  FILE_LIMITS,
  formatBytes,
  useFormatTime,
  useResource,
  type TrashEntry,
} from '@console/shared';
import { LoadError, useReportError } from '@console/shared/ui';
import { App, Button, Drawer, Table, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreApi } from '../../store-api';

interface TrashDrawerProps {
  store: StoreApi;
  /** An entry is back in its folder: listings are out of date. */
  onRestored: () => void;
  onClose: () => void;
}

/** What was deleted from a store in the last 30 days, each entry restorable to where it was. */
export function TrashDrawer({ store, onRestored, onClose }: TrashDrawerProps) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const report = useReportError();
  const formatTime = useFormatTime();
  const load = useCallback(() => store.trash(), [store]);
  const { data, failed, loading, reload } = useResource(load, { keepPrevious: true });
  const [restoring, setRestoring] = useState<number | null>(null);

  const restore = async (entry: TrashEntry) => {
    setRestoring(entry.id);
    try {
      await store.restore(entry.id);
      void message.success(t('trash.restored', { path: entry.path }));
      reload();
      onRestored();
    } catch (error) {
      // A 409 (the path is taken again) carries the server's message; report shows it.
      report(error);
    } finally {
      setRestoring(null);
    }
  };

  return (
    <Drawer open size="large" title={t('trash.title')} onClose={onClose}>
      <Typography.Paragraph type="secondary">
        {t('trash.note', { days: FILE_LIMITS.trashDays })}
      </Typography.Paragraph>
      {failed && !data ? (
        <LoadError title={t('trash.loadFailed')} onRetry={reload} />
      ) : (
        <Table<TrashEntry>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={data ?? []}
          pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('trash.empty') }}
          columns={[
            { title: t('trash.column.path'), dataIndex: 'path', ellipsis: true },
            {
              title: t('column.size'),
              dataIndex: 'size',
              render: (size: number, entry) =>
                entry.type === 'Directory' ? '' : formatBytes(size),
            },
            { title: t('trash.column.deletedBy'), dataIndex: 'deletedBy' },
            {
              title: t('trash.column.deletedAt'),
              dataIndex: 'deletedAt',
              render: (value: string) => formatTime(value),
            },
            {
              title: t('trash.column.expiresAt'),
              dataIndex: 'expiresAt',
              render: (value: string) => formatTime(value),
            },
            {
              title: t('common:action.actions'),
              key: 'actions',
              render: (_value, entry) => (
                <Button
                  type="link"
                  size="small"
                  loading={restoring === entry.id}
                  disabled={restoring !== null && restoring !== entry.id}
                  onClick={() => void restore(entry)}
                >
                  {t('trash.restore')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}

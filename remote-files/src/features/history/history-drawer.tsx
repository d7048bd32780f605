import {
  formatBytes,
  useFormatTime,
  useResource,
  type FileAuditEntry,
  type FileEntry,
} from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Drawer, Table, Tag } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreApi } from '../../store-api';

const ACTION_COLOR: Record<FileAuditEntry['action'], string> = {
  upload: 'blue',
  overwrite: 'orange',
  mkdir: 'cyan',
  delete: 'red',
  restore: 'green',
};

interface HistoryDrawerProps {
  store: StoreApi;
  entry: FileEntry;
  onClose: () => void;
}

/** Who did what to a file or folder, and when, newest first. */
export function HistoryDrawer({ store, entry, onClose }: HistoryDrawerProps) {
  const { t } = useTranslation('files');
  const formatTime = useFormatTime();
  const load = useCallback(() => store.audit(entry.path), [store, entry.path]);
  const { data, failed, loading, reload } = useResource(load);
  return (
    <Drawer open size="large" title={t('history.title', { name: entry.name })} onClose={onClose}>
      {failed ? (
        <LoadError title={t('history.loadFailed')} onRetry={reload} />
      ) : (
        <Table<FileAuditEntry>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={data ?? []}
          pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('history.empty') }}
          columns={[
            {
              title: t('history.column.action'),
              dataIndex: 'action',
              render: (action: FileAuditEntry['action']) => (
                <Tag color={ACTION_COLOR[action]}>{t(`history.action.${action}`)}</Tag>
              ),
            },
            { title: t('history.column.user'), dataIndex: 'username' },
            {
              title: t('history.column.time'),
              dataIndex: 'time',
              render: (value: string) => formatTime(value),
            },
            {
              title: t('column.size'),
              dataIndex: 'size',
              render: (size: number | null) => (size === null ? '' : formatBytes(size)),
            },
          ]}
        />
      )}
    </Drawer>
  );
}

import {
  useFormatTime,
  useResource,
  type AlarmNotification,
  type AlarmRule,
} from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Drawer, Table, Tag, Tooltip } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchNotifications } from './api';

const STATUS_COLOR: Record<AlarmNotification['status'], string> = {
  sent: 'success',
  pending: 'processing',
  failed: 'error',
  unsent: 'warning',
};

/** What a rule sent, newest first: to whom, how, about how many incidents, and whether it went. */
export function NotificationsDrawer({ rule, onClose }: { rule: AlarmRule; onClose: () => void }) {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const load = useCallback(() => fetchNotifications(rule.id), [rule.id]);
  const { data, error, loading, reload } = useResource(load);
  return (
    <Drawer
      open
      size="large"
      title={t('alarm.notification.title', { name: rule.name })}
      onClose={onClose}
    >
      {!data && error ? (
        <LoadError title={t('alarm.notification.loadFailed')} onRetry={reload} />
      ) : (
        <Table<AlarmNotification>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={data ?? []}
          locale={{ emptyText: t('alarm.notification.empty') }}
          columns={[
            {
              title: t('alarm.notification.time'),
              dataIndex: 'createTime',
              render: (v: string) => formatTime(v),
            },
            { title: t('alarm.notification.contact'), dataIndex: 'contactName' },
            {
              title: t('alarm.notification.channel'),
              dataIndex: 'channel',
              render: (v: string) => t(`alarm.channel.${v}`),
            },
            { title: t('alarm.notification.count'), dataIndex: 'count' },
            { title: t('alarm.notification.message'), dataIndex: 'message', ellipsis: true },
            {
              title: t('alarm.notification.status'),
              dataIndex: 'status',
              render: (status: AlarmNotification['status'], row) => (
                <Tooltip title={row.lastError}>
                  <Tag color={STATUS_COLOR[status]}>{t(`alarm.status.${status}`)}</Tag>
                </Tooltip>
              ),
            },
            {
              title: t('alarm.notification.sentAt'),
              dataIndex: 'sentAt',
              render: (v: string | null) => formatTime(v),
            },
          ]}
        />
      )}
    </Drawer>
  );
}

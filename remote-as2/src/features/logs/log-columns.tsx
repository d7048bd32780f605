import { useFormatTime, type As2Log, type LogStatus } from '@console/shared';
import { Button, Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LogStatusTag } from './log-status-tag';

/** The columns of the AS2 log; the message id opens the row's details, a demo row is tagged. */
export function useLogColumns(onOpen: (log: As2Log) => void): ColumnsType<As2Log> {
  const { t } = useTranslation('as2');
  const formatTime = useFormatTime();
  return useMemo(
    () => [
      {
        title: t('logs.field.messageId'),
        dataIndex: 'messageId',
        key: 'messageId',
        ellipsis: true,
        render: (messageId: string, log) => (
          <Flex align="center" gap={4}>
            <Button
              type="link"
              size="small"
              style={{ padding: 0, minWidth: 0, maxWidth: '100%' }}
              aria-label={t('logs.openDetail', { messageId })}
              onClick={() => onOpen(log)}
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{messageId}</span>
            </Button>
            {log.demo && (
              <Tag color="orange" title={t('logs.demoHint')} style={{ marginInlineEnd: 0 }}>
                {t('logs.demo')}
              </Tag>
            )}
          </Flex>
        ),
      },
      {
        title: t('logs.field.type'),
        dataIndex: 'type',
        key: 'type',
        render: (type: string) => t(`logs.type.${type}`, type),
      },
      { title: t('logs.field.name'), dataIndex: 'name', key: 'name' },
      { title: t('logs.field.from'), dataIndex: 'from', key: 'from' },
      { title: t('logs.field.to'), dataIndex: 'to', key: 'to' },
      {
        title: t('logs.field.messageTimestamp'),
        dataIndex: 'messageTimestamp',
        key: 'messageTimestamp',
        render: (value: string | null) => formatTime(value),
      },
      {
        title: t('logs.field.mdnTimestamp'),
        dataIndex: 'mdnTimestamp',
        key: 'mdnTimestamp',
        render: (value: string | null) => formatTime(value),
      },
      {
        title: t('logs.field.status'),
        dataIndex: 'status',
        key: 'status',
        render: (status: LogStatus) => <LogStatusTag status={status} />,
      },
      { title: t('logs.field.mdnStatus'), dataIndex: 'mdnStatus', key: 'mdnStatus' },
    ],
    [t, formatTime, onOpen],
  );
}

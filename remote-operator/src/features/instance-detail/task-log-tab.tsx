import { useFormatTime, useResource } from '@console/shared';
import { LoadError, useReportError } from '@console/shared/ui';
import { Button, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchErrorDetails, fetchTaskLog, type TaskLogEntry } from './api';

const kindOf = (entry: TaskLogEntry) =>
  entry.failureLog
    ? 'failure'
    : entry.successLog
      ? 'success'
      : entry.deletionLog
        ? 'deletion'
        : 'creation';
const KIND_COLOR = {
  failure: 'error',
  success: 'success',
  deletion: 'default',
  creation: 'processing',
};

/** The instance's external-task log, newest first; a failure's error details open on demand. */
export default function TaskLogTab({ instanceId }: { instanceId: string }) {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const report = useReportError();
  const load = useMemo(() => () => fetchTaskLog(instanceId), [instanceId]);
  const { data, error, loading, reload } = useResource(load);
  const [details, setDetails] = useState<Record<string, string>>({});

  const showDetails = (entry: TaskLogEntry) =>
    fetchErrorDetails(entry.id)
      .then((text) =>
        setDetails((shown) => ({ ...shown, [entry.id]: text || t('instance.log.noDetails') })),
      )
      .catch(report);

  if (error && !data) return <LoadError title={t('instance.logFailed')} onRetry={reload} />;
  return (
    <Table<TaskLogEntry>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('instance.log.empty') }}
      expandable={{
        rowExpandable: (entry) => entry.failureLog,
        expandedRowKeys: Object.keys(details),
        showExpandColumn: false,
        expandedRowRender: (entry) => (
          <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
            {details[entry.id]}
          </Typography.Paragraph>
        ),
      }}
      columns={[
        { title: t('instance.log.time'), dataIndex: 'timestamp', render: formatTime },
        {
          title: t('instance.log.kind'),
          key: 'kind',
          render: (_, entry) => (
            <Tag color={KIND_COLOR[kindOf(entry)]}>{t(`instance.log.${kindOf(entry)}`)}</Tag>
          ),
        },
        { title: t('instance.log.topic'), dataIndex: 'topicName' },
        { title: t('instance.incident.activity'), dataIndex: 'activityId' },
        { title: t('instance.log.retries'), dataIndex: 'retries' },
        { title: t('instance.log.error'), dataIndex: 'errorMessage' },
        {
          title: t('common:action.actions'),
          key: 'details',
          render: (_, entry) =>
            entry.failureLog && !details[entry.id] ? (
              <Button type="link" size="small" onClick={() => void showDetails(entry)}>
                {t('instance.log.details')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}

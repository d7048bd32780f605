import type { IncidentGroup, IncidentGroupActivity } from '@console/shared';
import { useFormatTime, useResource } from '@console/shared';
import { LoadError, useReportError } from '@console/shared/ui';
import { RedoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityLabel } from '../process-detail/activity-names';
import BatchProgressModal from '../process-detail/batch-progress-modal';
import { useFlowNames } from '../process-detail/flow-names';
import { fetchIncidentGroups, retryIncidentGroup } from './api';

/**
 * Open incidents grouped across definitions by normalised error and topic, with counts; a
 * group is retried as one tracked batch after a dry run has said how many incidents it touches.
 */
export default function IncidentGroupsCard({
  version,
  onRetried,
}: {
  /** Changes when incidents were retried or resolved on the page: the groups are read again. */
  version: number;
  onRetried: () => void;
}) {
  const { t } = useTranslation('operator');
  const { modal, message } = App.useApp();
  const report = useReportError();
  const formatTime = useFormatTime();
  const flowNameOf = useFlowNames();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` only asks for a new read
  const load = useMemo(() => () => fetchIncidentGroups(), [version]);
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const [batchId, setBatchId] = useState<string>();

  const askRetry = async (group: IncidentGroup) => {
    const target = { pattern: group.pattern, topic: group.topic };
    try {
      const { count } = await retryIncidentGroup({ ...target, dryRun: true });
      if (!count) {
        void message.info(t('incidents.retryNone'));
        reload();
        return;
      }
      modal.confirm({
        title: t('incidents.retryTitle', { count }),
        content: t('incidents.retryWarning'),
        okText: t('incidents.retry'),
        cancelText: t('common:action.cancel'),
        onOk: () =>
          retryIncidentGroup(target)
            .then((result) => setBatchId(result.batchId))
            .catch(report),
      });
    } catch (failure) {
      report(failure);
    }
  };

  if (error && !data) return <LoadError title={t('incidents.groupsFailed')} onRetry={reload} />;
  return (
    <Card
      title={t('incidents.groupsTitle')}
      extra={<Typography.Text type="secondary">{t('incidents.groupsHint')}</Typography.Text>}
    >
      {data?.truncated && (
        <Alert
          type="warning"
          showIcon
          message={t('incidents.truncated', { count: data.incidents })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<IncidentGroup>
        rowKey={(group) => JSON.stringify([group.pattern, group.topic])}
        size="middle"
        loading={loading}
        dataSource={data?.groups ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('incidents.noGroups') }}
        columns={[
          {
            title: t('incidents.column.pattern'),
            dataIndex: 'pattern',
            render: (pattern: string, group) => (
              <Typography.Text title={group.sampleMessage ?? ''}>{pattern}</Typography.Text>
            ),
          },
          {
            title: t('incidents.column.topic'),
            dataIndex: 'topic',
            render: (topic: string | null) => topic ?? t('incidents.noTopic'),
          },
          { title: t('incidents.column.count'), dataIndex: 'count' },
          {
            title: t('incidents.column.activity'),
            dataIndex: 'activities',
            render: (activities: IncidentGroupActivity[] | undefined) => (
              <Space direction="vertical" size={0}>
                {(activities ?? []).map((activity) => (
                  <span key={`${activity.id}\u0000${activity.name ?? ''}`}>
                    <ActivityLabel id={activity.id} name={activity.name} />
                  </span>
                ))}
              </Space>
            ),
          },
          {
            title: t('incidents.column.processes'),
            dataIndex: 'processKeys',
            render: (keys: string[]) => (
              <Space size={4} wrap>
                {keys.map((key) => {
                  const name = flowNameOf(key);
                  return <Tag key={key}>{name && name !== key ? `${name} · ${key}` : key}</Tag>;
                })}
              </Space>
            ),
          },
          { title: t('incidents.column.latest'), dataIndex: 'latestTime', render: formatTime },
          {
            title: t('common:action.actions'),
            key: 'retry',
            render: (_, group) =>
              group.topic ? (
                <Button
                  type="link"
                  size="small"
                  icon={<RedoOutlined aria-hidden />}
                  onClick={() => void askRetry(group)}
                >
                  {t('incidents.retryGroup')}
                </Button>
              ) : null,
          },
        ]}
      />
      {batchId && (
        <BatchProgressModal
          kind="retry"
          batchId={batchId}
          // The retried incidents are resolved: the groups and the list are read again.
          onFinished={onRetried}
          onClose={() => setBatchId(undefined)}
        />
      )}
    </Card>
  );
}

import { useFormatTime, useResource } from '@console/shared';
import { LoadError, useReportError } from '@console/shared/ui';
import { ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Card, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRunningSyncFlows, stopSyncFlow, type RunningSyncFlow } from './api';
import { waitedFor } from './waited';

/** /operator/syncProcessInstance: the running synchronous flows, how long each has waited. */
export default function SyncPage() {
  const { t } = useTranslation('operator');
  const { modal, message } = App.useApp();
  const report = useReportError();
  const formatTime = useFormatTime();
  const { data, error, loading, reload } = useResource(fetchRunningSyncFlows, {
    keepPrevious: true,
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (!data && error) return <LoadError title={t('sync.loadFailed')} onRetry={reload} />;

  const askStop = (flow: RunningSyncFlow) =>
    modal.confirm({
      title: t('sync.stopTitle', { id: flow.id }),
      content: t('sync.stopWarning'),
      okText: t('sync.stop'),
      okType: 'danger',
      cancelText: t('common:action.cancel'),
      onOk: () =>
        stopSyncFlow(flow.id)
          .then(() => {
            void message.success(t('sync.stopped', { id: flow.id }));
            reload();
          })
          .catch(report),
    });

  return (
    <Card
      title={t('sync.title')}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={reload} loading={loading}>
          {t('common:action.refresh')}
        </Button>
      }
    >
      <Table<RunningSyncFlow>
        rowKey="id"
        loading={loading && !data}
        dataSource={data ?? []}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        locale={{ emptyText: t('sync.empty') }}
        columns={[
          { title: t('sync.column.id'), dataIndex: 'id' },
          { title: t('sync.column.process'), dataIndex: 'definitionKey' },
          { title: t('sync.column.businessKey'), dataIndex: 'businessKey' },
          {
            title: t('sync.column.started'),
            dataIndex: 'startTime',
            render: (value: string) => formatTime(value),
          },
          {
            title: t('sync.column.waited'),
            key: 'waited',
            render: (_, flow) => waitedFor(flow.startTime, now),
          },
          {
            title: t('common:action.actions'),
            key: 'actions',
            render: (_, flow) => (
              <Button
                type="link"
                danger
                size="small"
                icon={<StopOutlined aria-hidden />}
                onClick={() => askStop(flow)}
              >
                {t('sync.stop')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

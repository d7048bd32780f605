import { useFormatTime, useResource } from '@console/shared';
import { LoadError, saveBlob } from '@console/shared/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LogFile } from '../history/api';
import HistoryNav from '../history/history-nav';
import MissingId from '../history/missing-id';
import { fetchInstanceRuns, fetchLogSummary, type InstanceRun } from './api';
import InstanceHeader from './instance-header';
import { INSTANCES } from './routes';

/** JSON indented for reading; anything else as it came. */
export function readable(content: string) {
  try {
    return JSON.stringify(JSON.parse(content), null, 2);
  } catch {
    return content;
  }
}

function FilePane({ title, file }: { title: string; file: LogFile | null }) {
  const { t } = useTranslation('operator');
  return (
    <Card
      size="small"
      title={title}
      extra={
        file && (
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            aria-label={`${t('systemLogs.download')} ${file.name}`}
            onClick={() => saveBlob(new Blob([file.content]), file.name)}
          >
            {file.name}
          </Button>
        )
      }
    >
      {file ? (
        <pre
          aria-label={title}
          style={{ maxHeight: 320, overflow: 'auto', margin: 0, fontSize: 12 }}
        >
          {readable(file.content)}
        </pre>
      ) : (
        <Typography.Text type="secondary">{t('systemLogs.noFile')}</Typography.Text>
      )}
    </Card>
  );
}

/**
 * opeSystemLogs/opeLogInOut?id=: what each task of the instance was given and gave back (its
 * connector runs, oldest first), the two side by side, each downloadable as a file.
 */
export default function InOutPage() {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // Without an id there is nothing to ask the server: the page says so instead.
  const loadRuns = useMemo(() => (id ? () => fetchInstanceRuns(id) : null), [id]);
  const loadSummary = useMemo(() => (id ? () => fetchLogSummary(id) : null), [id]);
  const { data, error, loading, reload } = useResource(loadRuns);
  const { data: summary } = useResource(loadSummary);
  if (!id) return <MissingId what="instance" back={INSTANCES} />;

  return (
    <>
      <HistoryNav />
      {error && !data ? (
        <LoadError title={t('systemLogs.inOutFailed')} onRetry={reload} />
      ) : (
        <Card title={t('systemLogs.inOutTitle')}>
          <InstanceHeader id={id} summary={summary} />
          {data?.truncated && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message={t('systemLogs.truncated', { count: data.runs.length })}
            />
          )}
          <Table<InstanceRun>
            rowKey="id"
            loading={loading}
            dataSource={data?.runs ?? []}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            locale={{ emptyText: t('systemLogs.noRuns') }}
            expandable={{
              expandedRowRender: (run) => (
                <Row gutter={12}>
                  <Col xs={24} lg={12}>
                    <FilePane title={t('history.column.input')} file={run.inputFile} />
                  </Col>
                  <Col xs={24} lg={12}>
                    <FilePane title={t('history.column.output')} file={run.outputFile} />
                  </Col>
                </Row>
              ),
            }}
            columns={[
              { title: t('history.column.time'), dataIndex: 'timestamp', render: formatTime },
              { title: t('history.column.task'), dataIndex: 'task' },
              { title: t('history.column.topic'), dataIndex: 'topic' },
              { title: t('history.column.connector'), dataIndex: 'connector' },
              {
                title: t('detail.column.state'),
                dataIndex: 'status',
                render: (status: InstanceRun['status']) => (
                  <Tag color={status === 'success' ? 'success' : 'error'}>
                    {t(`history.column.${status}`)}
                  </Tag>
                ),
              },
              {
                title: t('systemLogs.duration'),
                dataIndex: 'durationMs',
                render: (ms: number) => t('systemLogs.ms', { count: ms }),
              },
              { title: t('history.column.message'), dataIndex: 'message' },
            ]}
          />
        </Card>
      )}
    </>
  );
}

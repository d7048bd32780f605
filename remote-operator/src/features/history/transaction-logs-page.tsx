import { useFormatTime, useResource } from '@console/shared';
import { saveBlob } from '@console/shared/ui';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowLabel, useFlowNames } from '../process-detail/flow-names';
import { fetchFailedCount, fetchFailedRuns, type FailedRun, type LogFile } from './api';
import DaysPicker from './days-picker';
import HistoryTablePage from './history-table-page';
import { useHistoryQuery } from './use-history-query';

const FileLink = ({ file }: { file: LogFile | null }) =>
  file ? (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined aria-hidden />}
      onClick={() => saveBlob(new Blob([file.content]), file.name)}
    >
      {file.name}
    </Button>
  ) : null;

/**
 * opeTransactionLogs/index: what connectors did, by process and task (topicName, taskName): the
 * failed runs with their message and input and output files, and how many there are.
 */
export default function TransactionLogsPage() {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const { params, days, range, page, pageSize, change, setDays, setPage } = useHistoryQuery();
  const process = params.get('process') ?? undefined;
  const task = params.get('task') ?? undefined;
  const load = useMemo(
    () => async () => {
      const filter = { ...range, process, task };
      const [runs, count] = await Promise.all([
        fetchFailedRuns({ ...filter, page, pageSize }),
        fetchFailedCount(filter),
      ]);
      return { rows: runs.list, total: count.count };
    },
    [range, process, task, page, pageSize],
  );
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const flowNameOf = useFlowNames();
  const search = (name: 'process' | 'task') => (
    <Input.Search
      key={`${name}-${params.get(name) ?? ''}`}
      allowClear
      defaultValue={params.get(name) ?? ''}
      placeholder={t(`history.transactions.${name}`)}
      aria-label={t(`history.transactions.${name}`)}
      onSearch={(text) => change({ [name]: text.trim(), page: undefined })}
      style={{ width: 200 }}
    />
  );

  return (
    <HistoryTablePage<FailedRun>
      title={t('history.transactions.title')}
      extra={
        <Flex gap={8} wrap>
          {search('process')}
          {search('task')}
          <DaysPicker days={days} onChange={setDays} />
        </Flex>
      }
      before={
        <Typography.Paragraph type={data?.total ? 'danger' : 'secondary'}>
          {t('history.transactions.errors', { count: data?.total ?? 0 })}
        </Typography.Paragraph>
      }
      load={{ error, loading, loaded: Boolean(data), reload }}
      rows={data?.rows ?? []}
      total={data?.total ?? 0}
      rowKey="id"
      emptyText={t('history.transactions.empty')}
      paging={{ page, pageSize, onChange: setPage }}
      columns={[
        { title: t('history.column.time'), dataIndex: 'timestamp', render: formatTime },
        {
          title: t('history.column.process'),
          dataIndex: 'process',
          render: (process: string) => (
            <FlowLabel processKey={process} name={flowNameOf(process)} />
          ),
        },
        { title: t('history.column.task'), dataIndex: 'task' },
        { title: t('history.column.topic'), dataIndex: 'topic' },
        { title: t('history.column.message'), dataIndex: 'message' },
        {
          title: t('history.column.input'),
          dataIndex: 'inputFile',
          render: (file: LogFile | null) => <FileLink file={file} />,
        },
        {
          title: t('history.column.output'),
          dataIndex: 'outputFile',
          render: (file: LogFile | null) => <FileLink file={file} />,
        },
      ]}
    />
  );
}

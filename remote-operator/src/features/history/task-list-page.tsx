import { useFormatTime, useResource } from '@console/shared';
import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FlowLabel, useFlowNames } from '../process-detail/flow-names';
import { fetchTaskRuns, type TaskRuns } from './api';
import DaysPicker from './days-picker';
import HistoryTablePage from './history-table-page';
import MissingId from './missing-id';
import { PROCESS_LIST } from './process-logs-page';
import { useHistoryQuery } from './use-history-query';

export const BUSINESS_KEYS =
  '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/opeBusinessKeys';

/** …/opeTaskList/index?id=: a process's tasks, with their topic, volume, success and failed. */
export default function TaskListPage() {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const { params, days, range, page, pageSize, setDays, setPage } = useHistoryQuery();
  const process = params.get('id') ?? '';
  // Without a process there is nothing to ask the server (its id is required there).
  const load = useMemo(
    () => (process ? () => fetchTaskRuns({ ...range, process, page, pageSize }) : null),
    [range, process, page, pageSize],
  );
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const flowName = useFlowNames()(process);
  const daysQuery = `from=${days[0]}&to=${days[1]}`;
  if (!process) return <MissingId what="process" back={`${PROCESS_LIST}?${daysQuery}`} />;

  return (
    <HistoryTablePage<TaskRuns>
      header={
        <Breadcrumb
          style={{ marginBottom: 12 }}
          items={[
            {
              title: (
                <Link to={`${PROCESS_LIST}?${daysQuery}`}>{t('history.processLogs.title')}</Link>
              ),
            },
            { title: <FlowLabel processKey={process} name={flowName} /> },
          ]}
        />
      }
      title={t('history.tasks.title', { process: flowName ? `${flowName} · ${process}` : process })}
      extra={<DaysPicker days={days} onChange={setDays} />}
      load={{ error, loading, loaded: Boolean(data), reload }}
      rows={data?.rows ?? []}
      total={data?.total ?? 0}
      rowKey={(row) => `${row.task}\u0000${row.topic}\u0000${row.connector ?? ''}`}
      emptyText={t('history.noRuns')}
      paging={{ page, pageSize, onChange: setPage }}
      columns={[
        { title: t('history.column.task'), dataIndex: 'task' },
        { title: t('history.column.topic'), dataIndex: 'topic' },
        { title: t('history.column.connector'), dataIndex: 'connector' },
        { title: t('history.column.volume'), dataIndex: 'total' },
        { title: t('history.column.success'), dataIndex: 'success' },
        { title: t('history.column.failed'), dataIndex: 'failed' },
        { title: t('history.column.lastRun'), dataIndex: 'lastRun', render: formatTime },
        {
          title: t('common:action.actions'),
          key: 'keys',
          render: (_, row) => (
            <Link
              to={`${BUSINESS_KEYS}?id=${encodeURIComponent(process)}&task=${encodeURIComponent(row.task)}&${daysQuery}`}
            >
              {t('history.tasks.businessKeys')}
            </Link>
          ),
        },
      ]}
    />
  );
}

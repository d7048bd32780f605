import { useFormatTime, useResource } from '@console/shared';
import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchTaskRuns, type TaskRuns } from './api';
import DaysPicker from './days-picker';
import HistoryTablePage from './history-table-page';
import { useHistoryQuery } from './use-history-query';

const PROCESS_LIST = '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/index';
export const BUSINESS_KEYS =
  '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/opeBusinessKeys';

/** …/opeTaskList/index?id=: a process's tasks, with their topic, volume, success and failed. */
export default function TaskListPage() {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const { params, days, range, page, pageSize, setDays, setPage } = useHistoryQuery();
  const process = params.get('id') ?? '';
  const load = useMemo(
    () => () => fetchTaskRuns({ ...range, process, page, pageSize }),
    [range, process, page, pageSize],
  );
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const daysQuery = `from=${days[0]}&to=${days[1]}`;

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
            { title: process },
          ]}
        />
      }
      title={t('history.tasks.title', { process })}
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

import { useFormatTime, useResource } from '@console/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FlowLabel, useFlowNames } from '../process-detail/flow-names';
import { fetchProcessRuns, type ProcessRuns } from './api';
import DaysPicker from './days-picker';
import HistoryTablePage from './history-table-page';
import { useHistoryQuery } from './use-history-query';

export const PROCESS_LIST = '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/index';
export const TASK_LIST = '/operator/opeHistory/opeProcessLogs/opeBusinessProcess/opeTaskList/index';

/** opeProcessLogs/opeBusinessProcess/index: each process with its runs over the chosen days. */
export default function ProcessLogsPage() {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const { days, range, page, pageSize, setDays, setPage } = useHistoryQuery();
  const load = useMemo(
    () => () => fetchProcessRuns({ ...range, page, pageSize }),
    [range, page, pageSize],
  );
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const flowNameOf = useFlowNames();
  const daysQuery = `from=${days[0]}&to=${days[1]}`;

  return (
    <HistoryTablePage<ProcessRuns>
      title={t('history.processLogs.title')}
      extra={<DaysPicker days={days} onChange={setDays} />}
      load={{ error, loading, loaded: Boolean(data), reload }}
      rows={data?.list ?? []}
      total={data?.total ?? 0}
      rowKey="process"
      emptyText={t('history.noRuns')}
      paging={{ page, pageSize, onChange: setPage }}
      columns={[
        {
          title: t('history.column.process'),
          dataIndex: 'process',
          render: (process: string) => (
            <FlowLabel processKey={process} name={flowNameOf(process)}>
              <Link to={`${TASK_LIST}?id=${encodeURIComponent(process)}&${daysQuery}`}>
                {flowNameOf(process) ?? process}
              </Link>
            </FlowLabel>
          ),
        },
        { title: t('history.column.total'), dataIndex: 'total' },
        { title: t('history.column.success'), dataIndex: 'success' },
        { title: t('history.column.failed'), dataIndex: 'failed' },
        { title: t('history.column.lastRun'), dataIndex: 'lastRun', render: formatTime },
      ]}
    />
  );
}

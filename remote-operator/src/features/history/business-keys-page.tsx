import { dayjs, useFormatTime, useResource } from '@console/shared';
import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchInstancePage, type InstanceRow } from '../process-detail/api';
import { useFlowNames } from '../process-detail/flow-names';
import { stateColumn } from '../process-detail/state-column';
import DaysPicker from './days-picker';
import HistoryTablePage from './history-table-page';
import MissingId from './missing-id';
import { PROCESS_LIST, TASK_LIST } from './process-logs-page';
import { useHistoryQuery } from './use-history-query';

/** Camunda's date form of a UTC range end (`2026-11-21T09:00:00.000+0000`). */
const camundaDate = (utc: string) => dayjs.utc(utc).format('YYYY-MM-DDTHH:mm:ss.SSS[+0000]');

/** …/opeTaskList/opeBusinessKeys?id=&task=: the instances (business keys) that passed a task. */
export default function BusinessKeysPage() {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const { params, days, range, page, pageSize, setDays, setPage } = useHistoryQuery();
  const process = params.get('id') ?? '';
  const task = params.get('task') ?? undefined;
  // Without a process there is nothing to ask the server (it would list every process's).
  const load = useMemo(
    () =>
      process
        ? () =>
            fetchInstancePage({
              processDefinitionKey: process,
              executedActivityIdIn: task,
              startedAfter: camundaDate(range.from),
              startedBefore: camundaDate(range.to),
              sortBy: 'startTime',
              sortOrder: 'desc',
              firstResult: (page - 1) * pageSize,
              maxResults: pageSize,
            })
        : null,
    [process, task, range, page, pageSize],
  );
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const flowName = useFlowNames()(process);
  const detail = (id: string) =>
    `/operator/processes/detail?key=${encodeURIComponent(process)}&tab=finished&instance=${encodeURIComponent(id)}`;

  if (!process) {
    return <MissingId what="process" back={`${PROCESS_LIST}?from=${days[0]}&to=${days[1]}`} />;
  }
  return (
    <HistoryTablePage<InstanceRow>
      header={
        <Breadcrumb
          style={{ marginBottom: 12 }}
          items={[
            {
              title: (
                <Link
                  to={`${TASK_LIST}?id=${encodeURIComponent(process)}&from=${days[0]}&to=${days[1]}`}
                >
                  {flowName ? `${flowName} · ${process}` : process}
                </Link>
              ),
            },
            { title: task ?? '' },
          ]}
        />
      }
      title={t('history.businessKeys.title', { task: task ?? '' })}
      extra={<DaysPicker days={days} onChange={setDays} />}
      load={{ error, loading, loaded: Boolean(data), reload }}
      rows={data?.rows ?? []}
      total={data?.total ?? 0}
      rowKey="id"
      emptyText={t('history.noRuns')}
      paging={{ page, pageSize, onChange: setPage }}
      columns={[
        { title: t('detail.column.businessKey'), dataIndex: 'businessKey' },
        {
          title: t('detail.column.id'),
          dataIndex: 'id',
          render: (id: string) => <Link to={detail(id)}>{id}</Link>,
        },
        { title: t('detail.column.startTime'), dataIndex: 'startTime', render: formatTime },
        { title: t('detail.column.endTime'), dataIndex: 'endTime', render: formatTime },
        stateColumn<InstanceRow>(t),
      ]}
    />
  );
}

import { useFormatTime, useResource } from '@console/shared';
import { LoadError, useReportError } from '@console/shared/ui';
import { StopOutlined } from '@ant-design/icons';
import { App, Button, Flex, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  fetchInstancePage,
  stopInstance,
  stopInstances,
  type DefinitionVersion,
  type InstanceRow,
  type ListQuery,
  type StopTarget,
} from './api';
import BatchProgressModal from './batch-progress-modal';
import { pageQuery, withChanges, type DetailQuery } from './detail-query';
import ExportButton from './export-button';
import { instanceColumns } from './instance-columns';
import InstanceFiltersForm from './instance-filters-form';

/**
 * The columns the tables show, by the export's names; a running instance's file also says
 * where it waits (the activity's name and id), which the diagram shows on the page.
 */
const RUNNING_COLUMNS = [
  'id',
  'businessKey',
  'version',
  'startTime',
  'state',
  'incidents',
  'activity',
  'activityId',
];
const FINISHED_COLUMNS = [
  'id',
  'businessKey',
  'version',
  'startTime',
  'endTime',
  'state',
  'incidents',
];

interface Props {
  query: DetailQuery;
  filters: ListQuery;
  definition: DefinitionVersion;
  onChange: (changes: Record<string, string | number | undefined>) => void;
  /** A stop batch has ended: what the page shows beside the list is read again. */
  onBatchEnded: () => void;
}

/**
 * One tab of instances: filters, a server-paged table (newest first, with the total), and the
 * stops: one instance, the selected ones, or every running one matching the filters, the last
 * two as one batch whose progress is shown until it ends.
 */
export default function InstancesPanel({
  query,
  filters,
  definition,
  onChange,
  onBatchEnded,
}: Props) {
  const { t } = useTranslation('operator');
  const { modal } = App.useApp();
  const report = useReportError();
  const formatTime = useFormatTime();
  const [selected, setSelected] = useState<string[]>([]);
  const [batchId, setBatchId] = useState<string>();
  const listQuery = useMemo(() => pageQuery(filters, query), [filters, query]);
  const load = useMemo(() => () => fetchInstancePage(listQuery), [listQuery]);
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const running = query.tab === 'running';
  const [params] = useSearchParams();

  /** `count` null: every running instance of the key, however many there are. */
  const confirmStop = (count: number | null, target: StopTarget | { one: string }) =>
    modal.confirm({
      title:
        count === null
          ? t('detail.stop.allActiveTitle', { key: definition.key })
          : t('detail.stop.title', { count }),
      content: t('detail.stop.warning'),
      okText: t('detail.stop.ok'),
      okType: 'danger',
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          if ('one' in target) {
            await stopInstance(target.one);
            reload();
          } else {
            setBatchId((await stopInstances(target)).id);
          }
          setSelected([]);
        } catch (failure) {
          report(failure);
        }
      },
    });

  if (error && !data) return <LoadError title={t('detail.instancesFailed')} onRetry={reload} />;
  const total = data?.total ?? 0;
  return (
    <>
      <InstanceFiltersForm query={query} onChange={onChange} />
      <Flex gap={8} style={{ marginBottom: 12 }} wrap>
        <ExportButton
          filters={filters}
          columns={running ? RUNNING_COLUMNS : FINISHED_COLUMNS}
          fileName={`${definition.key}-v${definition.version}-${query.tab}.csv`}
        />
        {running && (
          <>
            <Button
              danger
              disabled={!selected.length}
              icon={<StopOutlined aria-hidden />}
              onClick={() => confirmStop(selected.length, { ids: selected })}
            >
              {t('detail.stop.selected', { count: selected.length })}
            </Button>
            <Button danger disabled={!total} onClick={() => confirmStop(total, { query: filters })}>
              {t('detail.stop.matching', { count: total })}
            </Button>
            <Button
              danger
              type="dashed"
              onClick={() =>
                confirmStop(null, {
                  query: { processDefinitionKey: definition.key, unfinished: true },
                })
              }
            >
              {t('detail.stop.allActive', { key: definition.key })}
            </Button>
          </>
        )}
      </Flex>
      <Table<InstanceRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: t(running ? 'detail.noRunning' : 'detail.noFinished') }}
        rowSelection={
          running
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total,
          showSizeChanger: true,
          showTotal: (count) => t('detail.total', { count }),
          onChange: (page, pageSize) =>
            onChange({
              page: page === 1 ? undefined : page,
              pageSize: pageSize === 10 ? undefined : pageSize,
            }),
        }}
        columns={instanceColumns({
          t,
          formatTime,
          running,
          onOpen: (id) => onChange({ instance: id }),
          hrefOf: (id) => `?${withChanges(params, { instance: id }).toString()}`,
          onStop: (id) => confirmStop(1, { one: id }),
        })}
      />
      {batchId && (
        <BatchProgressModal
          batchId={batchId}
          onFinished={() => {
            // The stopped instances leave this list, and the diagram's counts change.
            reload();
            onBatchEnded();
          }}
          onClose={() => setBatchId(undefined)}
        />
      )}
    </>
  );
}

import { useResource } from '@console/shared';
import {
  LoadError,
  StartInstanceButton,
  useReportError,
  useUrlListQuery,
} from '@console/shared/ui';
import { PauseCircleOutlined, PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Badge, Button, Card, Flex, Input, Table, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import IncidentsView from '../incidents/incidents-view';
import { fetchFlowNames } from '../process-detail/api';
import { withSavedNames } from '../process-detail/flow-names';
import { fetchLatestDefinitions, fetchRunningStatistics, setKeySuspended } from './api';
import { filterByName, processRows, type ProcessRow } from './process-list';
import ProcessesViewSwitch from './processes-view-switch';

const loadRows = async () => {
  const [latest, stats, saved] = await Promise.all([
    fetchLatestDefinitions(),
    fetchRunningStatistics(),
    // Without the saved names the list still shows each key's BPMN name.
    fetchFlowNames().catch(() => []),
  ]);
  return withSavedNames(processRows(latest, stats), saved);
};

/**
 * /operator/processes/index: the deployed processes by key, with their running instances and
 * incidents, or (view=incidents) every open incident, grouped and listed. The view, the name
 * filter and the page live in the URL (bookmarkable, Back restores them).
 */
export default function ProcessesPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'incidents' ? 'incidents' : 'processes';
  return (
    <>
      <ProcessesViewSwitch
        view={view}
        onChange={(next) => setParams(next === 'incidents' ? { view: next } : {})}
      />
      {view === 'incidents' ? <IncidentsView /> : <ProcessList />}
    </>
  );
}

/** The deployed processes by key (the page's first view). */
function ProcessList() {
  const { t } = useTranslation('operator');
  const { modal, message } = App.useApp();
  const report = useReportError();
  const { params, setQuery, pagination } = useUrlListQuery();
  const name = params.get('name') ?? '';
  const { data, error, loading, reload } = useResource(loadRows, { keepPrevious: true });
  const rows = useMemo(() => filterByName(data ?? [], name), [data, name]);

  if (!data && error) return <LoadError title={t('processes.loadFailed')} onRetry={reload} />;

  const askSuspend = (row: ProcessRow) => {
    const suspend = !row.suspended;
    const verb = suspend ? 'suspend' : 'activate';
    modal.confirm({
      title: t(`processes.${verb}Title`, { name: row.name }),
      content: t(`processes.${verb}Warning`, { count: row.running }),
      okText: t(`processes.${verb}`),
      okType: suspend ? 'danger' : 'primary',
      cancelText: t('common:action.cancel'),
      onOk: () =>
        setKeySuspended(row.key, suspend)
          .then(() => {
            void message.success(t(`processes.done.${verb}`, { name: row.name }));
            reload();
          })
          .catch(report),
    });
  };

  return (
    <Card
      title={t('processes.title')}
      extra={
        <Flex gap={8}>
          <Input.Search
            key={name}
            allowClear
            defaultValue={name}
            placeholder={t('processes.filter')}
            aria-label={t('processes.filter')}
            onSearch={(text) => setQuery({ name: text.trim(), page: undefined })}
            style={{ width: 260 }}
          />
          <Button icon={<ReloadOutlined aria-hidden />} onClick={reload} loading={loading}>
            {t('common:action.refresh')}
          </Button>
        </Flex>
      }
    >
      {/* Wider than the page (1024 px), the table scrolls, its actions kept in view on the right. */}
      <Table<ProcessRow>
        rowKey="key"
        scroll={{ x: 'max-content' }}
        loading={loading && !data}
        dataSource={rows}
        locale={{ emptyText: t(name ? 'processes.noMatch' : 'processes.empty') }}
        pagination={pagination(rows.length)}
        columns={[
          {
            title: t('processes.column.name'),
            dataIndex: 'name',
            ellipsis: { showTitle: false },
            width: 240,
            render: (name: string, row) => (
              <Tooltip title={name} placement="topLeft">
                <Link to={`/operator/processes/detail?key=${encodeURIComponent(row.key)}`}>
                  {name}
                </Link>
              </Tooltip>
            ),
          },
          { title: t('processes.column.key'), dataIndex: 'key', ellipsis: true, width: 180 },
          { title: t('processes.column.versionMax'), dataIndex: 'versionMax' },
          {
            title: t('processes.column.status'),
            dataIndex: 'suspended',
            render: (suspended: boolean) =>
              suspended ? (
                <Tag color="warning">{t('processes.suspended')}</Tag>
              ) : (
                <Tag color="success">{t('processes.active')}</Tag>
              ),
          },
          { title: t('processes.column.running'), dataIndex: 'running' },
          {
            title: t('processes.column.incidents'),
            dataIndex: 'incidents',
            render: (count: number) => (count ? <Badge count={count} overflowCount={99999} /> : 0),
          },
          {
            title: t('common:action.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, row) => (
              <Flex gap={4}>
                <StartInstanceButton
                  type="link"
                  size="small"
                  target={{ key: row.key, definitionId: row.id, name: row.name }}
                  onStarted={reload}
                />
                <Button
                  type="link"
                  size="small"
                  danger={!row.suspended}
                  icon={
                    row.suspended ? (
                      <PlayCircleOutlined aria-hidden />
                    ) : (
                      <PauseCircleOutlined aria-hidden />
                    )
                  }
                  onClick={() => askSuspend(row)}
                >
                  {t(row.suspended ? 'processes.activate' : 'processes.suspend')}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}

import { useResource } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Card, Input, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import HistoryNav from '../history/history-nav';
import { useHistoryQuery } from '../history/use-history-query';
import { fetchLatestDefinitions, type LatestDefinition } from '../processes/api';
import { INSTANCES } from './routes';

/**
 * opeSystemLogs/index: the processes whose instances kept a system log, each with how many
 * instances it has had; a process opens its instance history (opeInstances?key=).
 */
export default function SystemLogsPage() {
  const { t } = useTranslation('operator');
  const { params, page, pageSize, change, setPage } = useHistoryQuery();
  const { data, error, loading, reload } = useResource(fetchLatestDefinitions);
  const name = params.get('name') ?? '';
  const rows = useMemo(() => {
    const wanted = name.trim().toLowerCase();
    return (data ?? []).filter((row) =>
      `${row.name ?? ''} ${row.key}`.toLowerCase().includes(wanted),
    );
  }, [data, name]);

  return (
    <>
      <HistoryNav />
      {error && !data ? (
        <LoadError title={t('history.loadFailed')} onRetry={reload} />
      ) : (
        <Card
          title={t('systemLogs.title')}
          extra={
            <Input.Search
              allowClear
              defaultValue={name}
              aria-label={t('systemLogs.name')}
              placeholder={t('systemLogs.name')}
              onSearch={(text) => change({ name: text.trim() || undefined, page: undefined })}
            />
          }
        >
          <Table<LatestDefinition>
            rowKey="key"
            loading={loading}
            dataSource={rows}
            locale={{ emptyText: t('systemLogs.noProcesses') }}
            pagination={{ current: page, pageSize, showSizeChanger: true, onChange: setPage }}
            columns={[
              {
                title: t('systemLogs.column.process'),
                key: 'process',
                render: (_, row) => (
                  <Link to={`${INSTANCES}?key=${encodeURIComponent(row.key)}`}>
                    {row.name ?? row.key}
                  </Link>
                ),
              },
              { title: t('systemLogs.column.key'), dataIndex: 'key' },
              { title: t('systemLogs.column.versionMax'), dataIndex: 'versionMax' },
              { title: t('systemLogs.column.instances'), dataIndex: 'countOfInstance' },
            ]}
          />
        </Card>
      )}
    </>
  );
}

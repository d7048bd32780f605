import { useFormatTime, useResource } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Button, Card, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Incident } from '../instance-detail/api';
import { ActivityLabel, useActivityNames } from '../process-detail/activity-names';
import { FlowLabel, useFlowNames } from '../process-detail/flow-names';
import { useResolveIncident } from '../instance-detail/use-resolve-incident';
import { fetchIncidentPage, keyOfDefinitionId } from './api';

/** Every open incident, newest first, paged by the server; each resolved with one retry. */
export default function IncidentsListCard({
  version,
  onResolved,
}: {
  version: number;
  onResolved: () => void;
}) {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  // `version` changes when a group was retried elsewhere on the page: read again.
  const load = useMemo(
    () => () => fetchIncidentPage(paging.page, paging.pageSize),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` only asks for a new read
    [paging, version],
  );
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  const activityNameOf = useActivityNames(
    (data?.rows ?? []).map((incident) => incident.processDefinitionId),
  );
  const flowNameOf = useFlowNames();

  // Resolving changes the page's version, which reads this list and the groups again.
  const askResolve = useResolveIncident(onResolved);

  if (error && !data) return <LoadError title={t('incidents.listFailed')} onRetry={reload} />;
  return (
    <Card title={t('incidents.listTitle')} style={{ marginTop: 16 }}>
      <Table<Incident>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data?.rows ?? []}
        locale={{ emptyText: t('incidents.noGroups') }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (count) => t('detail.total', { count }),
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        columns={[
          {
            title: t('incidents.column.message'),
            dataIndex: 'incidentMessage',
            render: (text: string | null) => (
              <Typography.Text type="danger">{text}</Typography.Text>
            ),
          },
          { title: t('incidents.column.time'), dataIndex: 'incidentTimestamp', render: formatTime },
          {
            title: t('incidents.column.activity'),
            dataIndex: 'activityId',
            render: (activityId: string, incident) => (
              <ActivityLabel
                id={activityId}
                name={activityNameOf(incident.processDefinitionId, activityId)}
              />
            ),
          },
          {
            title: t('incidents.column.instance'),
            dataIndex: 'processInstanceId',
            render: (id: string, incident) => (
              <Link
                to={`/operator/processes/detail?key=${encodeURIComponent(keyOfDefinitionId(incident.processDefinitionId))}&instance=${encodeURIComponent(id)}`}
              >
                {id}
              </Link>
            ),
          },
          {
            title: t('incidents.column.definition'),
            dataIndex: 'processDefinitionId',
            render: (definitionId: string) => {
              const key = keyOfDefinitionId(definitionId);
              return (
                <span title={definitionId}>
                  <FlowLabel processKey={key} name={flowNameOf(key)} />
                </span>
              );
            },
          },
          {
            title: t('common:action.actions'),
            key: 'resolve',
            render: (_, incident) =>
              incident.configuration ? (
                <Button type="link" size="small" onClick={() => askResolve(incident)}>
                  {t('instance.incident.resolve')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}

import { useFormatTime } from '@console/shared';
import { Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActivityLabel, useActivityNames } from '../process-detail/activity-names';
import type { Incident } from './api';
import { useResolveIncident } from './use-resolve-incident';

/**
 * The instance's open incidents, newest first (SPEC §9): message, time, activity (by name). Resolving one
 * sets its external task's retries to 1 (SPEC §4), so a worker picks the task up again.
 */
export default function IncidentsTab({
  incidents,
  onResolved,
}: {
  incidents: Incident[];
  onResolved: () => void;
}) {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const askResolve = useResolveIncident(onResolved);
  // The activity's name in the deployed BPMN, its id beside it.
  const activityNameOf = useActivityNames(
    incidents.map((incident) => incident.processDefinitionId),
  );
  return (
    <Table<Incident>
      rowKey="id"
      size="small"
      dataSource={incidents}
      pagination={false}
      locale={{ emptyText: t('instance.noIncidents') }}
      columns={[
        {
          title: t('instance.incident.message'),
          dataIndex: 'incidentMessage',
          render: (text: string | null) => <Typography.Text type="danger">{text}</Typography.Text>,
        },
        { title: t('instance.incident.time'), dataIndex: 'incidentTimestamp', render: formatTime },
        {
          title: t('instance.incident.activity'),
          dataIndex: 'activityId',
          render: (activityId: string, incident) => (
            <ActivityLabel
              id={activityId}
              name={activityNameOf(incident.processDefinitionId, activityId)}
            />
          ),
        },
        {
          title: t('common:action.actions'),
          key: 'actions',
          render: (_, incident) =>
            incident.configuration ? (
              <Button type="link" size="small" onClick={() => askResolve(incident)}>
                {t('instance.incident.resolve')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}

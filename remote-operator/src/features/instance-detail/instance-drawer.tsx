import { useFormatTime, useLoadedModule, useResource } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Descriptions, Drawer, Skeleton, Tabs, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBpmnViewer } from '../../components/load-bpmn-viewer';
import { fetchDiagramXml } from '../process-detail/api';
import { consoleState, STATE_COLOR } from '../process-detail/instance-state';
import ActivityTreeTab from './activity-tree-tab';
import { fetchIncidents, fetchInstance, fetchPath } from './api';
import IncidentsTab from './incidents-tab';
import { pathMarkers } from './path';
import TaskLogTab from './task-log-tab';
import VariablesTab from './variables-tab';

const NO_BADGES: never[] = [];

const loadInstance = (id: string) => async () => {
  const instance = await fetchInstance(id);
  const [xml, path, incidents] = await Promise.all([
    fetchDiagramXml(instance.processDefinitionId),
    fetchPath(id),
    fetchIncidents(id),
  ]);
  return { instance, xml, path, incidents };
};

/**
 * One instance: its figures, the path it took on the diagram (failed activities in red), and
 * tabs for its variables, activity tree, incidents and external-task log.
 */
export default function InstanceDrawer({
  instanceId,
  onClose,
}: {
  instanceId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const load = useMemo(() => loadInstance(instanceId), [instanceId]);
  const { data, error, reload } = useResource(load, { keepPrevious: true });
  const BpmnViewer = useLoadedModule(loadBpmnViewer)?.default;
  const markers = useMemo(() => (data ? pathMarkers(data.path, data.incidents) : {}), [data]);
  const running = data ? !data.instance.endTime : false;
  const state = data
    ? consoleState({ state: data.instance.state, incidents: data.incidents.length })
    : null;

  return (
    <Drawer open size={960} title={t('instance.title', { id: instanceId })} onClose={onClose}>
      {error && !data ? (
        <LoadError title={t('instance.loadFailed')} onRetry={reload} />
      ) : !data || !state ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              {
                key: 'businessKey',
                label: t('detail.column.businessKey'),
                children: data.instance.businessKey ?? '—',
              },
              {
                key: 'state',
                label: t('detail.column.state'),
                children: <Tag color={STATE_COLOR[state]}>{t(`state.${state}`)}</Tag>,
              },
              {
                key: 'start',
                label: t('detail.column.startTime'),
                children: formatTime(data.instance.startTime),
              },
              {
                key: 'end',
                label: t('detail.column.endTime'),
                children: formatTime(data.instance.endTime) || '—',
              },
              {
                key: 'definition',
                label: t('instance.definition'),
                children: `${data.instance.processDefinitionKey} v${data.instance.processDefinitionVersion}`,
              },
            ]}
          />
          {BpmnViewer ? (
            <BpmnViewer xml={data.xml} badges={NO_BADGES} markers={markers} height={260} />
          ) : (
            <Skeleton active />
          )}
          <Tabs
            defaultActiveKey={data.incidents.length ? 'incidents' : 'variables'}
            items={[
              {
                key: 'variables',
                label: t('instance.tab.variables'),
                children: <VariablesTab instanceId={instanceId} running={running} />,
              },
              {
                key: 'tree',
                label: t('instance.tab.tree'),
                children: (
                  <ActivityTreeTab instanceId={instanceId} running={running} path={data.path} />
                ),
              },
              {
                key: 'incidents',
                label: t('instance.tab.incidents', { count: data.incidents.length }),
                children: <IncidentsTab incidents={data.incidents} onResolved={reload} />,
              },
              {
                key: 'log',
                label: t('instance.tab.log'),
                children: <TaskLogTab instanceId={instanceId} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}

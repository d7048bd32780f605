import { useLoadedModule, useResource } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Alert, Card, Flex, Segmented, Select, Skeleton, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiagramActivity } from '../../components/bpmn-viewer';
import {
  fetchActivityHeat,
  fetchActivityStatistics,
  fetchDiagramXml,
  type ActivityHeat,
  type ActivityStatistics,
  type DefinitionVersion,
} from './api';
import type { DetailQuery } from './detail-query';
import { FIRST_PAGE } from './detail-query';
import { heatBadges, runningBadges, type BadgeLabel } from './diagram-badges';
import { useFlowNames } from './flow-names';

import { loadBpmnViewer } from '../../components/load-bpmn-viewer';

type LoadedDiagram =
  | { kind: 'heat'; xml: string; figures: ActivityHeat[] }
  | { kind: 'running'; xml: string; figures: ActivityStatistics[] };

interface Props {
  versions: DefinitionVersion[];
  definition: DefinitionVersion | undefined;
  query: DetailQuery;
  onChange: (changes: Record<string, string | number | undefined>) => void;
  /** Changes when what the figures count has changed (a batch ended): they are read again. */
  refreshed?: number;
}

/** The chosen version's diagram with its running figures or its heat map, and the version switcher. */
export default function DiagramCard({
  versions,
  definition,
  query,
  onChange,
  refreshed = 0,
}: Props) {
  const { t } = useTranslation('operator');
  const [diagramError, setDiagramError] = useState<string>();
  const [activities, setActivities] = useState<DiagramActivity[]>([]);
  // Loads from the first render on, alongside the diagram's calls.
  const BpmnViewer = useLoadedModule(loadBpmnViewer)?.default;
  // The header names the flow as it was saved in the modeler, its key beside it.
  const flowNameOf = useFlowNames();
  const id = definition?.id;
  const loadDiagram = useMemo(() => {
    if (!id) return null;
    const heat = query.heat;
    return async (): Promise<LoadedDiagram> => {
      const xml = fetchDiagramXml(id);
      return heat
        ? { kind: 'heat', figures: await fetchActivityHeat(id), xml: await xml }
        : { kind: 'running', figures: await fetchActivityStatistics(id), xml: await xml };
    };
  }, [id, query.heat]);
  const diagram = useResource(loadDiagram, { keepPrevious: true });
  const { reload: reloadDiagram } = diagram;
  useEffect(() => {
    if (refreshed) reloadDiagram();
  }, [refreshed, reloadDiagram]);
  const label = useCallback<BadgeLabel>((kind, count) => t(`detail.badge.${kind}`, { count }), [t]);
  const badges = useMemo(() => {
    const data = diagram.data;
    if (!data) return [];
    return data.kind === 'heat'
      ? heatBadges(data.figures, label)
      : runningBadges(data.figures, label);
  }, [diagram.data, label]);
  const markers = useMemo(
    (): Record<string, string[]> =>
      query.activityId ? { [query.activityId]: ['console-selected'] } : {},
    [query.activityId],
  );
  const chooseActivity = useCallback(
    (activityId: string | undefined) => onChange({ activityId, ...FIRST_PAGE }),
    [onChange],
  );
  const activityName = (activityId: string) =>
    activities.find((activity) => activity.id === activityId)?.name || activityId;

  const title = definition ? (
    <Flex gap={8} align="center">
      <Typography.Text strong>
        {flowNameOf(definition.key) ?? definition.name ?? definition.key}
      </Typography.Text>
      <Tag>{definition.key}</Tag>
      {definition.suspended ? (
        <Tag color="warning">{t('processes.suspended')}</Tag>
      ) : (
        <Tag color="success">{t('processes.active')}</Tag>
      )}
    </Flex>
  ) : (
    t('detail.loading')
  );
  return (
    <Card
      title={title}
      extra={
        <Flex gap={8} wrap>
          <Select
            aria-label={t('detail.version')}
            style={{ width: 140 }}
            value={definition?.version}
            options={versions.map((row) => ({
              value: row.version,
              label: t('detail.versionLabel', { version: row.version }),
            }))}
            onChange={(version: number) =>
              onChange({
                version: version === versions[0]?.version ? undefined : version,
                activityId: undefined,
                ...FIRST_PAGE,
              })
            }
          />
          <Select
            aria-label={t('detail.activity')}
            placeholder={t('detail.anyActivity')}
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 200 }}
            value={query.activityId}
            options={activities.map((activity) => ({
              value: activity.id,
              label: activityName(activity.id),
            }))}
            onChange={(activityId?: string) => chooseActivity(activityId)}
          />
          <Segmented
            aria-label={t('detail.overlay')}
            value={query.heat ? 'heat' : 'running'}
            options={[
              { value: 'running', label: t('detail.overlayRunning') },
              { value: 'heat', label: t('detail.overlayHeat') },
            ]}
            onChange={(value) => onChange({ overlay: value === 'heat' ? 'heat' : undefined })}
          />
        </Flex>
      }
    >
      {diagram.error && !diagram.data ? (
        <LoadError title={t('detail.diagramFailed')} onRetry={diagram.reload} />
      ) : diagramError ? (
        <Alert
          type="error"
          showIcon
          message={t('detail.diagramUnreadable')}
          description={diagramError}
        />
      ) : !diagram.data || !BpmnViewer ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <BpmnViewer
            xml={diagram.data.xml}
            badges={badges}
            markers={markers}
            onActivityClick={chooseActivity}
            onImported={setActivities}
            onError={setDiagramError}
          />
          <Typography.Text type="secondary">
            {t(query.heat ? 'detail.heatHint' : 'detail.runningHint')}
          </Typography.Text>
        </>
      )}
    </Card>
  );
}

import { useResource, useSettings } from '@console/shared';
import { LoadError, StartInstanceButton } from '@console/shared/ui';
import { Breadcrumb, Empty, Flex, Tabs } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import InstanceDrawer from '../instance-detail/instance-drawer';
import { fetchVersions } from './api';
import {
  detailQueryOf,
  FIRST_PAGE,
  instanceFilters,
  withChanges,
  type InstanceTab,
} from './detail-query';
import DiagramCard from './diagram-card';
import InstancesPanel from './instances-panel';

/**
 * /operator/processes/detail?key=: one process — its versions, its diagram with the running
 * figures or the heat map, and its running and finished instances. Everything chosen lives in
 * the URL (bookmarkable; Back restores it).
 */
export default function ProcessDetailPage() {
  const { t } = useTranslation('operator');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => detailQueryOf(params), [params]);
  const timezone = useSettings((state) => state.timezone);
  const change = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams((current) => withChanges(current, changes)),
    [setParams],
  );
  const loadVersions = useMemo(
    () => (query.key ? () => fetchVersions(query.key) : null),
    [query.key],
  );
  const versions = useResource(loadVersions);
  // Counts the stop batches that ended here: the diagram's figures are read again after each.
  const [batchesEnded, setBatchesEnded] = useState(0);

  const crumbs = (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={[
        { title: <Link to="/operator/processes/index">{t('processes.title')}</Link> },
        { title: query.key || '—' },
      ]}
    />
  );
  if (!query.key) return <Empty description={t('detail.noKey')} />;
  if (versions.error && !versions.data) {
    return (
      <>
        {crumbs}
        <LoadError title={t('detail.loadFailed', { key: query.key })} onRetry={versions.reload} />
      </>
    );
  }
  const all = versions.data ?? [];
  const definition = all.find((row) => row.version === query.version) ?? all[0];
  if (versions.data && !definition) {
    return (
      <>
        {crumbs}
        <Empty description={t('detail.unknownKey', { key: query.key })} />
      </>
    );
  }
  const filters = definition ? instanceFilters(query, definition.id, timezone) : null;

  return (
    <>
      <Flex justify="space-between" align="start" gap={8} wrap>
        {crumbs}
        {definition && (
          <StartInstanceButton
            type="primary"
            target={{
              key: query.key,
              definitionId: definition.id,
              name: definition.name ?? query.key,
              version: definition.version,
            }}
            // The diagram's figures count the new instance; the toast's link opens it.
            onStarted={() => setBatchesEnded((n) => n + 1)}
          />
        )}
      </Flex>
      <DiagramCard
        versions={all}
        definition={definition}
        query={query}
        onChange={change}
        refreshed={batchesEnded}
      />
      {definition && filters && (
        <Tabs
          style={{ marginTop: 16 }}
          activeKey={query.tab}
          onChange={(tab) =>
            change({ tab: tab === 'running' ? undefined : tab, state: undefined, ...FIRST_PAGE })
          }
          items={(['running', 'finished'] as InstanceTab[]).map((tab) => ({
            key: tab,
            label: t(`detail.tab.${tab}`),
            children:
              tab === query.tab ? (
                <InstancesPanel
                  query={query}
                  filters={filters}
                  definition={definition}
                  onChange={change}
                  onBatchEnded={() => setBatchesEnded((n) => n + 1)}
                />
              ) : null,
          }))}
        />
      )}
      {definition && query.instance && (
        <InstanceDrawer
          instanceId={query.instance}
          onClose={() => change({ instance: undefined })}
        />
      )}
    </>
  );
}

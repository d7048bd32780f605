import { useFormatTime, useResource } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Empty, Timeline, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchActivityTree, type ActivityInstance, type PassedActivity } from './api';

const treeNodes = (node: ActivityInstance): DataNode => ({
  key: node.id,
  title: `${node.activityName || node.activityId} (${node.activityType})`,
  children: node.childActivityInstances.map(treeNodes),
});

/**
 * Where a running instance is now (its activity instance tree), and for every instance the
 * activities it passed, in order.
 */
export default function ActivityTreeTab(props: {
  instanceId: string;
  running: boolean;
  path: PassedActivity[];
}) {
  const { instanceId, running, path } = props;
  const { t } = useTranslation('operator');
  const formatTime = useFormatTime();
  const load = useMemo(
    () => (running ? () => fetchActivityTree(instanceId) : null),
    [instanceId, running],
  );
  const tree = useResource(load);
  const nodes = useMemo(() => (tree.data ? [treeNodes(tree.data)] : []), [tree.data]);

  return (
    <>
      {running && (
        <>
          <Typography.Title level={5}>{t('instance.tree.now')}</Typography.Title>
          {tree.error && !tree.data ? (
            <LoadError title={t('instance.tree.failed')} onRetry={tree.reload} />
          ) : (
            <Tree treeData={nodes} defaultExpandAll selectable={false} key={nodes.length} />
          )}
        </>
      )}
      <Typography.Title level={5}>{t('instance.tree.path')}</Typography.Title>
      {path.length ? (
        <Timeline
          items={path.map((step) => ({
            key: step.id,
            color: step.canceled ? 'gray' : step.endTime ? 'green' : 'blue',
            children: `${formatTime(step.startTime)} ${step.activityName || step.activityId} (${step.activityType})${
              step.canceled ? ` — ${t('instance.tree.canceled')}` : ''
            }`,
          }))}
        />
      ) : (
        <Empty description={t('instance.tree.noPath')} />
      )}
    </>
  );
}

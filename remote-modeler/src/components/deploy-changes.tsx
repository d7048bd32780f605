import { useResource } from '@console/shared';
import { Alert, Flex, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { processKeyOf } from '../features/process-list/flow-rows';
import type { DiffElement, FlowDiff } from './bpmn-diff';
import { fetchLatestDeployed } from './deploy-api';

async function changesOf(xml: string) {
  const key = processKeyOf(xml);
  const deployed = key ? await fetchLatestDeployed(key) : null;
  if (!deployed) return { key, version: null, diff: null };
  const { diffFlows } = await import('./bpmn-diff');
  return { key, version: deployed.version, diff: await diffFlows(deployed.xml, xml) };
}

const label = (element: DiffElement) =>
  element.name ? `${element.name} (${element.id})` : element.id;

function Group(props: {
  title: string;
  color: string;
  elements: DiffElement[];
  note?: (e: DiffElement) => string;
}) {
  if (!props.elements.length) return null;
  return (
    <div>
      <Typography.Text strong>
        {props.title} ({props.elements.length})
      </Typography.Text>
      <Flex wrap gap={4} style={{ marginTop: 4 }}>
        {props.elements.map((element) => (
          <Tag key={element.id} color={props.color} title={element.type}>
            {label(element)}
            {props.note?.(element)}
          </Tag>
        ))}
      </Flex>
    </div>
  );
}

/**
 * What this deploy changes against the deployed version of the same key (added, removed,
 * changed and moved elements), which the editor also marks on its diagram through `onDiff`.
 */
export function DeployChanges({
  xml,
  onDiff,
}: {
  xml: string;
  onDiff?: (diff: FlowDiff | null) => void;
}) {
  const { t } = useTranslation('modeler');
  const { data, error, loading } = useResource(useCallback(() => changesOf(xml), [xml]));
  useEffect(() => onDiff?.(data?.diff ?? null), [data, onDiff]);

  if (loading && !data) return <Spin size="small" />;
  if (error) {
    const message = error instanceof Error ? error.message : String(error);
    return <Alert type="warning" showIcon title={t('deploy.diffFailed', { message })} />;
  }
  if (!data?.diff) {
    return (
      <Alert type="info" showIcon title={t('deploy.firstVersion', { key: data?.key ?? '' })} />
    );
  }
  const { diff, version } = data;
  const empty =
    !diff.added.length && !diff.removed.length && !diff.changed.length && !diff.moved.length;
  return (
    <section aria-label={t('deploy.changes', { version })}>
      <Typography.Title level={5}>{t('deploy.changes', { version })}</Typography.Title>
      {empty ? (
        <Typography.Text type="secondary">{t('deploy.noChanges', { version })}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <Group title={t('deploy.added')} color="green" elements={diff.added} />
          <Group title={t('deploy.removed')} color="red" elements={diff.removed} />
          <Group
            title={t('deploy.changed')}
            color="orange"
            elements={diff.changed}
            note={(element) => {
              const changed = diff.changed.find((c) => c.id === element.id);
              return changed ? `: ${changed.attributes.join(', ')}` : '';
            }}
          />
          <Group title={t('deploy.layout')} color="blue" elements={diff.moved} />
        </Flex>
      )}
    </section>
  );
}

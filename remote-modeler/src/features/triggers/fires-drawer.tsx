import { useFormatTime, useResource, type Trigger, type TriggerFireEntry } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Drawer, Flex, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchTriggerFires } from './api';

/** SPEC §9: drawers are 260 px wide. */
const DRAWER_WIDTH = 260;

const OUTCOME_COLOR: Record<TriggerFireEntry['outcome'], string> = {
  started: 'green',
  correlated: 'blue',
  failed: 'red',
};

/**
 * The operator's page of an instance (remote-operator's routes): the process page opened on it
 * when the flow is known, else the instance's system log (a correlated message's instance).
 */
export const instanceLink = (processKey: string | null, instanceId: string) =>
  processKey
    ? `/operator/processes/detail?key=${encodeURIComponent(processKey)}&instance=${encodeURIComponent(instanceId)}`
    : `/operator/opeHistory/opeSystemLogs/opeLog?id=${encodeURIComponent(instanceId)}`;

function FireItem({ fire, trigger }: { fire: TriggerFireEntry; trigger: Trigger }) {
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  return (
    <Flex vertical gap={2} role="listitem" data-testid="trigger-fire">
      <Flex justify="space-between" align="center">
        <Tag color={OUTCOME_COLOR[fire.outcome]}>{t(`triggers.fires.outcome.${fire.outcome}`)}</Tag>
        <Typography.Text type="secondary">{formatTime(fire.at)}</Typography.Text>
      </Flex>
      <Typography.Text>{t('triggers.fires.slot', { time: formatTime(fire.slot) })}</Typography.Text>
      {fire.error && <Typography.Text type="danger">{fire.error}</Typography.Text>}
      {fire.instanceId && (
        <Link to={instanceLink(trigger.processKey, fire.instanceId)}>
          {t('triggers.fires.instance', { id: fire.instanceId })}
        </Link>
      )}
    </Flex>
  );
}

/** A timer's recent fires, newest first: what each slot started, or why it failed. */
export function FiresDrawer({ trigger, onClose }: { trigger: Trigger; onClose: () => void }) {
  const { t } = useTranslation('modeler');
  // The drawer shows one trigger: the loader of its first render is kept.
  const [load] = useState(() => () => fetchTriggerFires(trigger.id));
  const { data, failed, reload } = useResource(load);
  return (
    <Drawer
      open
      size={DRAWER_WIDTH}
      title={t('triggers.fires.title', { name: trigger.name })}
      onClose={onClose}
    >
      {!data && failed ? (
        <LoadError title={t('triggers.fires.loadFailed')} onRetry={reload} />
      ) : !data ? (
        <Spin />
      ) : data.length ? (
        <Flex vertical gap={16} role="list" aria-label={t('triggers.fires.list')}>
          {data.map((fire) => (
            <FireItem key={fire.id} fire={fire} trigger={trigger} />
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('triggers.fires.none')}</Typography.Text>
      )}
    </Drawer>
  );
}

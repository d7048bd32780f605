import { useFormatTime, useResource, type MonitorEvent, type MonitorView } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Drawer, Flex, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchMonitorEvents } from './api';
import { useAutoRefresh } from './use-auto-refresh';

/** SPEC §9: drawers are 260 px wide. */
const DRAWER_WIDTH = 260;

const OUTCOME_COLOR: Record<MonitorEvent['outcome'], string> = {
  started: 'green',
  correlated: 'blue',
  failed: 'red',
};

/** The operator's page of one process, opened on the instance (remote-operator's route). */
export const instanceLink = (processKey: string, instanceId: string) =>
  `/operator/processes/detail?key=${encodeURIComponent(processKey)}&instance=${encodeURIComponent(instanceId)}`;

/** What the monitor saw, as `name: value` pairs (a file's path, a message's queue…). */
const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(
      ([name, value]) =>
        `${name}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join(', ');

function EventItem({ event, processKey }: { event: MonitorEvent; processKey: string }) {
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  const detail = detailText(event.detail);
  return (
    <Flex vertical gap={2} role="listitem" data-testid="monitor-event">
      <Flex justify="space-between" align="center">
        <Tag color={OUTCOME_COLOR[event.outcome]}>
          {t(`monitors.events.outcome.${event.outcome}`)}
        </Tag>
        <Typography.Text type="secondary">{formatTime(event.at)}</Typography.Text>
      </Flex>
      <Typography.Text strong ellipsis={{ tooltip: event.eventKey }}>
        {event.eventKey}
      </Typography.Text>
      {detail && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: detail }}>
          {detail}
        </Typography.Text>
      )}
      {event.error && <Typography.Text type="danger">{event.error}</Typography.Text>}
      {event.instanceId && (
        <Link to={instanceLink(processKey, event.instanceId)}>
          {t('monitors.events.instance', { id: event.instanceId })}
        </Link>
      )}
    </Flex>
  );
}

/** A monitor's recent events, newest first, read again every few seconds while open. */
export function EventsDrawer({ monitor, onClose }: { monitor: MonitorView; onClose: () => void }) {
  const { t } = useTranslation('modeler');
  // The drawer shows one monitor: the loader of its first render is kept.
  const [load] = useState(() => () => fetchMonitorEvents(monitor.id));
  const { data, failed, reload } = useResource(load, { keepPrevious: true });
  useAutoRefresh(reload, !failed);
  return (
    <Drawer
      open
      size={DRAWER_WIDTH}
      title={t('monitors.events.title', { name: monitor.name })}
      onClose={onClose}
    >
      {!data && failed ? (
        <LoadError title={t('monitors.events.loadFailed')} onRetry={reload} />
      ) : !data ? (
        <Spin />
      ) : data.length ? (
        <Flex vertical gap={16} role="list" aria-label={t('monitors.events.list')}>
          {data.map((event) => (
            <EventItem key={event.id} event={event} processKey={monitor.processKey} />
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('monitors.events.none')}</Typography.Text>
      )}
    </Drawer>
  );
}

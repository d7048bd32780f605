import type { MonitorView } from '@console/shared';
import { Badge, Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** SPEC's state (ACTIVE or INACTIVE) and, while active, what the runner reports. */
export function MonitorState({ monitor }: { monitor: MonitorView }) {
  const { t } = useTranslation('modeler');
  const active = monitor.state === 'ACTIVE';
  return (
    <Flex vertical gap={4} align="flex-start">
      <Tag color={active ? 'green' : 'default'}>{t(`monitors.state.${monitor.state}`)}</Tag>
      {monitor.status === 'running' && (
        <Badge status="processing" text={t('monitors.state.running')} />
      )}
      {monitor.status === 'failing' && (
        <Tooltip title={monitor.lastError}>
          {/* Focusable, so that the reason shows from the keyboard too. */}
          <span tabIndex={0} data-testid="monitor-failing">
            <Badge status="error" text={t('monitors.state.failing')} />
          </span>
        </Tooltip>
      )}
    </Flex>
  );
}

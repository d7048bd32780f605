import { useFormatTime, useResource, type AutomationOutcome } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Drawer, Flex, Spin, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAutoRefresh } from './use-auto-refresh';

/** SPEC §9: drawers are 260 px wide. */
const DRAWER_WIDTH = 260;

const OUTCOME_COLOR: Record<AutomationOutcome, string> = {
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

/** What a monitor's event and a trigger's fire have alike. */
interface Delivery {
  id: number;
  outcome: AutomationOutcome;
  instanceId: string | null;
  error: string | null;
  at: string;
}

/** The feature's texts: `title`, `list`, `none`, `loadFailed`, `outcome.*` and `instance`. */
type DrawerTexts = 'monitors.events' | 'triggers.fires';

interface RecentDrawerProps<D extends Delivery> {
  texts: DrawerTexts;
  /** Whose deliveries these are: the title names it. */
  name: string;
  /** The flow the deliveries start, to link their instances; null when unknown. */
  processKey: string | null;
  /** Reads the deliveries, newest first; the loader of the first render is kept. */
  load: () => Promise<D[]>;
  /** Reads them again every few seconds while open. */
  autoRefresh?: boolean;
  /** The test id of each entry. */
  entryTestId: string;
  /** What the feature tells of an entry, under its outcome and time. */
  details: (delivery: D) => ReactNode;
  onClose: () => void;
}

function DeliveryItem<D extends Delivery>(props: {
  delivery: D;
  texts: DrawerTexts;
  processKey: string | null;
  testId: string;
  details: ReactNode;
}) {
  const { delivery, texts } = props;
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  return (
    <Flex vertical gap={2} role="listitem" data-testid={props.testId}>
      <Flex justify="space-between" align="center">
        <Tag color={OUTCOME_COLOR[delivery.outcome]}>
          {t(`${texts}.outcome.${delivery.outcome}`)}
        </Tag>
        <Typography.Text type="secondary">{formatTime(delivery.at)}</Typography.Text>
      </Flex>
      {props.details}
      {delivery.error && <Typography.Text type="danger">{delivery.error}</Typography.Text>}
      {delivery.instanceId && (
        <Link to={instanceLink(props.processKey, delivery.instanceId)}>
          {t(`${texts}.instance`, { id: delivery.instanceId })}
        </Link>
      )}
    </Flex>
  );
}

/** A monitor's recent events or a timer's recent fires: what each started, or why it failed. */
export function RecentDrawer<D extends Delivery>({
  texts,
  name,
  processKey,
  load,
  autoRefresh = false,
  entryTestId,
  details,
  onClose,
}: RecentDrawerProps<D>) {
  const { t } = useTranslation('modeler');
  const [loader] = useState(() => load);
  const { data, failed, reload } = useResource(loader, { keepPrevious: true });
  useAutoRefresh(reload, autoRefresh && !failed);
  return (
    <Drawer open size={DRAWER_WIDTH} title={t(`${texts}.title`, { name })} onClose={onClose}>
      {!data && failed ? (
        <LoadError title={t(`${texts}.loadFailed`)} onRetry={reload} />
      ) : !data ? (
        <Spin />
      ) : data.length ? (
        <Flex vertical gap={16} role="list" aria-label={t(`${texts}.list`)}>
          {data.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              delivery={delivery}
              texts={texts}
              processKey={processKey}
              testId={entryTestId}
              details={details(delivery)}
            />
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t(`${texts}.none`)}</Typography.Text>
      )}
    </Drawer>
  );
}

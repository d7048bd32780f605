import { useFormatTime, type Trigger } from '@console/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecentDrawer } from '../automation-common/recent-drawer';
import { fetchTriggerFires } from './api';

/** A timer's recent fires, newest first: what each slot started, or why it failed. */
export function FiresDrawer({ trigger, onClose }: { trigger: Trigger; onClose: () => void }) {
  const { t } = useTranslation('modeler');
  const formatTime = useFormatTime();
  return (
    <RecentDrawer
      texts="triggers.fires"
      name={trigger.name}
      processKey={trigger.processKey}
      load={() => fetchTriggerFires(trigger.id)}
      entryTestId="trigger-fire"
      details={(fire) => (
        <Typography.Text>
          {t('triggers.fires.slot', { time: formatTime(fire.slot) })}
        </Typography.Text>
      )}
      onClose={onClose}
    />
  );
}

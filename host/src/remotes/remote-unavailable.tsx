import { useSettings } from '@console/shared';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaDescriptor } from '../routing/areas';
import { useRemotes } from './store';

/**
 * The fallback page of an area whose remote could not be loaded, or of which no deployed
 * version runs on this host (then it says which version needs what).
 */
export function RemoteUnavailable({ area }: { area: AreaDescriptor }) {
  const { t } = useTranslation('host');
  const retry = useRemotes((state) => state.retry);
  const choice = useRemotes((state) => state.versions[area.remote]);
  const unfit = choice && !choice.load && choice.skipped;
  const [retrying, setRetrying] = useState(false);
  const lang = useSettings((state) => state.lang);
  const name = area.menu.titles[lang];
  return (
    <Result
      status="warning"
      title={t('remote.unavailableTitle', { area: name })}
      subTitle={
        unfit
          ? t('remote.noFittingText', { area: name, reason: t('remote.skipped', { ...unfit }) })
          : t('remote.unavailableText', { area: name })
      }
      extra={
        <Button
          type="primary"
          loading={retrying}
          onClick={() => {
            setRetrying(true);
            void retry(area.remote).finally(() => setRetrying(false));
          }}
        >
          {t('common:action.retry')}
        </Button>
      }
    />
  );
}

import { ReloadOutlined } from '@ant-design/icons';
import { COMMON_NS, HandledError, useResource } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchReleases } from './api';
import { AreaCard } from './area-card';
import { ReleaseModal, type ReleaseTarget } from './release-modal';

/** Load counts move while the page is open: it reads the view again this often. */
export const RELEASES_REFRESH_MS = 30_000;

/**
 * /account/releases: each area's versions, who gets which and how they load; release, promote,
 * roll back and withdraw (the platform tenant's sys users; the server refuses anyone else).
 */
export default function ReleasesPage() {
  const { t } = useTranslation('host');
  const { t: common } = useTranslation(COMMON_NS);
  const view = useResource(fetchReleases, { keepPrevious: true });
  const [target, setTarget] = useState<ReleaseTarget | null>(null);
  const { reload } = view;
  const loaded = view.data !== undefined;

  // Polls only once the view has loaded: a refused caller is not told again every 30 s.
  useEffect(() => {
    if (!loaded) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') reload();
    }, RELEASES_REFRESH_MS);
    return () => clearInterval(timer);
  }, [loaded, reload]);

  if (view.failed && !view.data) {
    // A 403 names who may manage releases: that is the screen's title, not "could not load".
    const forbidden = view.error instanceof HandledError && view.error.status === 403;
    return (
      <LoadError
        title={forbidden ? (view.error as HandledError).message : t('releases.loadFailed')}
        onRetry={reload}
      />
    );
  }
  const data = view.data;
  return (
    <Card
      title={t('releases.title')}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={reload} loading={view.loading}>
          {common('action.refresh')}
        </Button>
      }
    >
      <Spin spinning={!data}>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {t('releases.intro')}
          </Typography.Paragraph>
          {data && (
            <Typography.Text type="secondary">
              {data.hostContract
                ? t('releases.hostContract', { version: data.hostContract })
                : t('releases.hostContractUnknown')}{' '}
              {t('releases.autoWithdraw', { count: data.failureUsers })}
            </Typography.Text>
          )}
          {data?.areas.map((area) => (
            <AreaCard
              key={area.remote}
              area={area}
              hostContract={data.hostContract}
              onRelease={(version) => setTarget({ area, version })}
              onChanged={reload}
            />
          ))}
          {data?.areas.length === 0 && <Empty description={t('releases.empty')} />}
        </Flex>
      </Spin>
      {target && data && (
        <ReleaseModal
          target={target}
          tenants={data.tenants}
          onClose={() => setTarget(null)}
          onDone={reload}
        />
      )}
    </Card>
  );
}

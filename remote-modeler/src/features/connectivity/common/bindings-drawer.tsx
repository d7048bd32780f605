import { useResource, type BindingPlace } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Drawer, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BindingPlaces } from './binding-places';

/** SPEC §9: drawers are 260 px wide. */
const DRAWER_WIDTH = 260;

/** Where a connector or a credential is bound: the process topics that use it. */
export function BindingsDrawer({
  name,
  load,
  onClose,
}: {
  name: string;
  /** Read once, when the drawer opens. */
  load: () => Promise<BindingPlace[]>;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  // The drawer shows one row's places: the loader of its first render is kept.
  const [loader] = useState(() => load);
  const { data, failed, reload } = useResource(loader);
  return (
    <Drawer open size={DRAWER_WIDTH} title={t('conn.bindings.title', { name })} onClose={onClose}>
      {failed ? (
        <LoadError title={t('conn.bindings.loadFailed')} onRetry={reload} />
      ) : !data ? (
        <Spin />
      ) : data.length ? (
        <BindingPlaces places={data} />
      ) : (
        <Typography.Text type="secondary">{t('conn.bindings.none')}</Typography.Text>
      )}
    </Drawer>
  );
}

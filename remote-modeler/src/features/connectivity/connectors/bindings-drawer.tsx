import { useResource, type ConnectorDetail } from '@console/shared';
import { LoadError } from '@console/shared/ui';
import { Drawer, Spin, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchConnectorBindings } from '../common/api';
import { BindingPlaces } from '../common/binding-places';

/** SPEC §9: drawers are 260 px wide. */
const DRAWER_WIDTH = 260;

/** Where a connector is bound: the process topics that run it. */
export function BindingsDrawer({
  connector,
  onClose,
}: {
  connector: ConnectorDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  const loader = useCallback(() => fetchConnectorBindings(connector.id), [connector.id]);
  const { data, failed, reload } = useResource(loader);
  return (
    <Drawer
      open
      size={DRAWER_WIDTH}
      title={t('conn.bindings.title', { name: connector.name })}
      onClose={onClose}
    >
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

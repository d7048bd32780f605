import { useResource, type ConnectorDetail } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchConnectorBindings } from '../common/api';
import { ConnectivityTable } from '../common/connectivity-table';
import { useDeleteBound } from '../common/use-delete-bound';
import { deleteComposeConnector, fetchComposeConnectors, fetchComposePackages } from './api';
import { ComposeModal } from './compose-modal';
import { stepsOf } from './compose-steps';

/** The Compose tab: connectors that run several commands in turn. */
export function ComposeTab() {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const connectors = useResource(fetchComposeConnectors, { keepPrevious: true });
  const packages = useResource(fetchComposePackages);
  const deleteBound = useDeleteBound();
  const [editing, setEditing] = useState<ConnectorDetail | 'new' | null>(null);

  return (
    <>
      <ConnectivityTable<ConnectorDetail>
        resource={connectors}
        loadFailed={t('conn.compose.loadFailed')}
        createLabel={t('conn.compose.new')}
        onCreate={() => setEditing('new')}
        columns={[
          {
            title: t('conn.compose.steps'),
            key: 'steps',
            render: (_, row) => stepsOf(row).length,
          },
          { title: t('conn.field.timeout'), dataIndex: 'timeout' },
        ]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={() =>
              void deleteBound({
                name: row.name,
                bindings: () => fetchConnectorBindings(row.id),
                remove: () => deleteComposeConnector(row.id),
                deleted: t('conn.compose.deleted'),
                onDeleted: connectors.reload,
              })
            }
          />
        )}
      />
      {editing && (
        <ComposeModal
          connector={editing === 'new' ? undefined : editing}
          packages={packages.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            void message.success(t('conn.saved'));
            connectors.reload();
          }}
        />
      )}
    </>
  );
}

import { useResource, type ConnectorDetail } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConnector, fetchConnectorBindings } from '../common/api';
import { ConnectivityTable } from '../common/connectivity-table';
import { useDeleteBound } from '../common/use-delete-bound';
import { fetchMappingConnectors } from './api';
import { MappingModal } from './mapping-modal';

/** The Mapping tab: JSONata expressions that reshape a task's variables. */
export function MappingTab() {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const connectors = useResource(fetchMappingConnectors, { keepPrevious: true });
  const deleteBound = useDeleteBound();
  const [editing, setEditing] = useState<ConnectorDetail | 'new' | null>(null);

  return (
    <>
      <ConnectivityTable<ConnectorDetail>
        resource={connectors}
        loadFailed={t('conn.mapping.loadFailed')}
        createLabel={t('conn.mapping.new')}
        onCreate={() => setEditing('new')}
        columns={[]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={() =>
              void deleteBound({
                name: row.name,
                bindings: () => fetchConnectorBindings(row.id),
                remove: () => deleteConnector(row.id, 'mapping'),
                deleted: t('conn.mapping.deleted'),
                onDeleted: connectors.reload,
              })
            }
          />
        )}
      />
      {editing && (
        <MappingModal
          connector={editing === 'new' ? undefined : editing}
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

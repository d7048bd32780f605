import { useResource, type ConnectorDetail } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConnector, fetchConnectorBindings } from '../common/api';
import { ConnectivityTable } from '../common/connectivity-table';
import { useDeleteBound } from '../common/use-delete-bound';
import { fetchEventConnectors } from './api';
import { EventModal } from './event-modal';

/** The Event tab: scripts that turn an incoming event into a process's variables. */
export function EventTab() {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const connectors = useResource(fetchEventConnectors, { keepPrevious: true });
  const deleteBound = useDeleteBound();
  const [editing, setEditing] = useState<ConnectorDetail | 'new' | null>(null);

  return (
    <>
      <ConnectivityTable<ConnectorDetail>
        resource={connectors}
        loadFailed={t('conn.event.loadFailed')}
        createLabel={t('conn.event.new')}
        onCreate={() => setEditing('new')}
        columns={[
          {
            title: t('conn.event.messageName'),
            key: 'messageName',
            render: (_, row) => {
              const name = row.parameters.messageName;
              return typeof name === 'string' && name ? name : '—';
            },
          },
        ]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={() =>
              void deleteBound({
                name: row.name,
                bindings: () => fetchConnectorBindings(row.id),
                remove: () => deleteConnector(row.id, 'event'),
                deleted: t('conn.event.deleted'),
                onDeleted: connectors.reload,
              })
            }
          />
        )}
      />
      {editing && (
        <EventModal
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

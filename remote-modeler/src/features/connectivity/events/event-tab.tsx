import type { ConnectorDetail } from '@console/shared';
import { useTranslation } from 'react-i18next';
import { deleteConnector, fetchConnectorBindings } from '../common/api';
import { EditableList } from '../common/editable-list';
import { fetchEventConnectors } from './api';
import { EventModal } from './event-modal';

/** The Event tab: scripts that turn an incoming event into a process's variables. */
export function EventTab() {
  const { t } = useTranslation('modeler');
  return (
    <EditableList<ConnectorDetail>
      load={fetchEventConnectors}
      texts={{
        loadFailed: t('conn.event.loadFailed'),
        create: t('conn.event.new'),
        deleted: t('conn.event.deleted'),
      }}
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
      bindingsOf={(row) => fetchConnectorBindings(row.id)}
      remove={(row) => deleteConnector(row.id, 'event')}
      editor={({ editing, ...done }) => <EventModal connector={editing} {...done} />}
    />
  );
}

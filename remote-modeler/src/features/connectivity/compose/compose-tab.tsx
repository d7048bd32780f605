import { useResource, type ConnectorDetail } from '@console/shared';
import { useTranslation } from 'react-i18next';
import { fetchConnectorBindings } from '../common/api';
import { EditableList } from '../common/editable-list';
import { deleteComposeConnector, fetchComposeConnectors, fetchComposePackages } from './api';
import { ComposeModal } from './compose-modal';
import { stepsOf } from './compose-steps';

/** The Compose tab: connectors that run several commands in turn. */
export function ComposeTab() {
  const { t } = useTranslation('modeler');
  const packages = useResource(fetchComposePackages);

  return (
    <EditableList<ConnectorDetail>
      load={fetchComposeConnectors}
      texts={{
        loadFailed: t('conn.compose.loadFailed'),
        create: t('conn.compose.new'),
        deleted: t('conn.compose.deleted'),
      }}
      columns={[
        { title: t('conn.compose.steps'), key: 'steps', render: (_, row) => stepsOf(row).length },
        { title: t('conn.field.timeout'), dataIndex: 'timeout' },
      ]}
      bindingsOf={(row) => fetchConnectorBindings(row.id)}
      remove={(row) => deleteComposeConnector(row.id)}
      editor={({ editing, ...done }) => (
        <ComposeModal connector={editing} packages={packages.data ?? []} {...done} />
      )}
    />
  );
}

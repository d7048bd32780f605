import type { ConnectorDetail } from '@console/shared';
import { useTranslation } from 'react-i18next';
import { deleteConnector, fetchConnectorBindings } from '../common/api';
import { EditableList } from '../common/editable-list';
import { fetchMappingConnectors } from './api';
import { MappingModal } from './mapping-modal';

/** The Mapping tab: JSONata expressions that reshape a task's variables. */
export function MappingTab() {
  const { t } = useTranslation('modeler');
  return (
    <EditableList<ConnectorDetail>
      load={fetchMappingConnectors}
      texts={{
        loadFailed: t('conn.mapping.loadFailed'),
        create: t('conn.mapping.new'),
        deleted: t('conn.mapping.deleted'),
      }}
      columns={[]}
      bindingsOf={(row) => fetchConnectorBindings(row.id)}
      remove={(row) => deleteConnector(row.id, 'mapping')}
      editor={({ editing, ...done }) => <MappingModal connector={editing} {...done} />}
    />
  );
}

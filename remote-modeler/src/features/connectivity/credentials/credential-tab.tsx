import { useResource, type Credential } from '@console/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCredentialBindings } from '../common/api';
import { EditableList } from '../common/editable-list';
import { deleteCredential, fetchCredentials, fetchCredentialTemplates } from './api';
import { CredentialModal } from './credential-modal';
import { useTemplateLabels } from './template-labels';

/** The Credential tab: the tenant's credentials, with their template (SPEC §3, §7). */
export function CredentialTab() {
  const { t } = useTranslation('modeler');
  const loaded = useResource(fetchCredentialTemplates);
  const { localTemplate } = useTemplateLabels();
  // Names and field labels in the user's language, for the list and the form alike.
  const templates = useMemo(
    () => (loaded.data ?? []).map(localTemplate),
    [loaded.data, localTemplate],
  );
  const templateName = (id: string) => templates.find((template) => template.id === id)?.name ?? id;

  return (
    <EditableList<Credential>
      load={fetchCredentials}
      texts={{
        loadFailed: t('conn.credential.loadFailed'),
        create: t('conn.credential.new'),
        deleted: t('conn.credential.deleted'),
      }}
      columns={[
        {
          title: t('conn.credential.template'),
          key: 'template',
          render: (_, row) => templateName(row.template.id),
        },
      ]}
      bindingsOf={(row) => fetchCredentialBindings(row.id)}
      remove={(row) => deleteCredential(row.id)}
      editor={({ editing, ...done }) => (
        <CredentialModal credential={editing} templates={templates} {...done} />
      )}
    />
  );
}

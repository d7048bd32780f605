import { useResource, type Credential } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCredentialBindings } from '../common/api';
import { ConnectivityTable } from '../common/connectivity-table';
import { useDeleteBound } from '../common/use-delete-bound';
import { deleteCredential, fetchCredentials, fetchCredentialTemplates } from './api';
import { CredentialModal } from './credential-modal';

/** The Credential tab: the tenant's credentials, with their template (SPEC §3, §7). */
export function CredentialTab() {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const credentials = useResource(fetchCredentials, { keepPrevious: true });
  const templates = useResource(fetchCredentialTemplates);
  const deleteBound = useDeleteBound();
  // null: closed; 'new'; or the credential being edited.
  const [editing, setEditing] = useState<Credential | 'new' | null>(null);
  const templateName = (id: string) =>
    templates.data?.find((template) => template.id === id)?.name ?? id;

  return (
    <>
      <ConnectivityTable<Credential>
        resource={credentials}
        loadFailed={t('conn.credential.loadFailed')}
        createLabel={t('conn.credential.new')}
        onCreate={() => setEditing('new')}
        columns={[
          {
            title: t('conn.credential.template'),
            key: 'template',
            render: (_, row) => templateName(row.template.id),
          },
        ]}
        actions={(row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            onDelete={() =>
              void deleteBound({
                name: row.name,
                bindings: () => fetchCredentialBindings(row.id),
                remove: () => deleteCredential(row.id),
                deleted: t('conn.credential.deleted'),
                onDeleted: credentials.reload,
              })
            }
          />
        )}
      />
      {editing && (
        <CredentialModal
          credential={editing === 'new' ? undefined : editing}
          templates={templates.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            void message.success(t('conn.saved'));
            credentials.reload();
          }}
        />
      )}
    </>
  );
}

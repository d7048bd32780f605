import { useResource, type AlarmContact } from '@console/shared';
import { ListActions, LoadError, RowActions, useConfirmDelete } from '@console/shared/ui';
import { App, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteContact, fetchContacts } from './api';
import { ContactFormModal } from './contact-form-modal';

type Editing = { contact?: AlarmContact } | null;

/** /alarm/contact: who is told of incidents, by e-mail and optionally a signed webhook. */
export default function ContactsPage() {
  const { t } = useTranslation('operator');
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const { data, error, loading, reload } = useResource(fetchContacts, { keepPrevious: true });
  const [editing, setEditing] = useState<Editing>(null);

  if (!data && error) return <LoadError title={t('alarm.contact.loadFailed')} onRetry={reload} />;

  const askDelete = (contact: AlarmContact) =>
    confirmDelete({
      title: t('alarm.contact.deleteTitle', { name: contact.name }),
      content: t('alarm.contact.deleteWarning'),
      onConfirm: async () => {
        await deleteContact(contact.id);
        void message.success(t('alarm.contact.deleted', { name: contact.name }));
        reload();
      },
    });

  return (
    <Card
      title={t('alarm.contact.title')}
      extra={
        <ListActions
          createLabel={t('alarm.contact.create')}
          onCreate={() => setEditing({})}
          onRefresh={reload}
          refreshing={loading}
        />
      }
    >
      <Table<AlarmContact>
        rowKey="id"
        loading={loading && !data}
        dataSource={data ?? []}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        locale={{ emptyText: t('alarm.contact.empty') }}
        columns={[
          { title: t('alarm.contact.name'), dataIndex: 'name' },
          { title: t('alarm.contact.email'), dataIndex: 'email' },
          {
            title: t('alarm.contact.webhookUrl'),
            dataIndex: 'webhookUrl',
            render: (url: string | null, contact) =>
              url ? (
                <Typography.Text>
                  {url}{' '}
                  <Typography.Text type="secondary" copyable={{ text: contact.webhookSecret }}>
                    {t('alarm.contact.secret')}
                  </Typography.Text>
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            title: t('common:action.actions'),
            key: 'actions',
            render: (_, contact) => (
              <RowActions
                onEdit={() => setEditing({ contact })}
                onDelete={() => askDelete(contact)}
              />
            ),
          },
        ]}
      />
      {editing && (
        <ContactFormModal
          contact={editing.contact}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
    </Card>
  );
}

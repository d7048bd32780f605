import { openJsonEditor, useResource, type Port, type PortKind } from '@console/shared';
import { ListActions, LoadError, useConfirmDelete } from '@console/shared/ui';
import { App, Flex, Input, Table, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePort, listPorts, updatePort } from './api';
import { usePortColumns, type PortActions } from './port-columns';
import { PortFormModal } from './port-form-modal';
import { bodyFromJson, toJsonValue } from './port-values';
import { SendTestFileModal } from './send-test-file';

/** What the form modal is doing: nothing, creating, or editing one port. */
type Editing = { port?: Port } | null;

/** The send-port or receive-port screen: table, create/edit form, JSON edit and delete. */
export function PortsScreen({ kind }: { kind: PortKind }) {
  const { t } = useTranslation('as2');
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const load = useCallback(() => listPorts(kind), [kind]);
  const ports = useResource(load);
  const [editing, setEditing] = useState<Editing>(null);
  const [sending, setSending] = useState<Port | null>(null);
  const [search, setSearch] = useState('');
  const { reload } = ports;

  const actions = useMemo<PortActions>(
    () => ({
      onEdit: (port) => setEditing({ port }),
      onSendTest: setSending,
      onEditJson: (port) =>
        openJsonEditor({
          title: t(`ports.${kind}.jsonTitle`, { name: port.name }),
          value: toJsonValue(port),
          onSave: async (value) => {
            const body = bodyFromJson(value);
            if (!body) throw new Error(t('port.jsonNotObject'));
            const saved = await updatePort(kind, port.id, body);
            message.success(t('port.updated', { name: saved.name }));
            reload();
          },
        }),
      onDelete: (port) =>
        confirmDelete({
          title: t(`ports.${kind}.deleteTitle`, { name: port.name }),
          content: t('port.deleteContent'),
          onConfirm: async () => {
            await deletePort(kind, port.id);
            message.success(t('common:message.deleted', { name: port.name }));
            reload();
          },
        }),
    }),
    [kind, t, message, confirmDelete, reload],
  );
  const columns = usePortColumns(kind, actions);

  const needle = search.trim().toLowerCase();
  const rows = (ports.data ?? []).filter(
    (port) => !needle || port.name.toLowerCase().includes(needle),
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(`ports.${kind}.title`)}
        </Typography.Title>
        <ListActions
          createLabel={t(`ports.${kind}.create`)}
          onCreate={() => setEditing({})}
          onRefresh={reload}
          refreshing={ports.loading}
        >
          <Input.Search
            allowClear
            placeholder={t('port.searchPlaceholder')}
            aria-label={t('port.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 220 }}
          />
        </ListActions>
      </Flex>
      <Table<Port>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={ports.loading}
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true, hideOnSinglePage: true }}
        locale={{
          emptyText: ports.failed ? (
            <LoadError title={t('port.loadFailed')} onRetry={reload} />
          ) : (
            t(`ports.${kind}.empty`)
          ),
        }}
      />
      {sending && <SendTestFileModal port={sending} onClose={() => setSending(null)} />}
      {editing && (
        <PortFormModal
          kind={kind}
          port={editing.port}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
    </Flex>
  );
}

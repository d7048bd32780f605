import { useResource, type CommandScript, type ConnectorDetail } from '@console/shared';
import { RowActions, useReportError } from '@console/shared/ui';
import {
  CodeOutlined,
  CopyOutlined,
  LinkOutlined,
  PlayCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteConnector, fetchConnectorBindings } from '../common/api';
import { BindingsDrawer } from '../common/bindings-drawer';
import { ConnectivityTable } from '../common/connectivity-table';
import { useDeleteBound } from '../common/use-delete-bound';
import {
  duplicateConnector,
  fetchAllConnectors,
  fetchCommandConnector,
  fetchCommandPackages,
  fetchCommandScript,
} from './api';
import { CommandModal } from './command-modal';
import { ConnectorModal } from './connector-modal';
import { DryRunModal } from './dry-run-modal';
import { OwnCommandsMenu } from './own-commands-menu';

const loadCommandConnectors = async () =>
  (await fetchAllConnectors()).filter((each) => each.connectorType === 'command');

type Open =
  | { kind: 'new' }
  | { kind: 'edit' | 'dryRun' | 'bindings'; connector: ConnectorDetail }
  | { kind: 'command'; command?: CommandScript };

/** What the search matches: name, description, and the command as the list shows it. */
const searchTexts = (row: ConnectorDetail) => [
  row.name,
  row.description,
  row.packageId && `${row.packageId} / ${row.commandId}`,
  row.packageId && `${row.packageId}/${row.commandId}`,
];

/** The Connector tab (and the older /connector page): the command connectors. */
export function ConnectorTab() {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const report = useReportError();
  const connectors = useResource(loadCommandConnectors, { keepPrevious: true });
  const packages = useResource(fetchCommandPackages);
  const deleteBound = useDeleteBound();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  const edit = (row: ConnectorDetail) =>
    fetchCommandConnector(row.id).then((connector) => setOpen({ kind: 'edit', connector }), report);
  // Only a tenant's own package's commands can be edited; the platform's are read-only.
  const ownCommand = (row: ConnectorDetail) =>
    Boolean(
      row.packageId &&
      row.commandId &&
      packages.data?.some((each) => each.id === row.packageId && !each.builtIn),
    );
  const editCommand = (row: { packageId?: string | null; commandId?: string | null }) =>
    fetchCommandScript(row.packageId!, row.commandId!).then(
      (command) => setOpen({ kind: 'command', command }),
      report,
    );
  const duplicate = (row: ConnectorDetail) =>
    duplicateConnector(row.id).then((copy) => {
      void message.success(t('conn.connector.duplicated', { name: copy.name }));
      connectors.reload();
    }, report);

  return (
    <>
      <ConnectivityTable<ConnectorDetail>
        resource={connectors}
        loadFailed={t('conn.connector.loadFailed')}
        search={{ textsOf: searchTexts, label: t('conn.list.search') }}
        createLabel={t('conn.connector.new')}
        onCreate={() => setOpen({ kind: 'new' })}
        extra={
          <>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setOpen({ kind: 'command' })}
            >
              {t('conn.command.new')}
            </Button>
            <OwnCommandsMenu
              onPick={(command) =>
                void editCommand({ packageId: command.packageId, commandId: command.id })
              }
            />
          </>
        }
        columns={[
          { title: t('conn.field.category'), dataIndex: 'category' },
          {
            title: t('conn.field.command'),
            key: 'command',
            render: (_, row) => (row.packageId ? `${row.packageId} / ${row.commandId}` : '—'),
          },
          { title: t('conn.field.timeout'), dataIndex: 'timeout' },
        ]}
        actions={(row) => (
          <RowActions
            actions={[
              {
                key: 'dryRun',
                label: t('conn.dryRun.open'),
                icon: <PlayCircleOutlined />,
                onClick: () => setOpen({ kind: 'dryRun', connector: row }),
              },
              {
                key: 'bindings',
                label: t('conn.bindings.open'),
                icon: <LinkOutlined />,
                onClick: () => setOpen({ kind: 'bindings', connector: row }),
              },
              ...(ownCommand(row)
                ? [
                    {
                      key: 'command',
                      label: t('conn.command.edit'),
                      icon: <CodeOutlined />,
                      onClick: () => void editCommand(row),
                    },
                  ]
                : []),
              {
                key: 'duplicate',
                label: t('conn.connector.duplicate'),
                icon: <CopyOutlined />,
                onClick: () => void duplicate(row),
              },
            ]}
            onEdit={() => void edit(row)}
            onDelete={() =>
              void deleteBound({
                name: row.name,
                bindings: () => fetchConnectorBindings(row.id),
                remove: () => deleteConnector(row.id, 'command'),
                deleted: t('conn.connector.deleted'),
                onDeleted: connectors.reload,
              })
            }
          />
        )}
      />
      {(open?.kind === 'new' || open?.kind === 'edit') && (
        <ConnectorModal
          connector={open.kind === 'edit' ? open.connector : undefined}
          packages={packages.data ?? []}
          onClose={close}
          onSaved={() => {
            void message.success(t('conn.saved'));
            connectors.reload();
          }}
        />
      )}
      {open?.kind === 'command' && (
        <CommandModal
          packages={packages.data ?? []}
          command={open.command}
          onClose={close}
          onSaved={(saved) => {
            void message.success(
              open.command
                ? t('conn.command.versionSaved', { version: saved.version })
                : t('conn.command.saved'),
            );
            packages.reload();
            connectors.reload();
          }}
        />
      )}
      {open?.kind === 'dryRun' && <DryRunModal connector={open.connector} onClose={close} />}
      {open?.kind === 'bindings' && (
        <BindingsDrawer
          name={open.connector.name}
          load={() => fetchConnectorBindings(open.connector.id)}
          onClose={close}
        />
      )}
    </>
  );
}

import { useResource, type Command, type CommandRun } from '@console/shared';
import {
  ListActions,
  LoadError,
  useConfirmDelete,
  useReportError,
  useUrlListQuery,
} from '@console/shared/ui';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCommand, duplicateCommand, fetchCommands, runCommand, updateCommand } from './api';
import { CommandModal } from './command-modal';
import { CommandTable } from './command-table';
import { savedCommandBody } from './command-values';
import { RunLogModal } from './run-log-modal';
import { RunModal } from './run-modal';

/**
 * /command (issue 23 §2): the tenant's commands, a page at a time: run one now, see its runs by
 * day, switch its schedule on or off, edit, duplicate or delete it.
 */
export default function CommandPage() {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const report = useReportError();
  const confirmDelete = useConfirmDelete();
  const { page, pageSize, pagination } = useUrlListQuery();
  const load = useMemo(() => () => fetchCommands({ page, pageSize }), [page, pageSize]);
  const { data, error, loading, reload } = useResource(load, { keepPrevious: true });
  // null: closed; 'new'; or the command being edited.
  const [editing, setEditing] = useState<Command | 'new' | null>(null);
  const [running, setRunning] = useState<{ command: Command; run: Promise<CommandRun> } | null>(
    null,
  );
  const [logOf, setLogOf] = useState<Command | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  if (!data && error) return <LoadError title={t('commands.loadFailed')} onRetry={reload} />;

  const saved = (command: Command) => {
    void message.success(t('commands.saved', { name: command.name }));
    reload();
  };

  const switchOn = (command: Command, active: boolean) => {
    setSwitching(command.id);
    updateCommand({ ...savedCommandBody(command), active })
      .then(() => {
        void message.success(
          t(active ? 'commands.switchedOn' : 'commands.switchedOff', { name: command.name }),
        );
        reload();
      }, report)
      .finally(() => setSwitching(null));
  };

  const duplicate = (command: Command) =>
    duplicateCommand(command.id).then((copy) => {
      void message.success(t('commands.duplicated', { name: copy.name }));
      reload();
    }, report);

  const remove = (command: Command) =>
    void confirmDelete({
      title: t('commands.deleteTitle', { name: command.name }),
      content: t('commands.deleteWarning'),
      onConfirm: async () => {
        await deleteCommand(command.id);
        void message.success(t('commands.deleted', { name: command.name }));
        reload();
      },
    });

  const create = () => setEditing('new');
  return (
    <Card
      title={t('commands.title')}
      extra={
        // Nothing that moves under the pointer while the first answer is awaited; an empty list
        // offers "New command" in its place.
        data?.total ? (
          <ListActions
            createLabel={t('commands.new')}
            onCreate={create}
            onRefresh={reload}
            refreshing={loading}
          />
        ) : null
      }
    >
      <CommandTable
        rows={data?.list}
        loading={loading}
        pagination={pagination(data?.total ?? 0)}
        switching={switching}
        onSwitch={switchOn}
        onRun={(command) => setRunning({ command, run: runCommand(command.id) })}
        onLog={setLogOf}
        onDuplicate={(command) => void duplicate(command)}
        onEdit={setEditing}
        onDelete={remove}
        // While the first answer is awaited the table shows its spinner, not "none yet".
        empty={
          data ? (
            <Empty description={t('commands.empty')}>
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create}>
                {t('commands.new')}
              </Button>
            </Empty>
          ) : null
        }
      />
      {editing && (
        <CommandModal
          editing={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={saved}
        />
      )}
      {running && (
        <RunModal
          command={running.command}
          run={running.run}
          onClose={() => setRunning(null)}
          onEnded={reload}
        />
      )}
      {logOf && <RunLogModal command={logOf} onClose={() => setLogOf(null)} />}
    </Card>
  );
}

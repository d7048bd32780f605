import type { Command, CommandRun } from '@console/shared';
import { useReportError } from '@console/shared/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../automation-common/list-page';
import { usePagedList } from '../automation-common/use-paged-list';
import { useRowActions } from '../automation-common/use-row-actions';
import { deleteCommand, duplicateCommand, fetchCommands, runCommand, updateCommand } from './api';
import { CommandModal } from './command-modal';
import { useCommandColumns } from './command-columns';
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
  const list = usePagedList(fetchCommands);
  const rows = useRowActions<Command>({
    texts: 'commands',
    reload: list.reload,
    deleteRow: (command) => deleteCommand(command.id),
  });
  const [running, setRunning] = useState<{ command: Command; run: Promise<CommandRun> } | null>(
    null,
  );
  const [logOf, setLogOf] = useState<Command | null>(null);

  const columns = useCommandColumns({
    switching: rows.switching,
    onSwitch: (command, active) =>
      rows.switchTo(command, active, () => updateCommand({ ...savedCommandBody(command), active })),
    onRun: (command) => setRunning({ command, run: runCommand(command.id) }),
    onLog: setLogOf,
    onDuplicate: (command) =>
      void duplicateCommand(command.id).then((copy) => {
        void message.success(t('commands.duplicated', { name: copy.name }));
        list.reload();
      }, report),
    onEdit: rows.edit,
    onDelete: rows.remove,
  });

  return (
    <ListPage
      texts="commands"
      title={t('commands.title')}
      emptyText={t('commands.empty')}
      {...list}
      columns={columns}
      onCreate={rows.create}
    >
      {rows.editor && <CommandModal {...rows.editor} />}
      {running && (
        <RunModal
          command={running.command}
          run={running.run}
          onClose={() => setRunning(null)}
          onEnded={list.reload}
        />
      )}
      {logOf && <RunLogModal command={logOf} onClose={() => setLogOf(null)} />}
    </ListPage>
  );
}

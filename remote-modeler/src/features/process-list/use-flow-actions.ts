import type { DeployedFlow } from '@console/shared';
import { saveBlob, useConfirmDelete, useReportError } from '@console/shared/ui';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  countRunning,
  deleteDraft,
  exportFlow,
  removeDeployedFlow,
  stopFileMonitorsOf,
} from './api';
import { safeFileName } from '../../components/paths';
import type { FlowRow } from './flow-rows';

/** The list's destructive and download actions, each asking or reporting as it should. */
export function useFlowActions(reload: () => void) {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const report = useReportError();

  /** Asks with the number of running instances of the version, then removes it. */
  const removeVersion = async (row: FlowRow, version: DeployedFlow) => {
    let running: number;
    try {
      running = await countRunning(version.id);
    } catch (error) {
      report(error);
      return;
    }
    confirmDelete({
      title: t('list.removeTitle', { version: version.version, name: row.name }),
      content: t('list.removeWarning', { count: running }),
      onConfirm: async () => {
        await removeDeployedFlow(version.id);
        void message.success(t('list.removed', { version: version.version, name: row.name }));
        // Its last version gone, the flow's file monitors would only fail: they are stopped.
        if (row.versions.length === 1 && row.key) {
          await stopFileMonitorsOf(row.key).catch(() => {
            void message.error(t('list.stopMonitorsFailed'));
          });
        }
        reload();
      },
    });
  };

  const deleteUndeployed = (row: FlowRow) => {
    if (row.draftId === null) return;
    const id = row.draftId;
    confirmDelete({
      title: t('list.deleteDraftTitle', { name: row.name }),
      content: t('list.deleteDraftWarning'),
      onConfirm: async () => {
        await deleteDraft(id);
        void message.success(t('list.draftDeleted', { name: row.name }));
        reload();
      },
    });
  };

  /** Downloads the draft, or the given deployed version, as a .bpmn file. */
  const download = (row: FlowRow, version?: DeployedFlow) => {
    const target =
      version || row.draftId === null
        ? { id: (version ?? row.versions[0]).id }
        : { tempFlowId: row.draftId };
    exportFlow(target)
      .then((blob) => saveBlob(blob, `${safeFileName(row.name, 'process')}.bpmn`))
      .catch(report);
  };

  return { removeVersion, deleteUndeployed, download };
}

import { useConfirmDelete, useReportError, saveBlob } from '@console/shared/ui';
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { editorPath } from '../../components/paths';
import { createDraft, deleteFile, deleteFolder, downloadBpmn } from './api';
import { isFolder, type FactoryEntry } from './types';

/** The file's text (FileReader: what jsdom and every browser read a Blob with). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(blob);
  });

/** A draft's name: the file's name without its BPMN extension. */
export const draftNameOf = (fileName: string) => fileName.replace(/\.(bpmn|xml)$/i, '') || fileName;

export interface EntryActions {
  remove: (entry: FactoryEntry) => void;
  download: (entry: FactoryEntry) => void;
  /** Opens the file in the custom editor as a new draft, deployable from there. */
  open: (entry: FactoryEntry) => void;
}

/** What a row of the factory's tables does; `changed` reloads the lists after a delete. */
export function useEntryActions(changed: () => void): EntryActions {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const report = useReportError();
  const navigate = useNavigate();

  const remove = useCallback(
    (entry: FactoryEntry) =>
      confirmDelete({
        title: t(isFolder(entry) ? 'factory.delete.folderTitle' : 'factory.delete.fileTitle', {
          name: entry.fileName,
        }),
        content: t('factory.delete.cannotUndo'),
        onConfirm: async () => {
          await (isFolder(entry) ? deleteFolder(entry.path) : deleteFile(entry.path));
          void message.success(t('factory.delete.done', { name: entry.fileName }));
          changed();
        },
      }),
    [confirmDelete, t, message, changed],
  );

  const download = useCallback(
    (entry: FactoryEntry) => {
      downloadBpmn(entry.path).then((blob) => saveBlob(blob, entry.fileName), report);
    },
    [report],
  );

  const open = useCallback(
    (entry: FactoryEntry) => {
      const run = async () => {
        const xml = await textOf(await downloadBpmn(entry.path));
        const draft = await createDraft(draftNameOf(entry.fileName), xml);
        void message.success(t('factory.opened', { name: draft.name }));
        navigate(editorPath({ id: draft.id }));
      };
      run().catch(report);
    },
    [message, navigate, report, t],
  );

  return useMemo(() => ({ remove, download, open }), [remove, download, open]);
}

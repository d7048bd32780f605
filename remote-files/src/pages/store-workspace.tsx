import type { FileEntry } from '@console/shared';
import { useCallback, useState } from 'react';
import { SendByAs2Modal } from '../features/as2-send/send-by-as2-modal';
import { FileBrowser } from '../features/browser/file-browser';
import { HistoryDrawer } from '../features/history/history-drawer';
import { TrashDrawer } from '../features/trash/trash-drawer';
import { UploadModal } from '../features/upload/upload-modal';
import type { StoreApi } from '../store-api';

interface StoreWorkspaceProps {
  store: StoreApi;
  folder: string;
}

/**
 * One store's browser with its uploader, trash, history and, for the file store, "Send by AS2".
 * An upload or a restore counts as a change, and each change reloads the listing.
 */
export function StoreWorkspace({ store, folder }: StoreWorkspaceProps) {
  const [uploading, setUploading] = useState(false);
  const [trashOpen, setTrashOpen] = useState(false);
  const [historyOf, setHistoryOf] = useState<FileEntry | null>(null);
  const [sendingOf, setSendingOf] = useState<FileEntry | null>(null);
  const [changes, setChanges] = useState(0);
  const changed = useCallback(() => setChanges((n) => n + 1), []);

  return (
    <>
      <FileBrowser
        key={folder}
        store={store}
        folder={folder}
        changes={changes}
        onUpload={() => setUploading(true)}
        onTrash={() => setTrashOpen(true)}
        onHistory={setHistoryOf}
        // The server sends by AS2 only what the tenant's file store holds.
        onSendByAs2={store.kind === 'files' ? setSendingOf : undefined}
      />
      <UploadModal
        open={uploading}
        store={store}
        folder={folder}
        onUploaded={changed}
        onClose={() => setUploading(false)}
      />
      {trashOpen && (
        <TrashDrawer store={store} onRestored={changed} onClose={() => setTrashOpen(false)} />
      )}
      {historyOf && (
        <HistoryDrawer store={store} entry={historyOf} onClose={() => setHistoryOf(null)} />
      )}
      {sendingOf && <SendByAs2Modal entry={sendingOf} onClose={() => setSendingOf(null)} />}
    </>
  );
}

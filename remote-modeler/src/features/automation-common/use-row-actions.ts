import { useConfirmDelete, useReportError } from '@console/shared/ui';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The features whose texts hold `saved`, `deleteTitle`, `deleteWarning` and `deleted`. */
export type ListTexts = 'commands' | 'triggers' | 'monitors';

interface Row {
  id: number;
  name: string;
}

/** What a list page gives the modal that creates or edits one of its rows. */
export interface RowEditorProps<T, S = T> {
  /** The row being edited; undefined for a new one. */
  editing: T | undefined;
  onClose: () => void;
  onSaved: (saved: S) => void;
}

interface RowActionsOptions<T> {
  texts: ListTexts;
  /** Reads the list again once a row has changed. */
  reload: () => void;
  deleteRow: (row: T) => Promise<unknown>;
  /** The toasts of a switch on and off; the feature's `switchedOn` and `switchedOff` if absent. */
  switched?: { on: string; off: string };
}

/**
 * What a list page does to its rows: opens the modal of a new or an edited one, says it was
 * saved, asks before deleting one, and saves a switch (busy meanwhile); each then reads the
 * list again.
 */
export function useRowActions<T extends Row>({
  texts,
  reload,
  deleteRow,
  switched,
}: RowActionsOptions<T>) {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const report = useReportError();
  const confirmDelete = useConfirmDelete();
  // null: closed; 'new'; or the row being edited.
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const saved = (row: Row) => {
    void message.success(t(`${texts}.saved`, { name: row.name }));
    reload();
  };

  const remove = (row: T) =>
    void confirmDelete({
      title: t(`${texts}.deleteTitle`, { name: row.name }),
      content: t(`${texts}.deleteWarning`),
      onConfirm: async () => {
        await deleteRow(row);
        void message.success(t(`${texts}.deleted`, { name: row.name }));
        reload();
      },
    });

  const switchTo = (row: T, active: boolean, save: () => Promise<unknown>) => {
    setSwitching(row.id);
    const { on, off } = switched ?? { on: `${texts}.switchedOn`, off: `${texts}.switchedOff` };
    save()
      .then(() => {
        void message.success(t(active ? on : off, { name: row.name }));
        reload();
      }, report)
      .finally(() => setSwitching(null));
  };

  return {
    create: () => setEditing('new'),
    edit: setEditing,
    remove,
    saved,
    switchTo,
    switching,
    /** The open modal's props (the row edited, none for a new one), or null when closed. */
    editor:
      editing === null
        ? null
        : {
            editing: editing === 'new' ? undefined : editing,
            onClose: () => setEditing(null),
            onSaved: saved,
          },
  };
}

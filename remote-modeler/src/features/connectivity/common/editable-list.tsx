import { useResource, type BindingPlace } from '@console/shared';
import { RowActions } from '@console/shared/ui';
import { LinkOutlined } from '@ant-design/icons';
import { App } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BindingsDrawer } from './bindings-drawer';
import { ConnectivityTable, type Row } from './connectivity-table';
import { useDeleteBound } from './use-delete-bound';

export interface EditorProps<T> {
  /** The row being edited; undefined for a new one. */
  editing: T | undefined;
  onClose: () => void;
  onSaved: () => void;
}

interface EditableListProps<T extends Row> {
  load: () => Promise<T[]>;
  texts: { loadFailed: string; create: string; deleted: string };
  columns: ColumnsType<T>;
  /** Where a row is bound: a delete names these places before it asks. */
  bindingsOf: (row: T) => Promise<BindingPlace[]>;
  remove: (row: T) => Promise<unknown>;
  editor: (props: EditorProps<T>) => ReactNode;
}

/**
 * A tab of things made in a modal and deleted with the binding warning: the credentials, and
 * the compose, event and mapping connectors. (The Connector tab has more actions of its own.)
 */
export function EditableList<T extends Row>({
  load,
  texts,
  columns,
  bindingsOf,
  remove,
  editor,
}: EditableListProps<T>) {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const rows = useResource(load, { keepPrevious: true });
  const deleteBound = useDeleteBound();
  // null: closed; 'new'; or the row being edited.
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [boundOf, setBoundOf] = useState<T | null>(null);

  return (
    <>
      <ConnectivityTable<T>
        resource={rows}
        loadFailed={texts.loadFailed}
        createLabel={texts.create}
        onCreate={() => setEditing('new')}
        columns={columns}
        actions={(row) => (
          <RowActions
            actions={[
              {
                key: 'bindings',
                label: t('conn.bindings.open'),
                icon: <LinkOutlined />,
                onClick: () => setBoundOf(row),
              },
            ]}
            onEdit={() => setEditing(row)}
            onDelete={() =>
              void deleteBound({
                name: row.name,
                bindings: () => bindingsOf(row),
                remove: () => remove(row),
                deleted: texts.deleted,
                onDeleted: rows.reload,
              })
            }
          />
        )}
      />
      {boundOf && (
        <BindingsDrawer
          name={boundOf.name}
          load={() => bindingsOf(boundOf)}
          onClose={() => setBoundOf(null)}
        />
      )}
      {editing &&
        editor({
          editing: editing === 'new' ? undefined : editing,
          onClose: () => setEditing(null),
          onSaved: () => {
            void message.success(t('conn.saved'));
            rows.reload();
          },
        })}
    </>
  );
}

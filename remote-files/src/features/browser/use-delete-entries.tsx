import { FILE_LIMITS, type RemoveStatus } from '@console/shared';
import { useConfirmDelete } from '@console/shared/ui';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { baseName, type StoreApi } from '../../store-api';
import { failedRemovals, removeAll } from './remove-entries';

function FailedList({ failed }: { failed: RemoveStatus[] }) {
  const { t } = useTranslation('files');
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20, maxHeight: 240, overflowY: 'auto' }}>
      {failed.map(({ path, message }) => (
        <li key={path}>
          {t('delete.failedItem', {
            name: baseName(path),
            message: message || t('delete.noReason'),
          })}
        </li>
      ))}
    </ul>
  );
}

/**
 * Asks, then moves paths to the trash and tells what happened: how many went, and each one
 * that did not with the server's reason. `onDeleted` runs after any attempt the server answered
 * (SPEC §4: a delete clears the selection).
 */
export function useDeleteEntries(store: StoreApi, onDeleted: () => void) {
  const { t } = useTranslation('files');
  const { message, notification } = App.useApp();
  const confirmDelete = useConfirmDelete();
  return useCallback(
    (paths: string[]) =>
      confirmDelete({
        title: t('delete.title', { count: paths.length }),
        content: t('delete.content', { count: paths.length, days: FILE_LIMITS.trashDays }),
        onConfirm: async () => {
          const failed = failedRemovals(paths, await removeAll(store, paths));
          const removed = paths.length - failed.length;
          if (removed) void message.success(t('delete.done', { count: removed }));
          if (failed.length)
            notification.error({
              title: t('delete.failedTitle', { count: failed.length }),
              description: <FailedList failed={failed} />,
              duration: 0,
            });
          onDeleted();
        },
      }),
    [t, message, notification, confirmDelete, store, onDeleted],
  );
}

import type { BindingPlace } from '@console/shared';
import { useConfirmDelete, useReportError } from '@console/shared/ui';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BindingPlaces } from './binding-places';

interface DeleteBound {
  name: string;
  /** Where the thing is bound; asked before the question, so that it can name them. */
  bindings: () => Promise<BindingPlace[]>;
  remove: () => Promise<unknown>;
  /** Said once it is deleted. */
  deleted: string;
  onDeleted: () => void;
}

/**
 * Deletes a connector or a credential after asking: when it is bound, the question names every
 * process and topic it is bound to; otherwise it is a plain confirmation.
 */
export function useDeleteBound() {
  const { t } = useTranslation('modeler');
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const report = useReportError();

  return useCallback(
    async ({ name, bindings, remove, deleted, onDeleted }: DeleteBound) => {
      let places: BindingPlace[];
      try {
        places = await bindings();
      } catch (error) {
        report(error);
        return;
      }
      confirmDelete({
        title: t('conn.delete.title', { name }),
        content: places.length ? (
          <>
            <p>{t('conn.delete.bound', { count: places.length })}</p>
            <BindingPlaces places={places} />
          </>
        ) : (
          t('conn.delete.unbound')
        ),
        onConfirm: async () => {
          await remove();
          void message.success(deleted);
          onDeleted();
        },
      });
    },
    [t, message, confirmDelete, report],
  );
}

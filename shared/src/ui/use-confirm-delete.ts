import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportError } from './errors';
import { COMMON_NS } from '@console/shared';

interface ConfirmDelete {
  title: ReactNode;
  content: ReactNode;
  /** Deletes; the dialog shows a busy OK button until it settles, then closes. */
  onConfirm: () => Promise<void>;
}

/** Asks before every delete (a danger-styled confirmation). */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  const { t } = useTranslation(COMMON_NS);
  const report = useReportError();
  return useCallback(
    ({ title, content, onConfirm }: ConfirmDelete) =>
      modal.confirm({
        title,
        content,
        okText: t('action.delete'),
        okType: 'danger',
        cancelText: t('action.cancel'),
        // A failure has been shown already; resolving closes the dialog instead of leaving an
        // unhandled rejection behind (antd re-throws a rejected onOk).
        onOk: () => onConfirm().catch(report),
      }),
    [modal, t, report],
  );
}

import { COMMON_NS, type AreaRelease } from '@console/shared';
import { useReportError } from '@console/shared/ui';
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { promoteCandidate, rollBack, withdrawCandidate } from './api';

interface Confirmed {
  title: string;
  content: string;
  okText: string;
  danger: boolean;
  call: () => Promise<unknown>;
  done: string;
}

/**
 * Promote, Roll back and Withdraw: each asks first, naming the area and the versions, then
 * calls the server, says it worked and reads the view again. A refusal has been shown by the
 * client already; the view is read again all the same, as it tells what did happen.
 */
export function useReleaseActions(onChanged: () => void) {
  const { t } = useTranslation('host');
  const { t: common } = useTranslation(COMMON_NS);
  const { modal, message } = App.useApp();
  const report = useReportError();

  const confirm = useCallback(
    ({ title, content, okText, danger, call, done }: Confirmed) =>
      modal.confirm({
        title,
        content,
        okText,
        okType: danger ? 'danger' : 'primary',
        cancelText: common('action.cancel'),
        // Resolving closes the dialog; a rejection would leave it open and unhandled.
        onOk: async () => {
          try {
            await call();
            void message.success(done);
          } catch (error) {
            report(error);
          }
          onChanged();
        },
      }),
    [modal, message, common, report, onChanged],
  );

  return useMemo(
    () => ({
      promote: ({ remote, current, candidate }: AreaRelease) => {
        if (!candidate) return;
        const names = { remote, current, version: candidate.version };
        confirm({
          title: t('releases.promoteTitle', names),
          content: t('releases.promoteText', names),
          okText: t('releases.promote'),
          danger: false,
          call: () => promoteCandidate(remote),
          done: t('releases.promoted', names),
        });
      },
      rollback: ({ remote, current, previous }: AreaRelease) => {
        if (!previous) return;
        const names = { remote, current, version: previous };
        confirm({
          title: t('releases.rollbackTitle', names),
          content: t('releases.rollbackText', names),
          okText: t('releases.rollback'),
          danger: true,
          call: () => rollBack(remote),
          done: t('releases.rolledBack', names),
        });
      },
      withdraw: ({ remote, current, candidate }: AreaRelease) => {
        if (!candidate) return;
        const names = { remote, current, version: candidate.version };
        confirm({
          title: t('releases.withdrawTitle', names),
          content: t('releases.withdrawText', names),
          okText: t('releases.withdraw'),
          danger: true,
          call: () => withdrawCandidate(remote),
          done: t('releases.withdrawn', names),
        });
      },
    }),
    [confirm, t],
  );
}

import { HandledError } from '@console/shared';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** True when the server answered that the thing asked for does not exist. */
export const isNotFound = (error: unknown) =>
  error instanceof HandledError && (error.status === 404 || error.code === 404);

/**
 * Shows an error the shared client has not shown yet. The client reports every server or
 * network failure itself (SPEC §8) and rejects with HandledError; those are not repeated.
 */
export function useReportError() {
  const { message } = App.useApp();
  const { t } = useTranslation('partners');
  return useCallback(
    (error: unknown) => {
      if (error instanceof HandledError) return;
      const text = error instanceof Error ? error.message : String(error);
      void message.error(t('shared.unexpectedError', { message: text }));
    },
    [message, t],
  );
}

import { App } from 'antd';
import { useCallback } from 'react';
import { HandledError, translate } from '@console/shared';

/** True when the server answered that the thing asked for does not exist. */
export const isNotFound = (error: unknown) =>
  error instanceof HandledError && (error.status === 404 || error.code === 404);

/**
 * What to tell the user about a failure: the client's own text for one it has reported (SPEC
 * §8), otherwise "Something went wrong" with the reason, for a failure nobody has shown yet.
 */
export function failureText(error: unknown): string {
  if (error instanceof HandledError) return error.message;
  const reason = error instanceof Error ? error.message : String(error);
  return translate('common:message.unexpectedError', { message: reason });
}

/**
 * Shows an error the shared client has not shown yet. The client reports every server or
 * network failure itself and rejects with HandledError; those are not repeated, except the
 * statuses a call expected and left to its caller (`expectedStatuses`).
 */
export function useReportError() {
  const { message } = App.useApp();
  return useCallback(
    (error: unknown) => {
      if (error instanceof HandledError && error.shown) return;
      void message.error(failureText(error));
    },
    [message],
  );
}

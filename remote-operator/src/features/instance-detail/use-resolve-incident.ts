import { useReportError } from '@console/shared/ui';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveIncident, type Incident } from './api';

/**
 * Asks, then resolves an incident: its external task's retries become 1 (SPEC §4), so a worker
 * picks the task up again. `onResolved` runs after the server has agreed.
 */
export function useResolveIncident(onResolved: () => void) {
  const { t } = useTranslation('operator');
  const { modal, message } = App.useApp();
  const report = useReportError();
  return useCallback(
    (incident: Incident) =>
      modal.confirm({
        title: t('instance.incident.resolveTitle'),
        content: t('instance.incident.resolveWarning', { activity: incident.activityId }),
        okText: t('instance.incident.resolve'),
        cancelText: t('common:action.cancel'),
        onOk: () =>
          resolveIncident(incident)
            .then(() => {
              void message.success(t('instance.incident.resolved'));
              onResolved();
            })
            .catch(report),
      }),
    [modal, message, report, t, onResolved],
  );
}

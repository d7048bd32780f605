import { formatTime, useDebouncedValue, useResource } from '@console/shared';
import { failureText } from '@console/shared/ui';
import { Form, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchNextRuns } from './api';

/** How long the schedule must rest before the server is asked for its next runs. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The next five polls of the schedule being typed, in its timezone, or the server's reason
 * when it cannot read it (400). Asked once the typing pauses.
 */
export function SchedulePreview() {
  const { t } = useTranslation('modeler');
  const form = Form.useFormInstance();
  const typed = Form.useWatch<string | undefined>('schedule', form)?.trim() ?? '';
  const zone = Form.useWatch<string | undefined>('timezone', form) ?? '';
  const schedule = useDebouncedValue(typed, PREVIEW_DEBOUNCE_MS);
  const timezone = useDebouncedValue(zone, PREVIEW_DEBOUNCE_MS);
  const load = useMemo(
    () => (schedule ? () => fetchNextRuns(schedule, timezone) : null),
    [schedule, timezone],
  );
  const { data, error, loading } = useResource(load);

  if (!schedule) return null;
  return (
    <div data-testid="schedule-preview" aria-live="polite">
      {error !== undefined ? (
        <Typography.Text type="danger" role="alert">
          {failureText(error)}
        </Typography.Text>
      ) : loading || !data ? (
        <Typography.Text type="secondary">{t('monitors.webapi.checking')}</Typography.Text>
      ) : (
        <>
          <Typography.Text type="secondary">
            {t('monitors.webapi.nextRuns', { timezone: timezone || 'UTC' })}
          </Typography.Text>
          <ul
            aria-label={t('monitors.webapi.nextRuns', { timezone: timezone || 'UTC' })}
            style={{ margin: 0 }}
          >
            {data.map((at) => (
              <li key={at}>{formatTime(at, timezone || 'UTC')}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

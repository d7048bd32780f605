import {
  formatTime,
  formRules,
  timezoneNames,
  translate,
  useDebouncedValue,
  useResource,
} from '@console/shared';
import { failureText } from '@console/shared/ui';
import { Form, Input, Select, Typography, type FormRule } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchNextRuns } from './api';

/** How long the schedule must rest before the server is asked for its next fire times. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** The form fields the schedule and its timezone live in (trigger and command forms alike). */
export const SCHEDULE_FIELD = 'schedule';
export const TIMEZONE_FIELD = 'timezone';

function NextTimes({ times, timezone }: { times: string[]; timezone: string }) {
  const { t } = useTranslation('modeler');
  const title = t('triggers.schedule.nextTimes', { timezone });
  return (
    <>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <ol aria-label={title} data-testid="next-fire-times" style={{ margin: 0 }}>
        {times.map((at) => (
          <li key={at}>{formatTime(at, timezone)}</li>
        ))}
      </ol>
    </>
  );
}

/** Whether a schedule is needed: always (a timer), or while a switch of the form is on. */
type Needed = boolean | { whileOn: string };

function scheduleRules(label: string, needed: Needed): FormRule[] {
  if (needed === false) return [];
  if (needed === true) return [formRules.required(label)];
  // One rule that reads the switch when it runs: rules swapped as the switch flips are not
  // the ones a submit checks.
  return [
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        !getFieldValue(needed.whileOn) || (typeof value === 'string' && value.trim())
          ? Promise.resolve()
          : Promise.reject(new Error(translate('validation.required', { prop: label }))),
    }),
  ];
}

interface ScheduleFieldProps {
  label: string;
  /** A timer needs one; a command's only while it is active (else it runs when asked). */
  required?: Needed;
  extra?: ReactNode;
}

/**
 * A cron schedule, with its next five fire times in its timezone listed under it as the user
 * types (asked once the typing pauses). A schedule the server cannot read shows the server's
 * reason (its 400) as the field's error.
 */
export function ScheduleField({ label, required = false, extra }: ScheduleFieldProps) {
  const { t } = useTranslation('modeler');
  const form = Form.useFormInstance();
  const typed = Form.useWatch<string | undefined>(SCHEDULE_FIELD, form)?.trim() ?? '';
  const zone = Form.useWatch<string | undefined>(TIMEZONE_FIELD, form) ?? '';
  const schedule = useDebouncedValue(typed, PREVIEW_DEBOUNCE_MS);
  const timezone = useDebouncedValue(zone, PREVIEW_DEBOUNCE_MS);
  const load = useMemo(
    () => (schedule ? () => fetchNextRuns(schedule, timezone) : null),
    [schedule, timezone],
  );
  const { data, error } = useResource(load);
  // Cleared at once with the field; otherwise the last answer stands until the next one.
  const problem = typed && error !== undefined ? failureText(error) : undefined;
  const times = typed && schedule && !problem ? data : undefined;

  return (
    <Form.Item
      name={SCHEDULE_FIELD}
      label={label}
      rules={scheduleRules(label, required)}
      validateStatus={problem ? 'error' : undefined}
      help={problem}
      extra={
        <>
          {extra ?? t('triggers.schedule.help')}
          {times && <NextTimes times={times} timezone={timezone || 'UTC'} />}
        </>
      }
    >
      <Input autoComplete="off" placeholder="0 9 * * 1-5" />
    </Form.Item>
  );
}

/** The IANA timezone a schedule is read in (the form starts with the user's own). */
export function TimezoneField() {
  const { t } = useTranslation('modeler');
  const zones = useMemo(() => timezoneNames().map((zone) => ({ value: zone, label: zone })), []);
  return (
    <Form.Item
      name={TIMEZONE_FIELD}
      label={t('triggers.schedule.timezone')}
      extra={t('triggers.schedule.timezoneHelp')}
    >
      <Select showSearch allowClear options={zones} />
    </Form.Item>
  );
}

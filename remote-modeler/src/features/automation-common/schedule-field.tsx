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

/** How long the schedule must rest before the server is asked for its next times. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** The form fields the schedule and its timezone live in (every automation form alike). */
export const SCHEDULE_FIELD = 'schedule';
export const TIMEZONE_FIELD = 'timezone';

/** Whether a schedule is needed: always (a timer, a polled web API), or while a switch is on. */
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

/** The preview's answer (the next times, or why there are none), announced as it changes. */
const preview = (answer: ReactNode) => (
  <div data-testid="schedule-preview" aria-live="polite">
    {answer}
  </div>
);

function NextTimes({
  times,
  title,
  timezone,
}: {
  times: string[];
  title: string;
  timezone: string;
}) {
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

interface ScheduleFieldProps {
  label: string;
  /** A timer and a web API monitor need one; a command only while it is active. */
  required?: Needed;
  /** The help under the field; the cron reminder when absent. */
  extra?: ReactNode;
  /** The next times' title in their timezone; "the next five fire times" when absent. */
  timesTitle?: (timezone: string) => string;
  /** Said while the server reads the schedule; nothing when absent. */
  checking?: string;
}

/**
 * A cron schedule, with its next five times in its timezone listed under it as the user types
 * (asked once the typing pauses). A schedule the server cannot read shows the server's reason
 * (its 400) as the field's error.
 */
function CronItem({ label, required = false, extra, timesTitle, checking }: ScheduleFieldProps) {
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
  const { data, error, loading } = useResource(load);
  // Cleared at once with the field; otherwise the last answer stands until the next one.
  const problem = typed && error !== undefined ? failureText(error) : undefined;
  const asked = Boolean(typed && schedule && !problem);
  const shownIn = timezone || 'UTC';
  const title = timesTitle?.(shownIn) ?? t('triggers.schedule.nextTimes', { timezone: shownIn });
  const answer = problem ? (
    problem
  ) : asked && data ? (
    <NextTimes times={data} title={title} timezone={shownIn} />
  ) : asked && loading && checking ? (
    <Typography.Text type="secondary">{checking}</Typography.Text>
  ) : null;

  return (
    <Form.Item
      name={SCHEDULE_FIELD}
      label={label}
      rules={scheduleRules(label, required)}
      // The preview takes the place of the rules' messages: these speak only of an empty field,
      // and the preview only of a typed one. One place, so the answer replaces the last one.
      validateStatus={problem ? 'error' : undefined}
      help={answer ? preview(answer) : undefined}
      extra={extra ?? t('triggers.schedule.help')}
    >
      <Input autoComplete="off" placeholder="0 9 * * 1-5" />
    </Form.Item>
  );
}

/** The IANA timezone a schedule is read in (the form starts with the user's own). */
function TimezoneItem() {
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

/** A schedule and the timezone it is read in, its next times previewed as it is typed. */
export function ScheduleField(props: ScheduleFieldProps) {
  return (
    <>
      <CronItem {...props} />
      <TimezoneItem />
    </>
  );
}

import {
  formRules,
  MONITOR_LIMITS,
  timezoneNames,
  type MonitorView,
  type WebApiMonitorForm,
} from '@console/shared';
import { Form, Input, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialSelect } from './credential-select';
import {
  commonBody,
  commonValues,
  configOf,
  type CommonValues,
  type MonitorKindSpec,
} from './monitor-kind';
import { SchedulePreview } from './schedule-preview';

type WebApiSettings = Pick<WebApiMonitorForm, 'url' | 'schedule' | 'timezone' | 'credentialId'>;
export type WebApiValues = CommonValues & WebApiSettings;

/** The credential templates a web API can be called with. */
export const WEBAPI_TEMPLATES = ['http-basic', 'bearer-token', 'api-key-header'] as const;

function WebApiFields() {
  const { t } = useTranslation('modeler');
  const url = t('monitors.webapi.url');
  const schedule = t('monitors.webapi.schedule');
  const zones = useMemo(() => timezoneNames().map((zone) => ({ value: zone, label: zone })), []);
  return (
    <>
      <Form.Item
        name="url"
        label={url}
        rules={[
          formRules.required(url),
          ...formRules.contract(url, [{ rule: 'httpUrl' }]),
          formRules.maxLength(url, MONITOR_LIMITS.url),
        ]}
      >
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item
        name="schedule"
        label={schedule}
        extra={
          <>
            {t('monitors.webapi.scheduleHelp')}
            <SchedulePreview />
          </>
        }
        rules={[formRules.required(schedule)]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="timezone" label={t('monitors.webapi.timezone')}>
        <Select showSearch options={zones} />
      </Form.Item>
      <Form.Item
        name="credentialId"
        label={t('monitors.field.credential')}
        extra={t('monitors.webapi.credentialHelp')}
      >
        <CredentialSelect templates={WEBAPI_TEMPLATES} allowClear />
      </Form.Item>
    </>
  );
}

function WebApiWhere({ monitor }: { monitor: MonitorView }) {
  const config = configOf<WebApiSettings>(monitor);
  return (
    <>
      <Typography.Text code>{config.url}</Typography.Text>{' '}
      <Typography.Text type="secondary">{config.schedule}</Typography.Text>
    </>
  );
}

/** A web API polled on a schedule, and a signed webhook (SPEC §7). */
export const WEBAPI_MONITOR: MonitorKindSpec<'webapi', WebApiValues> = {
  route: 'webapi',
  where: (monitor) => <WebApiWhere monitor={monitor} />,
  Fields: WebApiFields,
  initialValues: (monitor, { timezone }) => {
    const config = configOf<WebApiSettings>(monitor);
    return {
      ...commonValues(monitor),
      url: config.url,
      schedule: config.schedule,
      timezone: config.timezone ?? timezone,
      credentialId: config.credentialId ?? undefined,
    };
  },
  body: (values) => ({
    ...commonBody(values),
    url: values.url.trim(),
    schedule: values.schedule.trim(),
    timezone: values.timezone || null,
    credentialId: values.credentialId ?? null,
  }),
};

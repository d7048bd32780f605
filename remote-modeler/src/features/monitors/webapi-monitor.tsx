import { formRules, MONITOR_LIMITS, type WebApiMonitorForm } from '@console/shared';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScheduleField } from '../automation-common/schedule-field';
import { CredentialSelect } from './credential-select';
import { defineKind } from './monitor-kind';

type WebApiSettings = Pick<WebApiMonitorForm, 'url' | 'schedule' | 'timezone' | 'credentialId'>;

/** The credential templates a web API can be called with. */
export const WEBAPI_TEMPLATES = ['http-basic', 'bearer-token', 'api-key-header'] as const;

function WebApiFields() {
  const { t } = useTranslation('modeler');
  const url = t('monitors.webapi.url');
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
      <ScheduleField
        label={t('monitors.webapi.schedule')}
        required
        extra={t('monitors.webapi.scheduleHelp')}
        timesTitle={(timezone) => t('monitors.webapi.nextRuns', { timezone })}
        checking={t('monitors.webapi.checking')}
      />
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

function WebApiWhere({ config }: { config: Partial<WebApiSettings> }) {
  return (
    <>
      <Typography.Text code>{config.url}</Typography.Text>{' '}
      <Typography.Text type="secondary">{config.schedule}</Typography.Text>
    </>
  );
}

/** A web API polled on a schedule, and a signed webhook (SPEC §7). */
export const WEBAPI_MONITOR = defineKind<'webapi', WebApiSettings>({
  route: 'webapi',
  Where: WebApiWhere,
  Fields: WebApiFields,
  values: (config, timezone) => ({
    url: config.url,
    schedule: config.schedule,
    timezone: config.timezone ?? timezone,
    credentialId: config.credentialId ?? undefined,
  }),
  settings: (values) => ({
    url: values.url.trim(),
    schedule: values.schedule.trim(),
    timezone: values.timezone || null,
    credentialId: values.credentialId ?? null,
  }),
});

import { formRules, MONITOR_LIMITS, type MqMonitorForm } from '@console/shared';
import { Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredValue } from '../automation-common/form-items';
import { CredentialSelect } from './credential-select';
import { defineKind } from './monitor-kind';

type MqSettings = Pick<
  MqMonitorForm,
  'credentialId' | 'queue' | 'exchange' | 'routingKey' | 'prefetch'
>;

/** The credential templates a queue can be reached with. */
export const MQ_TEMPLATES = ['amqp'] as const;

function MqFields() {
  const { t } = useTranslation('modeler');
  const credential = t('monitors.field.credential');
  const queue = t('monitors.mq.queue');
  return (
    <>
      <Form.Item
        name="credentialId"
        label={credential}
        extra={t('monitors.mq.credentialHelp')}
        rules={[requiredValue(credential)]}
      >
        <CredentialSelect templates={MQ_TEMPLATES} />
      </Form.Item>
      <Form.Item
        name="queue"
        label={queue}
        rules={[formRules.required(queue), formRules.maxLength(queue, MONITOR_LIMITS.queue)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="exchange"
        label={t('monitors.mq.exchange')}
        extra={t('monitors.mq.exchangeHelp')}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="routingKey"
        label={t('monitors.mq.routingKey')}
        dependencies={['exchange']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value?: string) =>
              value?.trim() && !String(getFieldValue('exchange') ?? '').trim()
                ? Promise.reject(new Error(t('monitors.mq.routingKeyNeedsExchange')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="prefetch"
        label={t('monitors.mq.prefetch')}
        extra={t('monitors.mq.prefetchHelp', { max: MONITOR_LIMITS.prefetchMax })}
      >
        <InputNumber min={1} max={MONITOR_LIMITS.prefetchMax} precision={0} />
      </Form.Item>
    </>
  );
}

function MqWhere({ config }: { config: Partial<MqSettings> }) {
  return (
    <>
      <Typography.Text code>{config.queue}</Typography.Text>
      {config.exchange && (
        <Typography.Text type="secondary">
          {' ← '}
          {config.exchange}
          {config.routingKey ? ` (${config.routingKey})` : ''}
        </Typography.Text>
      )}
    </>
  );
}

const optional = (text: string | null | undefined) => text?.trim() || null;

/** A RabbitMQ queue (SPEC §7): a message starts the flow. */
export const MQ_MONITOR = defineKind<'mq', MqSettings>({
  route: 'mq',
  Where: MqWhere,
  Fields: MqFields,
  values: (config) => ({
    credentialId: config.credentialId,
    queue: config.queue,
    exchange: config.exchange ?? undefined,
    routingKey: config.routingKey ?? undefined,
    prefetch: config.prefetch ?? MONITOR_LIMITS.prefetchDefault,
  }),
  settings: (values) => ({
    credentialId: values.credentialId,
    queue: values.queue.trim(),
    exchange: optional(values.exchange),
    routingKey: optional(values.routingKey),
    prefetch: values.prefetch ?? MONITOR_LIMITS.prefetchDefault,
  }),
});

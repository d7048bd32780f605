import { formRules, useResource, type MonitorView } from '@console/shared';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchAllMonitors } from '../automation-common/api';
import { FlowItem, requiredValue } from '../automation-common/form-items';
import { VariablesItem } from '../automation-common/json-fields';
import { ScheduleField } from '../automation-common/schedule-field';
import { fetchAllEventConnectors } from './api';
import type { TimerAction } from './trigger-values';

/** A timer: its schedule and timezone, the flow it starts or the message it sends, variables. */
export function TimerFields() {
  const { t } = useTranslation('modeler');
  const action = Form.useWatch<TimerAction | undefined>('action') ?? 'flow';
  const message = t('triggers.field.messageName');
  return (
    <>
      <ScheduleField label={t('triggers.field.schedule')} required />
      <Form.Item name="action" label={t('triggers.field.action')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'flow', label: t('triggers.field.startFlow') },
            { value: 'message', label: t('triggers.field.sendMessage') },
          ]}
        />
      </Form.Item>
      {action === 'flow' ? (
        <FlowItem texts="triggers.field" />
      ) : (
        <Form.Item
          name="messageName"
          label={message}
          extra={t('triggers.field.messageHelp')}
          rules={[formRules.required(message), formRules.maxLength(message, 255)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      )}
      <VariablesItem
        name="variables"
        label={t('triggers.field.variables')}
        extra={t('triggers.field.variablesHelp')}
      />
    </>
  );
}

const monitorLabel = (monitor: MonitorView) => `${monitor.name} (${monitor.kind})`;

/** An event trigger: the monitor whose events go through the event connector. */
export function EventFields() {
  const { t } = useTranslation('modeler');
  const monitors = useResource(fetchAllMonitors);
  const connectors = useResource(fetchAllEventConnectors);
  const monitor = t('triggers.field.monitor');
  const connector = t('triggers.field.eventConnector');
  return (
    <>
      <Form.Item name="monitorId" label={monitor} rules={[requiredValue(monitor)]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={monitors.loading}
          options={(monitors.data ?? []).map((row) => ({
            value: row.id,
            label: monitorLabel(row),
          }))}
          notFoundContent={monitors.data ? t('triggers.field.noMonitor') : undefined}
        />
      </Form.Item>
      <Form.Item
        name="eventConnectorId"
        label={connector}
        extra={t('triggers.field.eventConnectorHelp')}
        rules={[requiredValue(connector)]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={connectors.loading}
          options={(connectors.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
          notFoundContent={connectors.data ? t('triggers.field.noEventConnector') : undefined}
        />
      </Form.Item>
    </>
  );
}

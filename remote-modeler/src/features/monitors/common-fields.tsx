import { formRules, MONITOR_LIMITS, useResource, type DeployedFlow } from '@console/shared';
import { NameItem } from '@console/shared/ui';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchDeployedFlows, fetchEventConnectors } from './api';

/** One entry per process key (its newest version is the one a monitor starts), by name. */
export function flowOptions(flows: DeployedFlow[]) {
  const newest = new Map<string, DeployedFlow>();
  for (const flow of flows) {
    const known = newest.get(flow.key);
    if (!known || known.version < flow.version) newest.set(flow.key, flow);
  }
  return [...newest.values()]
    .sort((a, b) => (a.name || a.key).localeCompare(b.name || b.key))
    .map((flow) => ({
      value: flow.key,
      label: flow.name && flow.name !== flow.key ? `${flow.name} (${flow.key})` : flow.key,
    }));
}

/** The fields every monitor has: name first, the kind's own ones, then flow and description. */
export function CommonFields({ children }: { children: ReactNode }) {
  const { t } = useTranslation('modeler');
  const flows = useResource(fetchDeployedFlows);
  const events = useResource(fetchEventConnectors);
  const flowLabel = t('monitors.field.flow');
  return (
    <>
      <NameItem label={t('monitors.field.name')} max={MONITOR_LIMITS.name} />
      {children}
      <Form.Item
        name="processKey"
        label={flowLabel}
        extra={t('monitors.field.flowHelp')}
        rules={[formRules.required(flowLabel)]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={flows.loading}
          options={flowOptions(flows.data ?? [])}
          notFoundContent={flows.data ? t('monitors.field.noFlow') : undefined}
        />
      </Form.Item>
      <Form.Item
        name="eventConnectorId"
        label={t('monitors.field.eventConnector')}
        extra={t('monitors.field.eventConnectorHelp')}
      >
        <Select
          allowClear
          loading={events.loading}
          options={(events.data ?? []).map((connector) => ({
            value: connector.id,
            label: connector.name,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('monitors.field.description')}
        rules={[formRules.maxLength(t('monitors.field.description'), MONITOR_LIMITS.description)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}

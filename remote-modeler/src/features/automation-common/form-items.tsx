import { formRules, translate, useResource, type DeployedFlow } from '@console/shared';
import { Form, Input, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchDeployedFlows } from './api';

/**
 * A required number or choice: `formRules.required` checks text (its whitespace rule refuses a
 * number), so this says the same prompt without it.
 */
export const requiredValue =
  (prop: string): FormRule =>
  () => ({ required: true, message: translate('validation.required', { prop }) });

/** An optional description of at most `max` characters. */
export function DescriptionItem({ label, max }: { label: string; max: number }) {
  return (
    <Form.Item name="description" label={label} rules={[formRules.maxLength(label, max)]}>
      <Input.TextArea rows={2} />
    </Form.Item>
  );
}

/** One entry per process key (a monitor or a timer starts its newest version), by name. */
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

/**
 * The required flow (`processKey`) to start, chosen among the deployed process keys. `texts` is
 * the feature's group of field labels holding `flow`, `flowHelp` and `noFlow`.
 */
export function FlowItem({ texts }: { texts: 'monitors.field' | 'triggers.field' }) {
  const { t } = useTranslation('modeler');
  const flows = useResource(fetchDeployedFlows);
  const label = t(`${texts}.flow`);
  return (
    <Form.Item
      name="processKey"
      label={label}
      extra={t(`${texts}.flowHelp`)}
      rules={[formRules.required(label)]}
    >
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        loading={flows.loading}
        options={flowOptions(flows.data ?? [])}
        notFoundContent={flows.data ? t(`${texts}.noFlow`) : undefined}
      />
    </Form.Item>
  );
}

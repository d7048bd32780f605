import type { ParamMeta } from '@console/shared';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactElement } from 'react';
import { paramRules } from './param-rules';
import { SecretInput } from './secret-input';

type NamePath = (string | number)[];

interface ParamsFormProps {
  meta: readonly ParamMeta[];
  /** Where the values sit in the form: `['parameters']`, or `[step, 'parameters']` in a list. */
  name: NamePath;
  /** The secrets that have a value already (editing a credential). */
  secretsSet?: readonly string[];
}

/**
 * The antd control of a field, as an element: Form.Item gives its direct child the value, the
 * change handler and the id its label points at.
 */
function controlOf(field: ParamMeta, isSet: boolean): ReactElement {
  switch (field.type) {
    case 'Int':
      return <InputNumber min={field.min} max={field.max} precision={0} style={{ width: 200 }} />;
    case 'Boolean':
      return <Switch />;
    case 'SelectItems':
      return (
        <Select
          allowClear={field.nullable}
          options={(field.items ?? []).map((item) => ({ value: item.value, label: item.label }))}
        />
      );
    case 'Secret':
      return <SecretInput isSet={isSet} label={field.label} />;
    case 'Text':
      return field.multiline ? <Input.TextArea autoSize={{ minRows: 3 }} /> : <Input />;
  }
}

/**
 * The fields of a command, a compose step or a credential template, generated from its
 * ParamMeta list, inside the caller's antd Form (SPEC §3 "Dynamic form field").
 */
export function ParamsForm({ meta, name, secretsSet = [] }: ParamsFormProps) {
  return (
    <>
      {meta.map((field) => {
        const isSet = field.type === 'Secret' && secretsSet.includes(field.name);
        return (
          <Form.Item
            key={field.name}
            name={[...name, field.name]}
            label={field.label}
            extra={field.description}
            valuePropName={field.type === 'Boolean' ? 'checked' : 'value'}
            rules={paramRules(field, isSet)}
          >
            {controlOf(field, isSet)}
          </Form.Item>
        );
      })}
    </>
  );
}

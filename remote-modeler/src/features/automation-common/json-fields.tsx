import { parseJson, translate } from '@console/shared';
import { Form, Input, type FormRule } from 'antd';
import type { ReactNode } from 'react';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * SPEC §5: the text must parse ('cannot parse the json please make sure it is a json'), and
 * variables are a JSON object (`{"name": value}`).
 */
const jsonObjectRule: FormRule = () => ({
  validator: (_rule, text: unknown) => {
    if (typeof text !== 'string' || text.trim() === '') return Promise.resolve();
    let value: unknown;
    try {
      value = parseJson(text);
    } catch {
      return Promise.reject(new Error(translate('validation.json')));
    }
    return isObject(value)
      ? Promise.resolve()
      : Promise.reject(new Error(translate('modeler:triggers.field.variablesObject')));
  },
});

/** Variables as JSON text, shown pretty; none is an empty field. */
export const variablesText = (variables: Record<string, unknown> | undefined) =>
  variables && Object.keys(variables).length ? JSON.stringify(variables, null, 2) : '';

/** The variables of text the form has validated ('' is none). */
export const variablesOf = (text: string | undefined): Record<string, unknown> =>
  text && text.trim() ? (parseJson(text) as Record<string, unknown>) : {};

/** A field of variables, typed as a JSON object in a text area (checked as it is typed). */
export function VariablesItem({
  name,
  label,
  extra,
}: {
  name: string;
  label: string;
  extra?: ReactNode;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[jsonObjectRule]}
      validateTrigger={['onChange', 'onBlur']}
    >
      <Input.TextArea
        autoSize={{ minRows: 3, maxRows: 12 }}
        spellCheck={false}
        placeholder='{ "orderId": "PO-1" }'
        style={{ fontFamily: 'monospace' }}
      />
    </Form.Item>
  );
}

import { parseJson, translate } from '@console/shared';
import { Form, type FormItemProps, type FormRule } from 'antd';
import { ScriptEditor } from '../script-editor/script-editor';

/** SPEC §5: JSON must parse, otherwise 'cannot parse the json please make sure it is a json'. */
export const jsonRule: FormRule = () => ({
  validator: (_rule, text: unknown) => {
    if (typeof text !== 'string' || text.trim() === '') return Promise.resolve();
    try {
      parseJson(text);
      return Promise.resolve();
    } catch {
      return Promise.reject(new Error(translate('validation.json')));
    }
  },
});

interface JsonItemProps extends Pick<FormItemProps, 'name' | 'extra' | 'rules'> {
  label: string;
  height?: number;
}

/** A form field holding JSON text, edited in the JSON mode of the script editor. */
export function JsonItem({ label, name, extra, rules = [], height = 160 }: JsonItemProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[...rules, jsonRule]}
      validateTrigger={['onChange', 'onBlur']}
    >
      <ScriptEditor mode="json" ariaLabel={label} height={height} />
    </Form.Item>
  );
}

/** The value of JSON text that the form has validated ('' is nothing). */
export const jsonValue = (text: string | undefined): unknown =>
  text && text.trim() ? parseJson(text) : undefined;

import { Form, Select, type FormRule } from 'antd';
import { COMMON_NS, translate, useSettings } from '@console/shared';
import { useTranslation } from 'react-i18next';
import { VariableValueInput } from './variable-value-input';
import { convertedValue, valueProblem, VARIABLE_TYPES, type ControlValue } from './variable-value';

type Path = (string | number)[];

/** The value's rule for `type`: marks the field when a value is needed, and words what is wrong. */
export const valueRule =
  (type: string): FormRule =>
  () => ({
    required: ['Integer', 'Long', 'Double', 'Date', 'Json'].includes(type),
    validator: (_rule, value: ControlValue) => {
      const problem = valueProblem(type, value);
      return problem
        ? Promise.reject(new Error(translate(`common:${problem.key}`, problem.values)))
        : Promise.resolve();
    },
  });

interface VariableTypeValueProps {
  /** The fields' names inside their form or Form.List row (`[]`, `[row.name]`). */
  name?: Path;
  /** The same from the form's root (`[]`, `['variables', row.name]`). */
  path?: Path;
  /** Labels above the fields (a dialog); without, each control names itself (a row). */
  labelled?: boolean;
}

/** The type select; it tells `onTypeChange` the type it leaves and the one chosen. */
function TypeSelect(props: {
  value?: string;
  onChange?: (type: string) => void;
  onTypeChange: (from: string, to: string) => void;
  id?: string;
  'aria-label'?: string;
}) {
  const { value, onChange, onTypeChange, ...rest } = props;
  return (
    <Select
      {...rest}
      value={value}
      onChange={(next: string) => {
        onTypeChange(value ?? 'String', next);
        onChange?.(next);
      }}
      options={VARIABLE_TYPES.map((type) => ({ value: type, label: type }))}
    />
  );
}

/**
 * A variable's type and its value with the control the type calls for (`VariableValueInput`).
 * Changing the type carries the value over when it reads as the new type. Put inside a Form
 * whose fields at `path` are `type` and `value` (control values: see `controlValueOf`).
 */
export function VariableTypeValueItems({
  name = [],
  path = [],
  labelled = true,
}: VariableTypeValueProps) {
  const { t } = useTranslation(COMMON_NS);
  const form = Form.useFormInstance();
  const zone = useSettings((state) => state.timezone);
  const typePath = [...path, 'type'];
  const valuePath = [...path, 'value'];
  const typeLabel = t('variable.type');
  const valueLabel = t('variable.value');
  const typeIn = (values: unknown) => String(get(values, typePath) ?? 'String');

  const carryOver = (from: string, to: string) =>
    form.setFields([
      {
        name: valuePath,
        value: convertedValue(from, to, form.getFieldValue(valuePath) as ControlValue, zone),
        errors: [],
      },
    ]);

  return (
    <>
      <Form.Item
        name={[...name, 'type']}
        label={labelled ? typeLabel : undefined}
        rules={[{ required: true }]}
        style={labelled ? undefined : { width: 120, flex: 'none' }}
      >
        <TypeSelect aria-label={labelled ? undefined : typeLabel} onTypeChange={carryOver} />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(before, after) => typeIn(before) !== typeIn(after)}>
        {() => {
          const type = typeIn(form.getFieldsValue(true));
          return (
            <Form.Item
              name={[...name, 'value']}
              label={labelled ? valueLabel : undefined}
              rules={[valueRule(type)]}
              style={labelled ? undefined : { flex: 1, minWidth: 0 }}
            >
              <VariableValueInput type={type} aria-label={labelled ? undefined : valueLabel} />
            </Form.Item>
          );
        }}
      </Form.Item>
    </>
  );
}

/** The value at `path` in a form's values. */
function get(values: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    values,
  );
}

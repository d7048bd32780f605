import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography, type FormRule } from 'antd';
import { COMMON_NS, translate } from '@console/shared';
import { useTranslation } from 'react-i18next';
import { VariableTypeValueItems } from './variable-fields';
import type { ControlValue } from './variable-value';

/** One row of a variable list, as the form holds it. */
export interface VariableRow {
  name: string;
  type: string;
  value: ControlValue;
}

/** Camunda keeps a variable's name in a varchar(255). */
export const VARIABLE_NAME_MAX = 255;

/**
 * A variable name's rules: required, at most 255 characters, and unique: among `taken` (the
 * instance's own variables) and among the other rows of the list at `listName`.
 */
export function variableNameRules({
  taken = [],
  listName,
}: { taken?: readonly string[]; listName?: string } = {}): FormRule[] {
  // Worded when checked, in the language of that moment.
  const t = (key: string, values?: Record<string, unknown>) => translate(`common:${key}`, values);
  return [
    () => ({ required: true, whitespace: true, message: t('variable.nameRequired') }),
    () => ({
      max: VARIABLE_NAME_MAX,
      message: t('variable.nameTooLong', { length: VARIABLE_NAME_MAX }),
    }),
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) => {
        const name = typeof value === 'string' ? value.trim() : '';
        if (!name) return Promise.resolve();
        if (taken.includes(name)) {
          return Promise.reject(new Error(t('variable.nameTaken', { name })));
        }
        const rows = listName ? ((getFieldValue(listName) as VariableRow[] | undefined) ?? []) : [];
        const uses = rows.filter((row) => row?.name?.trim() === name).length;
        return uses > 1
          ? Promise.reject(new Error(t('variable.nameRepeated', { name })))
          : Promise.resolve();
      },
    }),
  ];
}

/**
 * A list of typed variables inside a Form, at `name`: a row each (name, type, value, remove)
 * and "Add variable". Names are required and unique in the list.
 */
export function VariableRows({ name }: { name: string }) {
  const { t } = useTranslation(COMMON_NS);
  const form = Form.useFormInstance();
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <Flex vertical gap={0}>
          {rows.length === 0 && (
            <Typography.Paragraph type="secondary">{t('variable.none')}</Typography.Paragraph>
          )}
          {rows.map((row, index) => {
            const rowName = (form.getFieldValue([name, row.name, 'name']) as string) || '';
            return (
              <Flex
                key={row.key}
                gap={8}
                align="start"
                role="group"
                aria-label={`${t('variable.name')} ${index + 1}`}
              >
                <Form.Item
                  name={[row.name, 'name']}
                  rules={variableNameRules({ listName: name })}
                  style={{ width: 160, flex: 'none' }}
                >
                  <Input aria-label={t('variable.name')} placeholder={t('variable.name')} />
                </Form.Item>
                <VariableTypeValueItems
                  name={[row.name]}
                  path={[name, row.name]}
                  labelled={false}
                />
                <Button
                  type="text"
                  aria-label={t('variable.remove', { name: rowName || index + 1 })}
                  icon={<MinusCircleOutlined aria-hidden />}
                  onClick={() => remove(row.name)}
                />
              </Flex>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ name: '', type: 'String', value: '' })}
          >
            {t('variable.add')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}

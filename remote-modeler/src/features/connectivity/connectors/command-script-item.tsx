import { formRules, type ParamMeta } from '@console/shared';
import { Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { jsonValue } from '../common/json-item';
import { ScriptEditor } from '../script-editor/script-editor';
import { UpgradeButton } from './upgrade-button';

/** The parameter names of paramsMeta text, while it is typed (none while it does not parse). */
function paramNamesOf(text: string | undefined): string[] {
  try {
    const meta = jsonValue(text);
    return Array.isArray(meta)
      ? meta.flatMap((field: Partial<ParamMeta>) => (field?.name ? [field.name] : []))
      : [];
  } catch {
    return [];
  }
}

/** The script, completed with the parameters typed above it. */
export function CommandScriptItem() {
  const { t } = useTranslation('modeler');
  const paramNames = paramNamesOf(Form.useWatch<string | undefined>('paramsMeta'));
  return (
    <Form.Item
      name="script"
      label={t('conn.script.label')}
      rules={[formRules.required(t('conn.script.label'))]}
      extra={
        <Flex justify="flex-end" style={{ marginTop: 8 }}>
          <UpgradeButton />
        </Flex>
      }
    >
      <ScriptEditor paramNames={paramNames} height={260} />
    </Form.Item>
  );
}

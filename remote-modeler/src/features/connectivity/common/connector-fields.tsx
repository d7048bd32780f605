import { CONNECTIVITY_LIMITS, formRules, translate } from '@console/shared';
import { NameItem } from '@console/shared/ui';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

export const CONNECTOR_NAME_MAX = CONNECTIVITY_LIMITS.name;
const TIMEOUT_MAX_MS = CONNECTIVITY_LIMITS.timeoutMaxMs;

/** Name, description and, unless left out, the timeout in ms (a whole number of at least 1). */
export function ConnectorFields({
  timeout = 'required',
}: {
  timeout?: 'required' | 'optional' | 'none';
}) {
  const { t } = useTranslation('modeler');
  return (
    <>
      <NameItem label={t('conn.field.name')} max={CONNECTOR_NAME_MAX} />
      <Form.Item name="description" label={t('conn.field.description')}>
        <Input.TextArea autoSize={{ minRows: 1 }} />
      </Form.Item>
      {timeout !== 'none' && (
        <Form.Item
          name="timeout"
          label={t('conn.field.timeout')}
          rules={[
            ...(timeout === 'required'
              ? [{ required: true, message: translate('validation.timeoutRequired') }]
              : []),
          ]}
        >
          <InputNumber min={1} max={TIMEOUT_MAX_MS} precision={0} style={{ width: 200 }} />
        </Form.Item>
      )}
    </>
  );
}

/** The category, a free word that groups command connectors. */
export function CategoryItem() {
  const { t } = useTranslation('modeler');
  return (
    <Form.Item
      name="category"
      label={t('conn.field.category')}
      rules={[formRules.maxLength(t('conn.field.category'), CONNECTIVITY_LIMITS.category)]}
    >
      <Input />
    </Form.Item>
  );
}

import { formRules, type ConnectorDetail } from '@console/shared';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConnectorFields } from '../common/connector-fields';
import { ConnectorFormModal, type ConnectorBaseValues } from '../common/connector-form-modal';
import { ScriptEditor } from '../script-editor/script-editor';
import { createMappingConnector, updateMappingConnector } from './api';
import { MappingPreview } from './mapping-preview';

interface MappingValues extends ConnectorBaseValues {
  expression: string;
  /** The preview's sample variables; not saved. */
  sample?: string;
}

const SAMPLE_VARIABLES = '{\n  "order": { "id": "A-1", "lines": [{ "qty": 2 }, { "qty": 3 }] }\n}';

/** Creates or edits a mapping connector: a JSONata expression, previewed as it is typed. */
export function MappingModal({
  connector,
  onClose,
  onSaved,
}: {
  connector?: ConnectorDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('modeler');
  const saved = connector?.parameters.expression;
  return (
    <ConnectorFormModal<MappingValues, { parameters: { expression: string } }>
      kind="mapping"
      connector={connector}
      width={860}
      initialValues={{
        expression: typeof saved === 'string' ? saved : '',
        sample: SAMPLE_VARIABLES,
      }}
      body={(values) => ({ parameters: { expression: values.expression } })}
      create={createMappingConnector}
      update={updateMappingConnector}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ConnectorFields timeout="optional" />
      <Form.Item
        name="expression"
        label={t('conn.mapping.expression')}
        rules={[formRules.required(t('conn.mapping.expression'))]}
      >
        <ScriptEditor mode="plain" ariaLabel={t('conn.mapping.expression')} height={140} />
      </Form.Item>
      <MappingPreview />
    </ConnectorFormModal>
  );
}

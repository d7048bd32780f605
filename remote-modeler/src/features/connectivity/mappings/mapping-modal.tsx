import { formRules, type ConnectorDetail } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConnectorFields } from '../common/connector-fields';
import { ScriptEditor } from '../script-editor/script-editor';
import { createMappingConnector, updateMappingConnector } from './api';
import { MappingPreview } from './mapping-preview';

interface MappingValues {
  name: string;
  description?: string;
  timeout?: number;
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

  const submit = async (values: MappingValues) => {
    const body = {
      name: values.name.trim(),
      description: values.description ?? '',
      timeout: values.timeout ?? undefined,
      parameters: { expression: values.expression },
    };
    if (connector) await updateMappingConnector({ ...body, id: connector.id });
    else await createMappingConnector(body);
    onSaved();
  };

  return (
    <FormModal<MappingValues>
      title={
        connector
          ? t('conn.mapping.editTitle', { name: connector.name })
          : t('conn.mapping.newTitle')
      }
      width={860}
      okText={t('common:action.save')}
      failureTitle={t(connector ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={{
        name: connector?.name,
        description: connector?.description,
        timeout: connector?.timeout,
        expression: typeof saved === 'string' ? saved : '',
        sample: SAMPLE_VARIABLES,
      }}
      onSubmit={submit}
      onClose={onClose}
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
    </FormModal>
  );
}

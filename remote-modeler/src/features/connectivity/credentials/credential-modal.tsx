import {
  formRules,
  type Credential,
  type CredentialTemplate,
  type ParamValue,
} from '@console/shared';
import { FormModal, NameItem } from '@console/shared/ui';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONNECTOR_NAME_MAX } from '../common/connector-fields';
import { ParamsForm } from '../params-form/params-form';
import { initialParameters, parametersOf } from '../params-form/param-values';
import { createCredential, updateCredential } from './api';

interface CredentialValues {
  name: string;
  description?: string;
  templateId: string;
  parameters?: Record<string, ParamValue | undefined>;
}

interface CredentialModalProps {
  /** Absent for a new credential. */
  credential?: Credential;
  templates: readonly CredentialTemplate[];
  onClose: () => void;
  onSaved: () => void;
}

/** The template's fields, once one is chosen. */
function TemplateFields({
  templates,
  secretsSet,
}: {
  templates: readonly CredentialTemplate[];
  secretsSet: readonly string[];
}) {
  const templateId = Form.useWatch<string | undefined>('templateId');
  const template = templates.find((each) => each.id === templateId);
  return template ? (
    <ParamsForm meta={template.fields} name={['parameters']} secretsSet={secretsSet} />
  ) : null;
}

/** Creates or edits a credential: its template, then the template's fields. */
export function CredentialModal({ credential, templates, onClose, onSaved }: CredentialModalProps) {
  const { t } = useTranslation('modeler');
  const fieldsOf = (id?: string) => templates.find((each) => each.id === id)?.fields ?? [];

  const submit = async (values: CredentialValues) => {
    const body = {
      name: values.name.trim(),
      description: values.description ?? '',
      template: { id: values.templateId },
      parameters: parametersOf(fieldsOf(values.templateId), values.parameters),
    };
    if (credential) await updateCredential({ ...body, id: credential.id });
    else await createCredential(body);
    onSaved();
  };

  return (
    <FormModal<CredentialValues>
      title={t(credential ? 'conn.credential.editTitle' : 'conn.credential.newTitle', {
        name: credential?.name,
      })}
      okText={t('common:action.save')}
      failureTitle={t(credential ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={{
        name: credential?.name,
        description: credential?.description,
        templateId: credential?.template.id,
        parameters: initialParameters(fieldsOf(credential?.template.id), credential?.parameters),
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameItem label={t('conn.field.name')} max={CONNECTOR_NAME_MAX} />
      <Form.Item name="description" label={t('conn.field.description')}>
        <Input.TextArea autoSize={{ minRows: 1 }} />
      </Form.Item>
      <Form.Item
        name="templateId"
        label={t('conn.credential.template')}
        rules={[formRules.required(t('conn.credential.template'))]}
      >
        <TemplateSelect templates={templates} disabled={credential !== undefined} />
      </Form.Item>
      <TemplateFields templates={templates} secretsSet={credential?.secretsSet ?? []} />
    </FormModal>
  );
}

/** The template choice; a new choice starts its fields from their defaults. */
function TemplateSelect({
  templates,
  disabled,
  ...control
}: {
  templates: readonly CredentialTemplate[];
  disabled: boolean;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const form = Form.useFormInstance();
  return (
    <Select
      {...control}
      disabled={disabled}
      options={templates.map((template) => ({ value: template.id, label: template.name }))}
      onChange={(value: string) => {
        control.onChange?.(value);
        const fields = templates.find((each) => each.id === value)?.fields ?? [];
        form.setFieldValue('parameters', initialParameters(fields));
      }}
    />
  );
}

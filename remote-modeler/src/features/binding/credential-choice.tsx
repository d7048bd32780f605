import type { Credential } from '@console/shared';
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTemplateLabels } from '../connectivity/credentials/template-labels';

/** The templates a connector takes: null (or not said) any, [] none (credential-fit.ts). */
export type Fit = readonly string[] | null | undefined;

/** The credentials a connector of this fit would use. */
export const fittingCredentials = (credentials: readonly Credential[], fit: Fit) =>
  fit ? credentials.filter((each) => fit.includes(each.template.id)) : credentials;

interface CredentialItemProps {
  credentials: readonly Credential[];
  fit: Fit;
  /** Binding a credential alone asks for one; beside a connector it is optional. */
  required?: boolean;
}

/**
 * The credential field of the Bind dialogs: the tenant's credentials of a template the
 * connector uses, each with its template's name, and a word on what fits.
 */
export function CredentialItem({ credentials, fit, required }: CredentialItemProps) {
  const { t } = useTranslation('modeler');
  const { templateName } = useTemplateLabels();
  const choices = fittingCredentials(credentials, fit);
  const kinds = (fit ?? []).map((id) => templateName(id)).join(', ');
  const help = !fit
    ? t('conn.topicCredential.anyFits')
    : t(choices.length ? 'conn.topicCredential.fits' : 'conn.topicCredential.noneFits', {
        templates: kinds,
      });
  return (
    <Form.Item
      name="credentialId"
      label={t(required ? 'conn.topicCredential.label' : 'conn.topicCredential.optional')}
      rules={required ? [{ required: true, message: t('conn.topicCredential.required') }] : []}
      extra={<Typography.Text type="secondary">{help}</Typography.Text>}
    >
      <Select
        allowClear={!required}
        showSearch={{ optionFilterProp: 'label' }}
        options={choices.map((each) => ({
          value: each.id,
          label: `${each.name} · ${templateName(each.template.id)}`,
        }))}
      />
    </Form.Item>
  );
}

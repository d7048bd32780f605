import { useResource, type Credential } from '@console/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchCredentials } from './api';

interface CredentialSelectProps {
  /** The credential templates this monitor can use ('amqp' for a queue). */
  templates: readonly string[];
  id?: string;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  allowClear?: boolean;
}

export const ofTemplates = (credentials: Credential[], templates: readonly string[]) =>
  credentials.filter((credential) => templates.includes(credential.template.id));

/** The tenant's credentials of the given kinds, by name. */
export function CredentialSelect({ templates, allowClear, ...field }: CredentialSelectProps) {
  const { t } = useTranslation('modeler');
  const { data, loading } = useResource(fetchCredentials);
  return (
    <Select
      {...field}
      allowClear={allowClear}
      loading={loading}
      notFoundContent={data ? t('monitors.field.noCredential') : undefined}
      options={ofTemplates(data ?? [], templates).map((credential) => ({
        value: credential.id,
        label: credential.name,
      }))}
    />
  );
}

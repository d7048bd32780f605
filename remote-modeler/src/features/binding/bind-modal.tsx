import type { BriefConnector, Credential } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CredentialItem } from './credential-choice';

interface BindValues {
  connectorId: number;
  credentialId?: number;
}

/** The credential choice for the connector chosen above it; none for one that uses none. */
function ConnectorCredential(props: {
  connectors: readonly BriefConnector[];
  credentials: readonly Credential[];
}) {
  const connectorId = Form.useWatch<number | undefined>('connectorId');
  const connector = props.connectors.find((each) => each.id === connectorId);
  if (!connector || connector.credentialTemplates?.length === 0) return null;
  return <CredentialItem credentials={props.credentials} fit={connector.credentialTemplates} />;
}

/** Chooses the connector to bind to one or several topics, and the credential it runs with. */
export function BindModal(props: {
  topics: string[];
  connectors: BriefConnector[];
  credentials: readonly Credential[];
  onBind: (connectorId: number, credentialId?: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  return (
    <FormModal<BindValues>
      title={t('binding.bindTitle', {
        count: props.topics.length,
        topics: props.topics.join(', '),
      })}
      okText={t('binding.bind')}
      onSubmit={({ connectorId, credentialId }) => props.onBind(connectorId, credentialId)}
      onClose={props.onClose}
    >
      <Form.Item
        name="connectorId"
        label={t('panel.connector')}
        rules={[{ required: true, message: t('binding.connectorRequired') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          options={props.connectors.map((connector) => ({
            value: connector.id,
            label: `${t(`kind.${connector.type}`)} · ${connector.name}`,
          }))}
        />
      </Form.Item>
      <ConnectorCredential connectors={props.connectors} credentials={props.credentials} />
    </FormModal>
  );
}

import type { BriefConnector } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** Chooses the connector to bind to one or several topics. */
export function BindModal(props: {
  topics: string[];
  connectors: BriefConnector[];
  onBind: (connectorId: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('modeler');
  return (
    <FormModal<{ connectorId: number }>
      title={t('binding.bindTitle', {
        count: props.topics.length,
        topics: props.topics.join(', '),
      })}
      okText={t('binding.bind')}
      onSubmit={({ connectorId }) => props.onBind(connectorId)}
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
    </FormModal>
  );
}

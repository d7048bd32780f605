import { formRules, type ConnectorDetail } from '@console/shared';
import { Collapse, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConnectorFields } from '../common/connector-fields';
import { ConnectorFormModal, type ConnectorBaseValues } from '../common/connector-form-modal';
import { ScriptEditor } from '../script-editor/script-editor';
import { createEventConnector, updateEventConnector } from './api';
import { EventTryPanel } from './event-try-panel';

interface EventValues extends ConnectorBaseValues {
  messageName?: string;
  script: string;
}

const SAMPLE_SCRIPT = 'return [orderId: input.orderId, total: input.total]\n';

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Creates or edits an event connector: a script that turns an event into variables. */
export function EventModal({
  connector,
  onClose,
  onSaved,
}: {
  connector?: ConnectorDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('modeler');
  return (
    <ConnectorFormModal<EventValues, { parameters: { script: string; messageName?: string } }>
      kind="event"
      connector={connector}
      width={1000}
      initialValues={{
        messageName: textOf(connector?.parameters.messageName),
        script: textOf(connector?.parameters.script) ?? SAMPLE_SCRIPT,
      }}
      body={(values) => {
        const messageName = values.messageName?.trim();
        return { parameters: { script: values.script, ...(messageName ? { messageName } : {}) } };
      }}
      create={createEventConnector}
      update={updateEventConnector}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ConnectorFields timeout="optional" />
      <Form.Item
        name="messageName"
        label={t('conn.event.messageName')}
        extra={t('conn.event.messageNameHelp')}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="script"
        label={t('conn.script.label')}
        rules={[formRules.required(t('conn.script.label'))]}
      >
        <ScriptEditor height={240} />
      </Form.Item>
      <Collapse
        items={[{ key: 'try', label: t('conn.event.tryTitle'), children: <EventTryPanel /> }]}
      />
    </ConnectorFormModal>
  );
}

import { formRules, type ConnectorDetail } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { Collapse, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConnectorFields } from '../common/connector-fields';
import { ScriptEditor } from '../script-editor/script-editor';
import { createEventConnector, updateEventConnector } from './api';
import { EventTryPanel } from './event-try-panel';

interface EventValues {
  name: string;
  description?: string;
  timeout?: number;
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

  const submit = async (values: EventValues) => {
    const messageName = values.messageName?.trim();
    const body = {
      name: values.name.trim(),
      description: values.description ?? '',
      timeout: values.timeout ?? undefined,
      parameters: { script: values.script, ...(messageName ? { messageName } : {}) },
    };
    if (connector) await updateEventConnector({ ...body, id: connector.id });
    else await createEventConnector(body);
    onSaved();
  };

  return (
    <FormModal<EventValues>
      title={
        connector ? t('conn.event.editTitle', { name: connector.name }) : t('conn.event.newTitle')
      }
      width={1000}
      okText={t('common:action.save')}
      failureTitle={t(connector ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={{
        name: connector?.name,
        description: connector?.description,
        timeout: connector?.timeout,
        messageName: textOf(connector?.parameters.messageName),
        script: textOf(connector?.parameters.script) ?? SAMPLE_SCRIPT,
      }}
      onSubmit={submit}
      onClose={onClose}
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
    </FormModal>
  );
}

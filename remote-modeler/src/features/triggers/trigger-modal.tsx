import {
  CONNECTIVITY_LIMITS as LIMITS,
  formRules,
  useResource,
  useSettings,
  type Trigger,
  type TriggerKind,
} from '@console/shared';
import { FormModal, NameItem } from '@console/shared/ui';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { createTrigger, fetchTriggerTypes, updateTrigger } from './api';
import { EventFields, TimerFields } from './trigger-fields';
import { initialTriggerValues, triggerBody, type TriggerValues } from './trigger-values';

interface TriggerModalProps {
  /** The trigger being edited; undefined for a new one. */
  editing: Trigger | undefined;
  onClose: () => void;
  onSaved: (saved: Trigger) => void;
}

/** The type's own fields: a timer's schedule and flow, or an event trigger's monitor. */
function TypeFields() {
  const type = Form.useWatch<TriggerKind | undefined>('type');
  return type === 'event' ? <EventFields /> : <TimerFields />;
}

/**
 * Creates or edits a trigger. A refusal of the server (400 naming the field, 409 for a taken
 * name) stays above the fields with everything the user typed; Enter saves.
 */
export function TriggerModal({ editing, onClose, onSaved }: TriggerModalProps) {
  const { t } = useTranslation('modeler');
  const timezone = useSettings((state) => state.timezone);
  const types = useResource(fetchTriggerTypes);
  const description = t('triggers.field.description');

  const submit = async (values: TriggerValues) => {
    const body = triggerBody(values);
    onSaved(editing ? await updateTrigger({ ...body, id: editing.id }) : await createTrigger(body));
  };

  return (
    <FormModal<TriggerValues>
      title={editing ? t('triggers.editTitle', { name: editing.name }) : t('triggers.newTitle')}
      width={640}
      okText={t('common:action.save')}
      failureTitle={t(editing ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={initialTriggerValues(editing, timezone)}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameItem label={t('triggers.field.name')} max={LIMITS.name} />
      <Form.Item name="type" label={t('triggers.field.type')}>
        <Select
          loading={types.loading}
          // The server's labels (GET /api/trigger_type), in the user's language when known.
          options={(types.data ?? []).map((type) => ({
            value: type.key,
            label: t(`triggers.type.${type.key}`, { defaultValue: type.value }),
          }))}
        />
      </Form.Item>
      <TypeFields />
      <Form.Item
        name="description"
        label={description}
        rules={[formRules.maxLength(description, LIMITS.description)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="active" label={t('triggers.field.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}

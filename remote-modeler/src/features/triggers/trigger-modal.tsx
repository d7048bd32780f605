import {
  CONNECTIVITY_LIMITS as LIMITS,
  useResource,
  type Trigger,
  type TriggerForm,
  type TriggerKind,
} from '@console/shared';
import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityModal } from '../automation-common/entity-modal';
import { DescriptionItem } from '../automation-common/form-items';
import type { RowEditorProps } from '../automation-common/use-row-actions';
import { createTrigger, fetchTriggerTypes, updateTrigger } from './api';
import { EventFields, TimerFields } from './trigger-fields';
import { initialTriggerValues, triggerBody, type TriggerValues } from './trigger-values';

/** The type's own fields: a timer's schedule and flow, or an event trigger's monitor. */
function TypeFields() {
  const type = Form.useWatch<TriggerKind | undefined>('type');
  return type === 'event' ? <EventFields /> : <TimerFields />;
}

/** Creates or edits a trigger: its type, the type's own fields, and its switch. */
export function TriggerModal(props: RowEditorProps<Trigger>) {
  const { t } = useTranslation('modeler');
  const types = useResource(fetchTriggerTypes);

  return (
    <EntityModal<Trigger, TriggerValues, TriggerForm, Trigger>
      texts="triggers"
      {...props}
      initialValues={initialTriggerValues}
      nameMax={LIMITS.name}
      body={triggerBody}
      create={createTrigger}
      update={updateTrigger}
    >
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
      <DescriptionItem label={t('triggers.field.description')} max={LIMITS.description} />
      <Form.Item name="active" label={t('triggers.field.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </EntityModal>
  );
}

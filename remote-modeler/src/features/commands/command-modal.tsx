import {
  CONNECTIVITY_LIMITS as LIMITS,
  formRules,
  useSettings,
  type Command,
  type CommandParameters,
} from '@console/shared';
import { FormModal, NameItem } from '@console/shared/ui';
import { Form, Input, Switch } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScheduleField, TimezoneField } from '../triggers/schedule-field';
import { createCommand, updateCommand } from './api';
import { commandBody, initialCommandValues, type CommandValues } from './command-values';
import { ConnectorParams } from './connector-params';

interface CommandModalProps {
  /** The command being edited; undefined for a new one. */
  editing: Command | undefined;
  onClose: () => void;
  onSaved: (saved: Command) => void;
}

/** When it runs on its own: an active command needs a schedule. */
function ScheduleFields() {
  const { t } = useTranslation('modeler');
  return (
    <>
      <ScheduleField
        label={t('commands.field.schedule')}
        required={{ whileOn: 'active' }}
        extra={t('commands.field.scheduleHelp')}
      />
      <TimezoneField />
      <Form.Item
        name="active"
        label={t('commands.field.active')}
        extra={t('commands.field.activeHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </>
  );
}

/**
 * Creates or edits a command: its connector with its parameters, and an optional schedule. A
 * refusal of the server (400 naming the field, 409 for a taken name) stays above the fields
 * with everything the user typed; Enter saves.
 */
export function CommandModal({ editing, onClose, onSaved }: CommandModalProps) {
  const { t } = useTranslation('modeler');
  const timezone = useSettings((state) => state.timezone);
  // The chosen connector's form, as the parameters field last received it.
  const connectorForm = useRef<CommandParameters | null>(null);
  const description = t('commands.field.description');

  const submit = async (values: CommandValues) => {
    const form = connectorForm.current;
    if (!form || form.connectorId !== values.connectorId) {
      throw new Error(t('commands.field.paramsLoading'));
    }
    const body = commandBody(values, form);
    onSaved(editing ? await updateCommand({ ...body, id: editing.id }) : await createCommand(body));
  };

  return (
    <FormModal<CommandValues>
      title={editing ? t('commands.editTitle', { name: editing.name }) : t('commands.newTitle')}
      width={720}
      okText={t('common:action.save')}
      failureTitle={t(editing ? 'common:message.updateFailed' : 'common:message.creationFailed')}
      initialValues={initialCommandValues(editing, timezone)}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameItem label={t('commands.field.name')} max={LIMITS.name} />
      <ConnectorParams
        editing={editing}
        onForm={(form) => {
          connectorForm.current = form;
        }}
      />
      <ScheduleFields />
      <Form.Item
        name="description"
        label={description}
        rules={[formRules.maxLength(description, LIMITS.description)]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormModal>
  );
}

import {
  CONNECTIVITY_LIMITS as LIMITS,
  type Command,
  type CommandForm,
  type CommandParameters,
} from '@console/shared';
import { Form, Switch } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityModal } from '../automation-common/entity-modal';
import { DescriptionItem } from '../automation-common/form-items';
import { ScheduleField } from '../automation-common/schedule-field';
import type { RowEditorProps } from '../automation-common/use-row-actions';
import { createCommand, updateCommand } from './api';
import { commandBody, initialCommandValues, type CommandValues } from './command-values';
import { ConnectorParams } from './connector-params';

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

/** Creates or edits a command: its connector with its parameters, and an optional schedule. */
export function CommandModal(props: RowEditorProps<Command>) {
  const { t } = useTranslation('modeler');
  // The chosen connector's form, as the parameters field last received it.
  const connectorForm = useRef<CommandParameters | null>(null);

  const body = (values: CommandValues) => {
    const form = connectorForm.current;
    if (!form || form.connectorId !== values.connectorId) {
      throw new Error(t('commands.field.paramsLoading'));
    }
    return commandBody(values, form);
  };

  return (
    <EntityModal<Command, CommandValues, CommandForm, Command>
      texts="commands"
      {...props}
      width={720}
      initialValues={initialCommandValues}
      nameMax={LIMITS.name}
      body={body}
      create={createCommand}
      update={updateCommand}
    >
      <ConnectorParams
        editing={props.editing}
        onForm={(form) => {
          connectorForm.current = form;
        }}
      />
      <ScheduleFields />
      <DescriptionItem label={t('commands.field.description')} max={LIMITS.description} />
    </EntityModal>
  );
}

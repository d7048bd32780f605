import {
  ALARM_LIMITS,
  type AlarmContact,
  type AlarmRuleForm,
  type AlarmRuleKind,
} from '@console/shared';
import { FormModal, NameItem } from '@console/shared/ui';
import { App, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { createRule } from './api';

interface RuleFormModalProps {
  kind: AlarmRuleKind;
  contacts: AlarmContact[];
  /** The tenant's process keys, offered for a task rule (any other key may be typed). */
  processKeys: string[];
  onClose: () => void;
  onSaved: () => void;
}

const tags = (placeholder: string, options: string[] = []) => (
  <Select
    mode="tags"
    placeholder={placeholder}
    tokenSeparators={[',']}
    maxCount={ALARM_LIMITS.listItems}
    options={options.map((value) => ({ value, label: value }))}
  />
);

/** A new task or event rule: what it watches, whom it tells, and its grouping window. */
export function RuleFormModal({
  kind,
  contacts,
  processKeys,
  onClose,
  onSaved,
}: RuleFormModalProps) {
  const { t } = useTranslation('operator');
  const { message } = App.useApp();
  const nameLabel = t('alarm.rule.name');
  const contactsLabel = t('alarm.rule.contacts');

  const submit = async (values: AlarmRuleForm) => {
    const saved = await createRule(kind, { ...values, name: values.name.trim() });
    void message.success(t('alarm.rule.created', { name: saved.name }));
    onSaved();
  };

  return (
    <FormModal<AlarmRuleForm>
      title={t(`alarm.rule.createTitle.${kind}`)}
      okText={t('common:action.create')}
      failureTitle={t('alarm.createFailed')}
      initialValues={{ windowSeconds: ALARM_LIMITS.windowSecondsDefault, contactIds: [] }}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameItem label={nameLabel} max={ALARM_LIMITS.name} />
      {kind === 'task' ? (
        <>
          <Form.Item
            name="processKeys"
            label={t('alarm.rule.processes')}
            extra={t('alarm.rule.anyHelp')}
          >
            {tags(t('alarm.rule.anyProcess'), processKeys)}
          </Form.Item>
          <Form.Item name="topics" label={t('alarm.rule.topics')} extra={t('alarm.rule.anyHelp')}>
            {tags(t('alarm.rule.anyTopic'))}
          </Form.Item>
        </>
      ) : (
        <Form.Item name="events" label={t('alarm.rule.events')} extra={t('alarm.rule.anyHelp')}>
          {tags(t('alarm.rule.anyEvent'))}
        </Form.Item>
      )}
      <Form.Item
        name="contactIds"
        label={contactsLabel}
        rules={[
          { required: true, type: 'array', min: 1, message: t('alarm.rule.contactsRequired') },
        ]}
      >
        <Select
          mode="multiple"
          maxCount={ALARM_LIMITS.contacts}
          options={contacts.map((contact) => ({
            value: contact.id,
            label: `${contact.name} <${contact.email}>`,
          }))}
          notFoundContent={t('alarm.rule.noContacts')}
        />
      </Form.Item>
      <Form.Item
        name="windowSeconds"
        label={t('alarm.rule.window')}
        extra={t('alarm.rule.windowHelp')}
      >
        <InputNumber min={0} max={ALARM_LIMITS.windowSecondsMax} precision={0} suffix="s" />
      </Form.Item>
    </FormModal>
  );
}

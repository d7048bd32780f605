import {
  ALARM_LIMITS,
  type AlarmContact,
  type AlarmRule,
  type AlarmRuleForm,
  type AlarmRuleKind,
  type AlarmWatchable,
} from '@console/shared';
import { FormModal, NameItem } from '@console/shared/ui';
import { App, Form, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createRule, updateRule } from './api';

interface RuleFormModalProps {
  kind: AlarmRuleKind;
  /** The rule to edit; absent for a new one. */
  rule?: AlarmRule;
  contacts: AlarmContact[];
  /** The tenant's deployed processes and their topics, offered for a task rule. */
  watchable: AlarmWatchable[];
  onClose: () => void;
  onSaved: () => void;
}

/** A process key with the name its flow was saved under beside it, when it has one. */
export const keyWithName = (key: string, name: string | null | undefined) =>
  name ? `${key} (${name})` : key;

const tags = (
  placeholder: string,
  options: { value: string; label: string }[],
  notFoundContent?: ReactNode,
) => (
  <Select
    mode="tags"
    placeholder={placeholder}
    tokenSeparators={[',']}
    maxCount={ALARM_LIMITS.listItems}
    options={options}
    notFoundContent={notFoundContent}
  />
);

/** The topics a task rule is offered: those of the chosen processes, or of all of them. */
export function topicsOffered(watchable: AlarmWatchable[], processKeys: string[] = []) {
  const chosen = processKeys.length
    ? watchable.filter((process) => processKeys.includes(process.key))
    : watchable;
  return [...new Set(chosen.flatMap((process) => process.topics))].sort();
}

/** A new or edited task or event rule: what it watches, whom it tells, its grouping window. */
export function RuleFormModal({
  kind,
  rule,
  contacts,
  watchable,
  onClose,
  onSaved,
}: RuleFormModalProps) {
  const { t } = useTranslation('operator');
  const { message } = App.useApp();
  const nameLabel = t('alarm.rule.name');
  const contactsLabel = t('alarm.rule.contacts');
  const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

  const submit = async (values: AlarmRuleForm) => {
    const input = { ...values, name: values.name.trim() };
    const saved = rule ? await updateRule(kind, rule.id, input) : await createRule(kind, input);
    void message.success(
      t(rule ? 'alarm.rule.updated' : 'alarm.rule.created', { name: saved.name }),
    );
    onSaved();
  };

  return (
    <FormModal<AlarmRuleForm>
      title={
        rule ? t('alarm.rule.editTitle', { name: rule.name }) : t(`alarm.rule.createTitle.${kind}`)
      }
      okText={rule ? t('common:action.save') : t('common:action.create')}
      failureTitle={t(rule ? 'alarm.updateFailed' : 'alarm.createFailed')}
      initialValues={
        rule
          ? {
              name: rule.name,
              processKeys: rule.processKeys,
              topics: rule.topics,
              events: rule.events,
              contactIds: rule.contactIds,
              windowSeconds: rule.windowSeconds,
            }
          : { windowSeconds: ALARM_LIMITS.windowSecondsDefault, contactIds: [] }
      }
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
            {tags(
              t('alarm.rule.anyProcess'),
              watchable.map((process) => ({
                value: process.key,
                label: keyWithName(process.key, process.name),
              })),
            )}
          </Form.Item>
          {/* The topics offered follow the processes chosen above. */}
          <Form.Item noStyle dependencies={['processKeys']}>
            {({ getFieldValue }) => (
              <Form.Item
                name="topics"
                label={t('alarm.rule.topics')}
                extra={t('alarm.rule.anyHelp')}
              >
                {tags(
                  t('alarm.rule.anyTopic'),
                  asOptions(topicsOffered(watchable, getFieldValue('processKeys'))),
                  t('alarm.rule.noTopics'),
                )}
              </Form.Item>
            )}
          </Form.Item>
        </>
      ) : (
        <Form.Item name="events" label={t('alarm.rule.events')} extra={t('alarm.rule.anyHelp')}>
          {tags(t('alarm.rule.anyEvent'), [])}
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

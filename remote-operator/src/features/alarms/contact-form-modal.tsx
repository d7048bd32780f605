import { ALARM_LIMITS, formRules, type AlarmContact, type AlarmContactForm } from '@console/shared';
import { EmailItem, FormModal, NameItem } from '@console/shared/ui';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { createContact, updateContact } from './api';

interface ContactFormModalProps {
  /** The contact to edit; none to create one. */
  contact?: AlarmContact;
  onClose: () => void;
  onSaved: () => void;
}

/** The fields as sent: trimmed, an empty webhook as none. */
export const trimContactForm = (form: AlarmContactForm): AlarmContactForm => ({
  name: form.name.trim(),
  email: form.email.trim(),
  webhookUrl: form.webhookUrl?.trim() || null,
});

/** The contact form (name, e-mail, optional webhook URL) for POST or PUT /api/incidentUser. */
export function ContactFormModal({ contact, onClose, onSaved }: ContactFormModalProps) {
  const { t } = useTranslation('operator');
  const { message } = App.useApp();
  const nameLabel = t('alarm.contact.name');
  const emailLabel = t('alarm.contact.email');
  const webhookLabel = t('alarm.contact.webhookUrl');

  const submit = async (values: AlarmContactForm) => {
    const form = trimContactForm(values);
    const saved = contact ? await updateContact(contact.id, form) : await createContact(form);
    void message.success(
      t(contact ? 'alarm.contact.updated' : 'alarm.contact.created', { name: saved.name }),
    );
    onSaved();
  };

  return (
    <FormModal<AlarmContactForm>
      title={
        contact
          ? t('alarm.contact.editTitle', { name: contact.name })
          : t('alarm.contact.createTitle')
      }
      okText={contact ? t('common:action.save') : t('common:action.create')}
      failureTitle={t(contact ? 'alarm.updateFailed' : 'alarm.createFailed')}
      initialValues={
        contact
          ? { name: contact.name, email: contact.email, webhookUrl: contact.webhookUrl }
          : undefined
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <NameItem label={nameLabel} max={ALARM_LIMITS.name} />
      <EmailItem label={emailLabel} />
      <Form.Item
        name="webhookUrl"
        label={webhookLabel}
        extra={t('alarm.contact.webhookHelp')}
        rules={[
          formRules.maxLength(webhookLabel, ALARM_LIMITS.webhookUrl),
          { pattern: /^https?:\/\/[^\s/]+(\/\S*)?$/, message: t('alarm.contact.webhookInvalid') },
        ]}
      >
        <Input placeholder="https://" />
      </Form.Item>
    </FormModal>
  );
}

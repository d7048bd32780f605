import { Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportError } from './errors';

interface FormModalProps<T> {
  title: ReactNode;
  initialValues?: Partial<T>;
  okText?: ReactNode;
  /** Saves; a rejection keeps the modal open with everything the user typed. */
  onSubmit: (values: T) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal form, open while it is mounted: the caller renders it to open it, so every opening
 * starts from `initialValues`. It validates, saves, closes on success and stays open with the
 * user's input on failure.
 */
export function FormModal<T extends object>({
  title,
  initialValues,
  okText,
  onSubmit,
  onClose,
  children,
}: FormModalProps<T>) {
  const [form] = Form.useForm<T>();
  const [saving, setSaving] = useState(false);
  const { t } = useTranslation('partners');
  const report = useReportError();

  const save = async (values: T) => {
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      report(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('common:action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      mask={{ closable: false }}
    >
      <Form<T> form={form} layout="vertical" initialValues={initialValues} onFinish={save}>
        {children}
        {/* Lets Enter in a field submit the form. */}
        <button type="submit" hidden aria-hidden />
      </Form>
    </Modal>
  );
}

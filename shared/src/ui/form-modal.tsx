import { Alert, App, Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from './errors';
import { COMMON_NS } from '@console/shared';

interface FormModalProps<T> {
  title: ReactNode;
  initialValues?: Partial<T>;
  okText?: ReactNode;
  width?: number;
  /** Heads the reason of a failed save ("creation failed"); without it the reason stands alone. */
  failureTitle?: ReactNode;
  /** Saves; a rejection keeps the modal open with everything the user typed. */
  onSubmit: (values: T) => Promise<void>;
  onClose: () => void;
  /**
   * Escape, the close × and Cancel ask this before a changed form is thrown away (an
   * untouched one closes at once).
   */
  confirmDiscard?: {
    title: ReactNode;
    content?: ReactNode;
    okText: ReactNode;
    cancelText: ReactNode;
  };
  children: ReactNode;
}

/**
 * A modal form, open while it is mounted: the caller renders it to open it, so every opening
 * starts from `initialValues`. It validates, saves, closes on success, and on failure stays open
 * with the user's input and the reason above the fields (the client's toast goes away, this
 * stays while the user corrects). A click on the mask does not throw the input away.
 */
export function FormModal<T extends object>({
  title,
  initialValues,
  okText,
  width,
  failureTitle,
  onSubmit,
  onClose,
  confirmDiscard,
  children,
}: FormModalProps<T>) {
  const [form] = Form.useForm<T>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation(COMMON_NS);
  const { modal } = App.useApp();

  const cancel = () => {
    if (!confirmDiscard || !form.isFieldsTouched()) return onClose();
    modal.confirm({ ...confirmDiscard, okType: 'danger', onOk: onClose });
  };

  const save = async (values: T) => {
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={title}
      width={width}
      okText={okText}
      cancelText={t('action.cancel')}
      // OK is the form's submit button, so Enter in a field saves too.
      okButtonProps={{ htmlType: 'submit', loading: saving }}
      onCancel={cancel}
      keyboard
      mask={{ closable: false }}
      modalRender={(dom) => (
        <Form<T>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={save}
          scrollToFirstError
        >
          {dom}
        </Form>
      )}
    >
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={failureTitle ?? failure}
          description={failureTitle ? failure : undefined}
        />
      )}
      {children}
    </Modal>
  );
}

import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordModalProps {
  fileName: string;
  /** Sends the file; a rejection keeps the modal open so the user can try another password. */
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks for the password of a PKCS#12 (.p12, .pfx) bundle before it is uploaded. */
export function PasswordModal({ fileName, onSubmit, onCancel }: PasswordModalProps) {
  const { t } = useTranslation('as2');
  const [busy, setBusy] = useState(false);

  const submit = async ({ password }: { password?: string }) => {
    setBusy(true);
    try {
      await onSubmit(password ?? '');
    } catch {
      // The client has shown why; the user may correct the password.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      destroyOnHidden
      title={t('certificates.password.title', { name: fileName })}
      okText={t('common:action.upload')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: busy }}
      onCancel={onCancel}
      modalRender={(dom) => (
        <Form layout="vertical" onFinish={submit}>
          {dom}
        </Form>
      )}
    >
      <Form.Item
        name="password"
        label={t('certificates.password.label')}
        extra={t('certificates.password.hint')}
      >
        <Input.Password autoFocus autoComplete="off" />
      </Form.Item>
    </Modal>
  );
}

import { FormModal } from '@console/shared/ui';
import { Form, Input } from 'antd';
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
  return (
    <FormModal<{ password?: string }>
      title={t('certificates.password.title', { name: fileName })}
      okText={t('common:action.upload')}
      onSubmit={({ password }) => onSubmit(password ?? '')}
      onClose={onCancel}
    >
      <Form.Item
        name="password"
        label={t('certificates.password.label')}
        extra={t('certificates.password.hint')}
      >
        <Input.Password autoFocus autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}

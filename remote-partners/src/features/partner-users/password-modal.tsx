import { type UserView } from '@console/shared';
import { FormModal } from '@console/shared/ui';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetUserPassword } from './api';
import { confirmRules, passwordRules } from './password-rules';
import type { PasswordFormValues } from './types';

interface PasswordModalProps {
  user: UserView;
  onClose: () => void;
}

/** Sets a new password for a user of the BP (PUT /api/user/password). */
export function PasswordModal({ user, onClose }: PasswordModalProps) {
  const { t } = useTranslation('partners');
  const { message } = App.useApp();

  const submit = async ({ newPassword }: PasswordFormValues) => {
    await resetUserPassword({ username: user.username, newPassword });
    void message.success(t('users.password.changed', { username: user.username }));
  };

  return (
    <FormModal<PasswordFormValues>
      title={t('users.password.title', { username: user.username })}
      okText={t('common:action.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="newPassword"
        label={t('users.password.newPassword')}
        rules={passwordRules(t)}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('users.password.confirm')}
        dependencies={['newPassword']}
        rules={confirmRules(t, 'newPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}

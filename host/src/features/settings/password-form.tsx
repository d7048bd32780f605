import { USER_LIMITS, useSession } from '@console/shared';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from './api';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

/** Changes the signed-in user's password (PUT /api/user/password). */
export function PasswordForm() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);

  const save = async ({ oldPassword, newPassword }: PasswordValues) => {
    setBusy(true);
    try {
      const renewed = await changePassword({ oldPassword, newPassword });
      if (renewed) useSession.getState().replaceToken(renewed.token);
      form.resetFields();
      message.success(t('settings.saved'));
    } catch {
      // The client has already shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      onFinish={save}
      className="console-settings-form"
    >
      <Form.Item
        name="oldPassword"
        label={t('settings.oldPassword')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('settings.newPassword')}
        rules={[
          { required: true, message: t('login.passwordRequired') },
          {
            min: USER_LIMITS.passwordMin,
            message: t('settings.passwordTooShort', { min: USER_LIMITS.passwordMin }),
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('settings.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('login.passwordRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('settings.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('settings.changePassword')}
      </Button>
    </Form>
  );
}

import { formRules, USER_LIMITS, useSession } from '@console/shared';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile, type ProfileForm as Profile } from './api';

/** The signed-in user's profile (PUT /api/user/userInfo). */
export function ProfileForm() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const { username, userInfo, setUserInfo } = useSession();
  const [busy, setBusy] = useState(false);

  const save = async (values: Profile) => {
    setBusy(true);
    try {
      setUserInfo(await updateProfile(values));
      message.success(t('settings.saved'));
    } catch {
      // The client has already shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Profile>
      layout="vertical"
      onFinish={save}
      className="console-settings-form"
      initialValues={{
        email: userInfo?.email ?? '',
        displayName: userInfo?.displayName ?? '',
        phone: userInfo?.phone ?? '',
      }}
    >
      <Form.Item label={t('settings.username')}>
        <Input value={username ?? ''} disabled />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('settings.email')}
        rules={[formRules.emailRequired(), formRules.email()]}
      >
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="displayName"
        label={t('settings.displayName')}
        rules={[formRules.maxLength(t('settings.displayName'), USER_LIMITS.displayName)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('settings.phone')}
        rules={[{ pattern: /^\+?[0-9 ()-]{5,32}$/, message: t('settings.phoneInvalid') }]}
      >
        <Input autoComplete="tel" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common:action.save')}
      </Button>
    </Form>
  );
}

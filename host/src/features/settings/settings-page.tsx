import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from './password-form';
import { PreferencesForm } from './preferences-form';
import { ProfileForm } from './profile-form';

/** /account/setting: preferences, profile and password. */
export default function SettingsPage() {
  const { t } = useTranslation('host');
  return (
    <Card title={t('settings.title')}>
      <Tabs
        items={[
          { key: 'preferences', label: t('settings.preferences'), children: <PreferencesForm /> },
          { key: 'profile', label: t('settings.profile'), children: <ProfileForm /> },
          { key: 'password', label: t('settings.password'), children: <PasswordForm /> },
        ]}
      />
    </Card>
  );
}

import { DownOutlined, LogoutOutlined, MailOutlined, SettingOutlined } from '@ant-design/icons';
import { useSession } from '@console/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from './sign-out';

/** SPEC §2 user dropdown: email, Setting and Sign out. */
export function UserMenu() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { username, tokenInfo, userInfo } = useSession();
  const email = userInfo?.email || tokenInfo?.email || '';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'email', icon: <MailOutlined />, label: email, disabled: true },
          { type: 'divider' },
          { key: 'setting', icon: <SettingOutlined />, label: t('account.setting') },
          { key: 'signOut', icon: <LogoutOutlined />, label: t('account.signOut') },
        ],
        onClick: ({ key }) =>
          key === 'setting' ? navigate('/account/setting') : key === 'signOut' && signOut(),
      }}
    >
      {/* The name holds the visible username (WCAG 2.5.3: label in name). */}
      <Button type="text" aria-label={t('frame.userMenuOf', { username })}>
        {username} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

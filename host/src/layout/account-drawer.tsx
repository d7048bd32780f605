import { UserOutlined } from '@ant-design/icons';
import { DRAWER_WIDTH, useSession } from '@console/shared';
import { App, Avatar, Button, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DeleteAccountModal } from './delete-account-modal';
import { useSignOut } from './sign-out';

/** SPEC §2 account drawer: profile, then Setting, Terms of use, Privacy policy, Delete, Log out. */
export function AccountDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('host');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { username, tokenInfo, userInfo } = useSession();
  const [deleting, setDeleting] = useState(false);
  const email = userInfo?.email || tokenInfo?.email || '';

  const showText = (title: string, body: string) =>
    modal.info({ title, content: <Typography.Paragraph>{body}</Typography.Paragraph>, width: 520 });

  return (
    <Drawer open={open} onClose={onClose} size={DRAWER_WIDTH} title={t('account.title')}>
      <Flex vertical align="center" gap={4} className="console-account-profile">
        <Avatar size={64} icon={<UserOutlined />} />
        <Typography.Title level={5}>{username}</Typography.Title>
        <Typography.Text type="secondary">{email}</Typography.Text>
      </Flex>
      <Flex vertical gap={8}>
        <Button
          block
          onClick={() => {
            onClose();
            navigate('/account/setting');
          }}
        >
          {t('account.setting')}
        </Button>
        <Button block onClick={() => showText(t('account.terms'), t('account.termsText'))}>
          {t('account.terms')}
        </Button>
        <Button block onClick={() => showText(t('account.privacy'), t('account.privacyText'))}>
          {t('account.privacy')}
        </Button>
        <Button block danger onClick={() => setDeleting(true)}>
          {t('account.delete')}
        </Button>
        <Button block type="primary" onClick={signOut}>
          {t('account.logout')}
        </Button>
      </Flex>
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} />
    </Drawer>
  );
}

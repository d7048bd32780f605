import { useSession } from '@console/shared';
import { App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccount } from './api';
import { useSignOut } from './sign-out';

/** Deleting one's own account: the user types their name to confirm; then they are signed out. */
export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const signOut = useSignOut();
  const username = useSession((state) => state.username) ?? '';
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAccount(username);
      message.success(t('account.deleted'));
      onClose();
      signOut();
    } catch {
      // The client has already shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('account.deleteTitle')}
      okText={t('common:action.delete')}
      okButtonProps={{ danger: true, disabled: typed !== username, loading: busy }}
      onOk={confirm}
      onCancel={onClose}
      afterClose={() => setTyped('')}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('account.deleteWarning', { username })}</Typography.Paragraph>
      <Input
        aria-label={t('account.deleteTypeName')}
        placeholder={username}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </Modal>
  );
}

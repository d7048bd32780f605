import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { HandledError, NO_ROLE_MESSAGE, NoRoleError, useSession } from '@console/shared';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LanguageMenu } from '../../layout/language-menu';
import { loadUserInfo } from '../../session/user-api';
import { login, type LoginForm } from './api';

/** Only same-site paths are followed after sign-in. */
const safeRedirect = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : '/';

/** SPEC §2 login page at /default/login. */
export function LoginPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { token, role } = useSession();
  if (token && role) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const submit = async (form: LoginForm) => {
    setBusy(true);
    setError(null);
    try {
      const { token: signed } = await login(form);
      useSession.getState().signIn(signed, form.username);
      await loadUserInfo();
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (failure) {
      // HTTP failures were already shown by the shared client (SPEC §8); only the missing role
      // is this page's own message.
      if (failure instanceof NoRoleError) {
        useSession.getState().signOut();
        setError(t('login.noRole', { defaultValue: NO_ROLE_MESSAGE }));
      } else if (!(failure instanceof HandledError)) {
        setError(String(failure));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="console-login">
      <div className="console-login-language">
        <LanguageMenu />
      </div>
      <Card className="console-login-card">
        <div className="console-login-brand">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <Typography.Title level={3}>{t('frame.product')}</Typography.Title>
        </div>
        <Typography.Paragraph type="secondary">{t('login.welcome')}</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} className="console-login-error" />}
        <Form<LoginForm> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}

import { HandledError, NO_ROLE_MESSAGE, NoRoleError, useSession } from '@console/shared/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useLoginText } from './use-login-text';
import { loadUserInfo } from '../../session/user-api';
import { login } from './api';
import { LanguageSelect } from './language-select';
import { PasswordField, TextField } from './login-fields';
import { useLoginNotices } from './login-notices';
import './login.css';

/** Only same-site paths are followed after sign-in. */
export const safeRedirect = (value: string | null) =>
  value && value.startsWith('/') && !value.startsWith('//') ? value : '/';

export interface LoginPageProps {
  /** The address's query: `redirect` says where the user was going. */
  search: string;
  /** Goes to the (same-site) path once the user is signed in and their role is known. */
  onSignedIn: (path: string) => void;
  /** Where the shared client sends the user (the login page itself after a 401). */
  navigate: (path: string) => void;
  /** The user started typing: a moment to fetch what comes after sign-in. */
  onFirstInput?: () => void;
}

/**
 * SPEC §2 login page at /default/login. Plain React and i18next, no antd: it is the first
 * page of every visit, and the console behind it is fetched while the user types (§6).
 */
export function LoginPage({ search, onSignedIn, navigate, onFirstInput }: LoginPageProps) {
  const t = useLoginText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { token, role } = useSession();
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
  useLoginNotices(
    useCallback((text: string) => setError(text), []),
    navigate,
  );
  useEffect(() => {
    if (token && role) onSignedIn(redirect);
  }, [token, role, redirect, onSignedIn]);

  const usernameError = tried && !username.trim() ? t('login.usernameRequired') : null;
  const passwordError = tried && !password ? t('login.passwordRequired') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!username.trim() || !password || busy) return;
    setBusy(true);
    setError(null);
    try {
      const { token: signed } = await login({ username, password });
      useSession.getState().signIn(signed, username);
      await loadUserInfo();
    } catch (failure) {
      // HTTP failures were already shown through useLoginNotices (SPEC §8); only the missing
      // role is this page's own message.
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
      <LanguageSelect />
      <section className="console-login-card">
        <div className="console-login-brand">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <h1>{t('frame.product')}</h1>
        </div>
        <p className="console-login-welcome">{t('login.welcome')}</p>
        {error && (
          <div role="alert" className="console-login-error">
            {error}
          </div>
        )}
        <form noValidate onSubmit={submit} onInput={onFirstInput}>
          <TextField
            id="login-username"
            label={t('login.username')}
            value={username}
            onChange={setUsername}
            error={usernameError}
            autoComplete="username"
            autoFocus
          />
          <PasswordField
            id="login-password"
            label={t('login.password')}
            value={password}
            onChange={setPassword}
            error={passwordError}
            autoComplete="current-password"
          />
          <button type="submit" className="console-login-submit" aria-busy={busy} disabled={busy}>
            {t('login.submit')}
          </button>
        </form>
      </section>
    </main>
  );
}

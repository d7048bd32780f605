import { firstAuthority, LOGIN_PATH, NoRoleError, useSession } from '@console/shared';
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../remotes/route-page';
import { useRemotes } from '../remotes/store';
import { decideRoute } from '../routing/guard';
import { loadUserInfo } from './user-api';

/**
 * Everything but the login page: applies the guard's sign-in rules, reads the user info once
 * per session (the role comes from it), then loads the remotes that role may use.
 */
export function SignedInArea() {
  const { t } = useTranslation('host');
  const { pathname, search } = useLocation();
  const { token, tokenInfo, role, ended, signOut } = useSession();
  const [noRole, setNoRole] = useState(false);
  const [firstPath] = useState(pathname);

  useEffect(() => {
    if (!token || role) return;
    loadUserInfo().catch((error: unknown) => setNoRole(error instanceof NoRoleError));
  }, [token, role]);

  useEffect(() => {
    if (role) void useRemotes.getState().loadForRole(role);
  }, [role]);

  // The first page's remote loads alongside the user info, not after it.
  useEffect(() => {
    if (token) void useRemotes.getState().loadForPath(firstPath);
  }, [token, firstPath]);

  const session = { token, firstAuthority: firstAuthority(tokenInfo), role: null };
  const decision = decideRoute(pathname, session, undefined, search);
  if (decision.kind === 'redirect') {
    // A session ended here goes to the plain login page (SPEC §4), not back to this page.
    return <Navigate to={!token && ended ? LOGIN_PATH : decision.to} replace />;
  }
  if (noRole) {
    return (
      <Result
        status="error"
        title={t('login.noRole')}
        extra={
          <Button type="primary" onClick={signOut}>
            {t('login.backToSignIn')}
          </Button>
        }
      />
    );
  }
  return role ? <Outlet /> : <PageSpinner />;
}

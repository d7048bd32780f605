import { LOGIN_PATH, useSession } from '@console/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from './api';

/** Revokes the token on the server, clears the session and returns to the login page. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    const { token, signOut } = useSession.getState();
    if (token) void logout(token).catch(() => undefined);
    signOut();
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
}

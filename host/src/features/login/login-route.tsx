import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginPage } from './login-page';

/** The login page inside the loaded console (after a sign-out or an ended session). */
export function LoginRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const go = useCallback((path: string) => navigate(path, { replace: true }), [navigate]);
  return <LoginPage search={search} onSignedIn={go} navigate={go} />;
}

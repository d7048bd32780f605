import { bindUi } from '@console/shared';
import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Gives the shared HTTP client the router's navigate and antd's message (SPEC §8). */
export function UiBinder() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  useEffect(() => {
    bindUi({
      navigate: (path) => navigate(path, { replace: true }),
      notifyError: (text) => void message.error(text),
    });
  }, [navigate, message]);
  return null;
}

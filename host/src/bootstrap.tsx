import { addNamespace, initI18n, LOGIN_PATH, useSettings } from '@console/shared/core';
import { createRoot, type Root } from 'react-dom/client';
import { entryPage } from './app/entry-page';
import { loadConsole, prefetchConsole } from './app/load-console';
import { LoginPage } from './features/login/login-page';
import { HOST_NAMESPACE, hostTranslations } from './i18n';

async function showConsole(root: Root) {
  const { App } = await loadConsole();
  root.render(<App />);
}

/** The login page on its own, before the console (antd, router, remotes) is loaded. */
function showLogin(root: Root) {
  const enter = (path: string) => {
    history.replaceState(null, '', path);
    void showConsole(root);
  };
  // A 401 on this page sends the user to this page: stay, and keep the message shown.
  const navigate = (path: string) => (path === LOGIN_PATH ? undefined : enter(path));
  root.render(
    <LoginPage
      search={window.location.search}
      onSignedIn={enter}
      navigate={navigate}
      onFirstInput={prefetchConsole}
    />,
  );
}

async function start() {
  await initI18n(useSettings.getState().lang);
  addNamespace(HOST_NAMESPACE, hostTranslations);
  document.documentElement.lang = useSettings.getState().lang;
  const element = document.getElementById('root');
  if (!element) return;
  const root = createRoot(element);
  if (entryPage(window.location) === 'login') showLogin(root);
  else await showConsole(root);
}

void start();

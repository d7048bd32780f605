import { addNamespace, initI18n, useSession, useSettings } from '@console/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/console.css';
import { HOST_NAMESPACE, hostTranslations } from './i18n';
import { useRemotes } from './remotes/store';

async function start() {
  await initI18n(useSettings.getState().lang);
  addNamespace(HOST_NAMESPACE, hostTranslations);
  // A new sign-in may carry another role: forget the remotes the previous one loaded.
  useSession.subscribe((state, previous) => {
    if (previous.token && !state.token) useRemotes.getState().reset();
  });
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();

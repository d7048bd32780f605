import { CONSOLE_THEME, i18n, setDayjsLocale, useSession, useSettings } from '@console/shared';
import { App as AntApp, ConfigProvider } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { JsonEditorHost } from '../json-editor/json-editor-host';
import { followSession } from '../remotes/follow-session';
import { AppRoutes } from '../routing/app-routes';
import { ANTD_LOCALES } from './antd-locale';
import './console.css';
import { usePrefersReducedMotion } from './reduced-motion';
import { UiBinder } from './ui-binder';

// Another user may have another role and other versions: forget what the previous one loaded.
useSession.subscribe(followSession);

/** Switches i18next and dayjs with the chosen language; antd follows through ConfigProvider. */
function useLanguage() {
  const lang = useSettings((state) => state.lang);
  setDayjsLocale(lang);
  useEffect(() => {
    void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
  }, [lang]);
  return lang;
}

function ConsoleRoutes() {
  return (
    <>
      <UiBinder />
      <JsonEditorHost />
      <AppRoutes />
    </>
  );
}

/**
 * A data router, so that a page can ask before the user leaves it (react-router's useBlocker:
 * the modeler's unsaved diagram). Made on first render, from the address the page opened at.
 */
const makeRouter = () => createBrowserRouter([{ path: '*', element: <ConsoleRoutes /> }]);

export function App() {
  const lang = useLanguage();
  const [router] = useState(makeRouter);
  const reduceMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () => ({ ...CONSOLE_THEME, token: { ...CONSOLE_THEME.token, motion: !reduceMotion } }),
    [reduceMotion],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={ANTD_LOCALES[lang]} theme={theme}>
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}

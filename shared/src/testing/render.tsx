import { render, type RenderOptions } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { Lang } from '../contract/languages';
import type { TranslationTree } from '../contract/remote-module';
import { addNamespace, i18n, initI18n } from '../i18n/instance';
import { CONSOLE_THEME } from '../ui/theme';

/** Starts i18n in English (or `lang`) and adds the namespace under test. */
export async function setupI18n(
  namespace?: string,
  translations?: Record<Lang, TranslationTree>,
  lang: Lang = 'en-US',
) {
  await initI18n(lang);
  if (namespace && translations) addNamespace(namespace, translations);
  await i18n.changeLanguage(lang);
}

interface Options extends RenderOptions {
  route?: string;
}

/**
 * Renders a screen inside the providers the host gives it at run time, with the console's antd
 * theme. The theme injects no runtime styles: under them every getComputedStyle (which role
 * queries and user-event call for each element) takes jsdom about 20 ms. The DOM under test is
 * the same.
 */
export function renderScreen(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={{ ...CONSOLE_THEME, zeroRuntime: true }}>
        <AntApp>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

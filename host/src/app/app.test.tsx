import { dayjs, useSettings } from '@console/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStores, setupHostI18n } from '../testing/host-test-utils';
import { App } from './app';

beforeAll(setupHostI18n);
beforeEach(() => {
  resetStores();
  useSettings.setState({ lang: 'en-US' });
});

describe('languages (SPEC §1)', () => {
  it('switches the UI, antd and dayjs with the language dropdown and keeps the choice', async () => {
    window.history.pushState({}, '', '/default/login');
    render(<App />);
    expect(
      await screen.findByText('Please sign-in and start the supply chain integration solution'),
    ).toBeInTheDocument();

    // The login page's own language select (it renders before antd is loaded).
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh-CN');
    expect(await screen.findByText('请登录，开始使用供应链集成解决方案')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(dayjs.locale()).toBe('zh-cn');
    expect(JSON.parse(localStorage.getItem('console.settings') ?? '{}').state.lang).toBe('zh-CN');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '语言' }), 'fr-CA');
    expect(
      await screen.findByText(
        'Veuillez vous connecter pour démarrer la solution d’intégration de la chaîne d’approvisionnement',
      ),
    ).toBeInTheDocument();
    expect(dayjs.locale()).toBe('fr-ca');
  });
});

import { STORAGE_KEYS, useSession, type RemoteModule } from '@console/shared';
import { envelope, renderScreen } from '@console/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { UiBinder } from '../app/ui-binder';
import { loadRouteModule } from '../remotes/loader';
import { useRemotes } from '../remotes/store';
import {
  fakeRemote,
  mockPlatform,
  pageOf,
  resetStores,
  setupHostI18n,
  signInAs,
} from '../testing/host-test-utils';
import { TEST_AREAS } from '../testing/areas';
import { AppRoutes } from './app-routes';

jest.mock('../remotes/loader', () => ({ loadRouteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRouteModule);

const partners = fakeRemote('partners', [
  { path: '/bpg', group: 'bpg', roles: ['sys'], redirect: '/bpg/index' },
  {
    path: '/bpg/index',
    group: 'bpg',
    roles: ['sys'],
    menu: { titleKey: 'partners:menu.main', order: 1 },
    page: pageOf('Groups page'),
  },
  {
    path: '/bpg/bp/index',
    group: 'bpg',
    roles: ['sys'],
    page: () => Promise.resolve({ default: PartnersPage }),
  },
]);

function PartnersPage() {
  const navigate = useNavigate();
  return (
    <>
      <h2>Partners page</h2>
      <button onClick={() => navigate('/bpg/index')}>Back to groups</button>
    </>
  );
}
const as2 = fakeRemote('as2', [
  {
    path: '/as2Setting/sendPort/index',
    group: 'as2',
    roles: ['sys'],
    page: pageOf('Send ports page'),
  },
]);
const areaOfRemote = (name: string) => TEST_AREAS.find((area) => area.remote === name);
const catalog = [
  { name: 'partners', entry: '/remotes/partners/mf-manifest.json', area: areaOfRemote('partners') },
  { name: 'as2', entry: '/remotes/as2/mf-manifest.json', area: areaOfRemote('as2') },
];

const mock = mockPlatform();

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderApp(route: string) {
  return renderScreen(
    <>
      <UiBinder />
      <AppRoutes />
      <Location />
    </>,
    { route },
  );
}

const location = () => screen.getByTestId('location').textContent;
const sideMenu = () => screen.getByRole('menu', { name: 'Side menu' });

beforeAll(setupHostI18n);
beforeEach(() => {
  mock.reset();
  resetStores();
  loadRemote.mockReset();
  mock.onGet('/remotes.json').reply(200, catalog);
  mock.onPost('/api/logout').reply(200, envelope(null));
  loadRemote.mockImplementation(async (entry) => {
    const modules: Record<string, RemoteModule> = { partners, as2 };
    return modules[entry.name];
  });
});

describe('the signed-in console', () => {
  it('sends a visitor without a token to the login page', async () => {
    renderApp('/bpg/index');
    expect(
      await screen.findByText('Please sign-in and start the supply chain integration solution'),
    ).toBeInTheDocument();
    expect(location()).toBe('/default/login?redirect=%2Fbpg%2Findex');
  });

  it('sends a sys user from /operator/dashboard to /bpg/index and shows BPG and AS2 setting', async () => {
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('sys')));
    renderApp('/operator/dashboard');
    expect(await screen.findByRole('heading', { name: 'Groups page' })).toBeInTheDocument();
    expect(location()).toBe('/bpg/index');
    const items = within(sideMenu())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['BPG', 'AS2 setting']);
    expect(screen.getByTestId('console-versions')).toHaveTextContent('partners 9.9.9');
  });

  it("redirects / to /operator, where admin sees the host's not-found page until an admin remote is deployed", async () => {
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('admin')));
    renderApp('/');
    expect(
      await screen.findByText('Sorry, the page you visited does not exist.'),
    ).toBeInTheDocument();
    expect(location()).toBe('/operator');
    expect(within(sideMenu()).queryAllByRole('menuitem')).toEqual([]);
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows an area that a newly deployed remote declares in /remotes.json, with its page', async () => {
    const operator = fakeRemote('operator', [
      {
        path: '/operator/dashboard',
        group: 'operator',
        roles: ['admin'],
        page: pageOf('Dashboard'),
      },
    ]);
    mock.onGet('/remotes.json').reply(200, [
      ...catalog,
      {
        name: 'operator',
        entry: '/remotes/operator/mf-manifest.json',
        area: areaOfRemote('operator'),
      },
    ]);
    loadRemote.mockImplementation(async (entry) =>
      entry.name === 'operator' ? operator : partners,
    );
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('admin')));
    renderApp('/operator/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const items = within(sideMenu())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Operator']);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("leads a menu link to another remote's page, not found until that remote is deployed", async () => {
    const operator = fakeRemote('operator', [
      {
        path: '/operator/dashboard',
        group: 'operator',
        roles: ['admin'],
        menu: { titleKey: 'operator:menu.main', order: 10 },
        page: pageOf('Dashboard'),
      },
      {
        path: '/operator/resultFileDownload',
        group: 'operator',
        roles: ['admin'],
        menu: { titleKey: 'Files', order: 35, search: 'path=mounted/' },
      },
    ]);
    mock.onGet('/remotes.json').reply(200, [
      {
        name: 'operator',
        entry: '/remotes/operator/mf-manifest.json',
        area: areaOfRemote('operator'),
      },
    ]);
    loadRemote.mockResolvedValue(operator);
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('admin')));
    renderApp('/operator/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const topMenu = screen.getByRole('menu', { name: 'Top menu' });
    await userEvent.click(within(topMenu).getByText('Files'));
    expect(location()).toBe('/operator/resultFileDownload?path=mounted/');
    expect(
      await screen.findByText('Sorry, the page you visited does not exist.'),
    ).toBeInTheDocument();
  });

  it("narrows a route that widens its area's roles, so the guard refuses it", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const widening = fakeRemote('partners', [
      { path: '/bpg/index', group: 'bpg', roles: ['sys', 'admin'], page: pageOf('Groups page') },
    ]);
    const bothAreas = [
      { ...catalog[0], area: { ...areaOfRemote('partners'), roles: ['sys', 'admin'] } },
    ];
    mock.onGet('/remotes.json').reply(200, bothAreas);
    loadRemote.mockResolvedValue(widening);
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('admin')));
    renderApp('/bpg/index');
    expect(await screen.findByRole('heading', { name: 'Groups page' })).toBeInTheDocument();

    // The same route under an area for sys only: admin is refused.
    useRemotes.getState().reset();
    useRemotes.setState({ catalog: null });
    mock.onGet('/remotes.json').reply(200, catalog.slice(0, 1));
    await act(() => useRemotes.getState().loadForRole('admin'));
    await act(() => useRemotes.getState().loadForRole('sys'));
    expect(useRemotes.getState().modules.partners.routes[0].roles).toEqual(['sys']);
    expect(logged).toHaveBeenCalledWith("partners: /bpg/index widens its area's roles; narrowed");
    logged.mockRestore();
  });

  it('shows the page of each route when moving between pages of one remote', async () => {
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('sys')));
    renderApp('/bpg/bp/index');
    expect(await screen.findByRole('heading', { name: 'Partners page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to groups' }));
    expect(await screen.findByRole('heading', { name: 'Groups page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Partners page' })).not.toBeInTheDocument();
  });

  it('refuses a page whose roles exclude the user', async () => {
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('admin')));
    renderApp('/bpg/index');
    // The path's remote loads before the role is known: refused by its area, then by its route.
    await waitFor(() => expect(useRemotes.getState().status.partners).toBe('ready'));
    expect(screen.getByText('Sorry, your role may not open this page.')).toBeInTheDocument();
  });

  it('keeps the rest working when a remote cannot be loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('sys')));
    loadRemote.mockImplementation(async (entry) => {
      if (entry.name === 'as2') throw new Error('RUNTIME-008 failed to load');
      return partners;
    });
    renderApp('/as2Setting/sendPort/index');
    expect(await screen.findByText('AS2 setting is unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(sideMenu().querySelector('[data-unavailable="true"]')).toHaveTextContent('AS2 setting');

    await userEvent.click(within(sideMenu()).getByText('BPG'));
    expect(await screen.findByRole('heading', { name: 'Groups page' })).toBeInTheDocument();
    expect(location()).toBe('/bpg/index');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'RUNTIME-008 failed to load' }),
    );
    logged.mockRestore();
  });

  it('shows the page of a remote that loaded after a retry', async () => {
    jest.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('sys')));
    let failing = true;
    loadRemote.mockImplementation(async (entry) => {
      if (entry.name === 'as2' && failing) throw new Error('down');
      return entry.name === 'as2' ? as2 : partners;
    });
    renderApp('/as2Setting/sendPort/index');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Send ports page' })).toBeInTheDocument();
  });

  it('signs out from the user menu: clears the session and the stored menu keys', async () => {
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('sys')));
    localStorage.setItem(STORAGE_KEYS.menuKeys, JSON.stringify({ collapsed: true }));
    renderApp('/bpg/index');
    await screen.findByRole('heading', { name: 'Groups page' });
    expect(useSession.getState().token).toEqual(expect.stringMatching(/^ey/));
    await userEvent.click(screen.getByRole('button', { name: 'User menu: sys' }));
    expect(await screen.findByText('sys@acme.example')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Sign out'));
    await waitFor(() => expect(location()).toBe('/default/login'));
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.menuKeys)).toBeNull();
    await waitFor(() =>
      expect(mock.history.post.some((call) => call.url === '/api/logout')).toBe(true),
    );
    const logoutCall = mock.history.post.find((call) => call.url === '/api/logout');
    expect(logoutCall?.headers?.token).toEqual(expect.stringMatching(/^ey/));
  });

  it('does not start the console for a user without a role', async () => {
    mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('sys', { roleSet: [] })));
    renderApp('/bpg/index');
    expect(
      await screen.findByText('Cannot init app, May be the user do not have a role!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menu', { name: 'Side menu' })).not.toBeInTheDocument();
  });
});

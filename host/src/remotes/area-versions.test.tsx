import { bindUi, useSession, type RemoteModule } from '@console/shared';
import { envelope, renderScreen } from '@console/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { AppRoutes } from '../routing/app-routes';
import { TEST_AREAS } from '../testing/areas';
import {
  fakeRemote,
  mockPlatform,
  pageOf,
  resetStores,
  setupHostI18n,
  signInAs,
} from '../testing/host-test-utils';
import { browser } from './area-reload';
import { followSession } from './follow-session';
import { loadRouteModule } from './loader';
import { useRemotes } from './store';

jest.mock('./loader', () => ({ loadRouteModule: jest.fn() }));
const loadRemote = jest.mocked(loadRouteModule);

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "useChart")');
}
const partners = fakeRemote('partners', [
  { path: '/bpg/index', group: 'bpg', roles: ['sys'], page: pageOf('Groups page') },
  { path: '/bpg/bp/index', group: 'bpg', roles: ['sys'], page: pageOf('Partners page') },
  {
    path: '/bpg/broken',
    group: 'bpg',
    roles: ['sys'],
    page: () => Promise.resolve({ default: Broken }),
  },
]);
const as2 = fakeRemote('as2', [
  { path: '/as2Setting/sendPort/index', group: 'as2', roles: ['sys'], page: pageOf('Send ports') },
  { path: '/as2Setting/recvPort/index', group: 'as2', roles: ['sys'], page: pageOf('Recv ports') },
]);

const host = __CONTRACT_VERSION__;
const ref = (version: string, contract = `^${host}`) => ({
  version,
  entry: `/remotes/partners/${version}/mf-manifest.json`,
  contract,
});
const v1 = ref('0.1.0+v1');
const v2 = ref('0.1.0+v2');
const future = ref('0.1.0+future', '^99.0.0');
const areaOf = (name: string) => TEST_AREAS.find((area) => area.remote === name);
/** /remotes.json serving `served` of partners, with `versions` deployed, and one as2. */
const catalog = (served: typeof v1, versions = [future, v2, v1]) => [
  { name: 'partners', area: areaOf('partners'), ...served, versions },
  { name: 'as2', entry: '/remotes/as2/mf-manifest.json', area: areaOf('as2') },
];

const mock = mockPlatform();
const catalogReads = () => mock.history.get.filter((call) => call.url === '/remotes.json').length;
const reports = () =>
  mock.history.post
    .filter((call) => call.url === '/api/releases/events')
    .map((call) => JSON.parse(call.data as string) as unknown);
const notifyError = jest.fn();
let assign: jest.SpyInstance;

/** Buttons that navigate inside the console as its menus would. */
function Go() {
  const navigate = useNavigate();
  const paths = ['/bpg/index', '/bpg/bp/index', '/bpg/broken', '/as2Setting/sendPort/index'];
  return paths.map((path) => (
    <button key={path} onClick={() => navigate(path)}>
      {`go ${path}`}
    </button>
  ));
}

const renderConsole = (route: string) =>
  renderScreen(
    <>
      <AppRoutes />
      <Go />
    </>,
    { route },
  );
const footer = () => screen.getByTestId('console-versions');
/** The first page of a test: the console's first render takes a while on a busy machine. */
const firstPage = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });

beforeAll(setupHostI18n);
beforeEach(() => {
  mock.reset();
  resetStores();
  sessionStorage.clear();
  notifyError.mockReset();
  bindUi({ navigate: jest.fn(), notifyError });
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  loadRemote.mockReset();
  loadRemote.mockImplementation(async ({ name }) => ({ partners, as2 })[name] as RemoteModule);
  mock.onGet('/api/user/userInfo').reply(200, envelope(signInAs('sys')));
  mock.onGet('/remotes.json').reply(200, catalog(v1));
  mock.onPost('/api/releases/events').reply(200, envelope(null));
});
afterEach(() => jest.restoreAllMocks());

it('runs the newest version that fits when the one served needs a newer host, and the footer says why', async () => {
  mock.onGet('/remotes.json').reply(200, catalog(future));
  renderConsole('/bpg/index');
  await firstPage('Groups page');
  expect(loadRemote).toHaveBeenCalledWith({ name: 'partners', entry: v2.entry });
  expect(footer()).toHaveTextContent(
    `partners 0.1.0+v2 (0.1.0+future needs @console/shared ^99.0.0; this host has ${host})`,
  );
});

it("shows the area's fallback page with the reason when no version fits, and the rest keeps working", async () => {
  mock.onGet('/remotes.json').reply(200, catalog(future, [future]));
  renderConsole('/bpg/index');
  expect(await screen.findByText('BPG is unavailable', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(
    screen.getByText(
      `No deployed version of BPG runs on this console: 0.1.0+future needs @console/shared ^99.0.0; this host has ${host}.`,
    ),
  ).toBeInTheDocument();
  expect(footer()).toHaveTextContent('partners no version fits (0.1.0+future needs');
  await userEvent.click(screen.getByRole('button', { name: 'go /as2Setting/sendPort/index' }));
  expect(await screen.findByRole('heading', { name: 'Send ports' })).toBeInTheDocument();
  expect(loadRemote.mock.calls.map(([entry]) => entry.name)).toEqual(['as2']);
});

it('reads the catalog again on entering another area, not inside one, and reloads when the version changed', async () => {
  renderConsole('/bpg/index');
  await firstPage('Groups page');
  await waitFor(() => expect(footer()).toHaveTextContent('partners 0.1.0+v1'));
  const atStart = catalogReads();
  await userEvent.click(screen.getByRole('button', { name: 'go /bpg/bp/index' }));
  await screen.findByRole('heading', { name: 'Partners page' });
  await userEvent.click(screen.getByRole('button', { name: 'go /as2Setting/sendPort/index' }));
  await screen.findByRole('heading', { name: 'Send ports' });
  await waitFor(() => expect(catalogReads()).toBe(atStart + 1));
  expect(assign).not.toHaveBeenCalled();

  // partners 0.1.0+v2 goes out (a promotion, or a rollback the other way round).
  mock.onGet('/remotes.json').reply(200, catalog(v2));
  await userEvent.click(screen.getByRole('button', { name: 'go /bpg/index' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/bpg/index'));
  expect(catalogReads()).toBe(atStart + 2);

  // The same answer again a moment later (the reload did not take): no loop.
  await userEvent.click(screen.getByRole('button', { name: 'go /as2Setting/sendPort/index' }));
  await userEvent.click(screen.getByRole('button', { name: 'go /bpg/index' }));
  await waitFor(() => expect(catalogReads()).toBe(atStart + 4));
  expect(assign).toHaveBeenCalledTimes(1);
  expect(notifyError).not.toHaveBeenCalled();
});

it('keeps the catalog it has, silently, when a re-read fails', async () => {
  renderConsole('/bpg/index');
  await firstPage('Groups page');
  mock.onGet('/remotes.json').networkError();
  await userEvent.click(screen.getByRole('button', { name: 'go /as2Setting/sendPort/index' }));
  await screen.findByRole('heading', { name: 'Send ports' });
  await waitFor(() => expect(mock.history.get.at(-1)?.url).toBe('/remotes.json'));
  expect(notifyError).not.toHaveBeenCalled();
  expect(assign).not.toHaveBeenCalled();
  expect(useRemotes.getState().catalog).toHaveLength(2);
});

it('reads the catalog again for another user, and reloads when that user gets another version', async () => {
  const unsubscribe = useSession.subscribe(followSession);
  renderConsole('/bpg/index');
  await firstPage('Groups page');
  const atStart = catalogReads();
  // northwind's sys user is in the candidate's audience.
  mock.onGet('/remotes.json').reply(200, catalog(v2));
  act(() => useSession.getState().signOut());
  act(() => void signInAs('sys', { bpId: 7 }));
  await act(() => useRemotes.getState().loadForPath('/bpg/index'));
  expect(catalogReads()).toBe(atStart + 1);
  expect(assign).toHaveBeenCalledTimes(1);
  unsubscribe();
});

it("reports the errors a remote's page throws, and no report failure is ever shown", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mock.onPost('/api/releases/events').reply(500, { code: 500, msg: 'down' });
  renderConsole('/bpg/broken');
  expect(
    await screen.findByText('This page stopped with an error', {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(reports()).toEqual([
      { remote: 'partners', version: '0.1.0+v1', ok: true },
      {
        remote: 'partners',
        version: '0.1.0+v1',
        ok: false,
        message: 'Cannot read properties of undefined (reading "useChart")',
      },
    ]),
  );
  expect(notifyError).not.toHaveBeenCalled();
  expect(useSession.getState().token).not.toBeNull();
});

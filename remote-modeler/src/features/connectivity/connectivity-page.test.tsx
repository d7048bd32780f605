import { envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../i18n';
import modeler from '../../routes';
import ConnectivityPage from './connectivity-page';
import { CONNECTIVITY_TABS, tabOf } from './connectivity-tabs';

let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  mock.onGet('/api/allConnectors').reply(200, envelope([]));
  mock.onGet('/api/commandPackages').reply(200, envelope([]));
  mock.onGet('/api/credentialList').reply(200, envelope([]));
  mock.onGet('/api/credentialTemplateList').reply(200, envelope([]));
});
afterEach(() => mock.restore());

it('keeps the spec’s tab keys, the Connector tab by default', () => {
  expect(CONNECTIVITY_TABS).toEqual([
    'modelerConnectivityCredential',
    'modelerConnectivityCompose',
    'modelerConnectivityConnector',
    'modelerConnectivityEvent',
    'modelerConnectivityMapping',
  ]);
  expect(tabOf(null)).toBe('modelerConnectivityConnector');
  expect(tabOf('nonsense')).toBe('modelerConnectivityConnector');
  expect(tabOf('modelerConnectivityEvent')).toBe('modelerConnectivityEvent');
});

it('opens the Connector tab, and the tab the URL names', async () => {
  const user = setupUser();
  renderScreen(<ConnectivityPage />, { route: '/mainModeler/modelerConnectivity' });
  expect(await screen.findByRole('tab', { name: 'Connector', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'New connector' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Credential' }));
  expect(await screen.findByRole('button', { name: 'New credential' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New connector' })).not.toBeInTheDocument();
});

it('serves the page and the older /connector route to admins', () => {
  const paths = modeler.routes.map((route) => route.path);
  expect(paths).toEqual(expect.arrayContaining(['/mainModeler/modelerConnectivity', '/connector']));
  const older = modeler.routes.find((route) => route.path === '/connector');
  expect(older).toMatchObject({
    group: 'modeler',
    roles: ['admin'],
    menuOf: '/mainModeler/modelerConnectivity',
  });
});

import { useSettings } from '@console/shared';
import {
  bodyOf,
  envelope,
  renderScreen,
  setupScreen,
  setupUser,
  findConfirmDialog,
} from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import { makeSyncFlow } from '../../testing/builders';
import SyncPage from './sync-page';

let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  useSettings.setState({ timezone: 'Asia/Shanghai' });
  mock.onGet('/api/runningSyncFlow').reply(200, envelope([makeSyncFlow()]));
});
afterEach(() => mock.restore());

it('lists the running sync flows with their start in the user timezone', async () => {
  renderScreen(<SyncPage />, { route: '/operator/syncProcessInstance' });
  const row = (await screen.findByText('pi-1')).closest('tr') as HTMLElement;
  expect(within(row).getByText('quote')).toBeInTheDocument();
  expect(within(row).getByText('Q-1')).toBeInTheDocument();
  expect(within(row).getByText('2024-03-01 16:00:00')).toBeInTheDocument();
});

it('stops a flow after confirmation', async () => {
  const user = setupUser();
  mock.onPost('/api/stopRunningSyncFlow').reply(200, envelope(null));
  renderScreen(<SyncPage />, { route: '/operator/syncProcessInstance' });
  const row = (await screen.findByText('pi-1')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: /Stop/ }));
  const confirm = await findConfirmDialog('Stop the flow pi-1?');
  expect(mock.history.post).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: /Stop/ }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({ instanceId: 'pi-1' });
  expect(await screen.findByText('Flow pi-1 stopped')).toBeInTheDocument();
});

it('says so when no flow is running', async () => {
  mock.onGet('/api/runningSyncFlow').reply(200, envelope([]));
  renderScreen(<SyncPage />, { route: '/operator/syncProcessInstance' });
  expect(await screen.findByText('No synchronous flow is running')).toBeInTheDocument();
});

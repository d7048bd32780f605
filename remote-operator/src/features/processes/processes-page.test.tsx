import {
  bodyOf,
  renderScreen,
  setupScreen,
  setupUser,
  findConfirmDialog,
} from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { Route, Routes, useLocation } from 'react-router-dom';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import ProcessesPage from './processes-page';

let mock: MockAdapter;
const definition = (key: string, name: string, over = {}) => ({
  id: `${key}:1:x`,
  key,
  name,
  version: 1,
  suspended: false,
  versionMax: 1,
  status: true,
  countOfInstance: 0,
  ...over,
});

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  mock
    .onGet('/api/camunda/all-process-definition-by-key')
    .reply(200, [
      definition('orders', 'Orders'),
      definition('refunds', 'Refunds', { suspended: true }),
    ]);
  mock.onGet('/api/camunda/statistics').reply(200, {
    definitions: [{ id: 'orders:1:x', key: 'orders', running: 4, incident: 2 }],
  });
  mock.onGet('/api/camunda/flow-names').reply(200, []);
});
afterEach(() => mock.restore());

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.search}</output>;
}
const show = (route = '/operator/processes/index') =>
  renderScreen(
    <Routes>
      <Route
        path="/operator/processes/index"
        element={
          <>
            <ProcessesPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

it('lists each key with its latest version, status, running instances and incidents', async () => {
  show();
  await screen.findByText('Orders');
  expect(within(row('Orders')).getByText('Active')).toBeInTheDocument();
  expect(within(row('Orders')).getByText('4')).toBeInTheDocument();
  expect(within(row('Orders')).getByText('2')).toBeInTheDocument();
  expect(within(row('Refunds')).getByText('Suspended')).toBeInTheDocument();
});

it('names each key as it was saved in the modeler, found by that name too', async () => {
  const user = setupUser();
  mock.onGet('/api/camunda/flow-names').reply(200, [{ key: 'orders', name: 'Purchase orders' }]);
  show();
  const link = await screen.findByRole('link', { name: 'Purchase orders' });
  expect(link).toHaveAttribute('href', '/operator/processes/detail?key=orders');
  expect(within(row('Purchase orders')).getByText('orders')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox', { name: 'Filter by name or key' }), 'purch{Enter}');
  await waitFor(() => expect(screen.queryByRole('row', { name: /Refunds/ })).toBeNull());
  expect(row('Purchase orders')).toBeInTheDocument();
});

it('keeps the name filter in the URL, and reads it from there', async () => {
  const user = setupUser();
  show();
  await screen.findByText('Orders');
  await user.type(screen.getByRole('searchbox', { name: 'Filter by name or key' }), 'ref{Enter}');
  await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('?name=ref'));
  expect(screen.queryByText('Orders')).not.toBeInTheDocument();
  expect(row('Refunds')).toBeInTheDocument();
});

it('opens bookmarked with its filter', async () => {
  show('/operator/processes/index?name=zzz');
  expect(await screen.findByText('No process matches the filter')).toBeInTheDocument();
});

it('suspends a process with its instances after confirmation', async () => {
  const user = setupUser();
  mock.onPut('/api/camunda/engine-rest/process-definition/suspended').reply(204);
  show();
  await screen.findByText('Orders');
  await user.click(within(row('Orders')).getByRole('button', { name: /Suspend/ }));
  const confirm = await findConfirmDialog('Suspend Orders?');
  expect(within(confirm).getByText(/running instances \(4\)/)).toBeInTheDocument();
  expect(mock.history.put).toHaveLength(0);
  await user.click(within(confirm).getByRole('button', { name: /Suspend/ }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({
    processDefinitionKey: 'orders',
    suspended: true,
    includeProcessInstances: true,
  });
});

it('starts an instance of a row’s latest version, keeping its actions in a fixed column', async () => {
  const user = setupUser();
  mock.onPost('/api/camunda/engine-rest/process-definition/orders%3A1%3Ax/start').reply(200, {
    id: 'pi-9',
    definitionId: 'orders:1:x',
    businessKey: null,
    ended: false,
  });
  show();
  await screen.findByText('Orders');
  const actions = within(row('Orders')).getByRole('button', { name: 'Start instance' });
  expect(actions.closest('td')).toHaveClass('ant-table-cell-fix-end');
  await user.click(actions);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Start an instance of Orders')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Start' }));
  expect(await screen.findByRole('link', { name: 'Open it' })).toHaveAttribute(
    'href',
    '/operator/processes/detail?key=orders&instance=pi-9',
  );
  expect(bodyOf(mock.history.post[0])).toEqual({ variables: {} });
});

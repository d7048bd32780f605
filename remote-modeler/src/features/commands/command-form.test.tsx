import { bodyOf, envelope, page, renderScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { makeConnector, NEXT_RUNS } from '../automation-common/testing/builders';
import { findDialog, openFrom, rowOf, setupModelerScreen } from '../../testing/screen';
import CommandPage from './command-page';
import { makeCommand, makeParameters } from './testing/builders';

let mock: MockAdapter;
const RATES = makeCommand();
const COMPOSE = makeParameters({
  connectorId: 32,
  types: 'compose',
  paramsMeta: [],
  parameters: {},
  secretsSet: [],
});

beforeEach(async () => {
  ({ mock } = await setupModelerScreen('Asia/Shanghai'));
  mock.onGet('/api/command').reply(200, envelope(page([RATES])));
  mock
    .onGet('/api/availableCommandConnectors')
    .reply(200, envelope([makeConnector({ id: 31, name: 'Rates API', type: 'command' })]));
  mock
    .onGet('/api/availableComposeConnectors')
    .reply(200, envelope([makeConnector({ id: 32, name: 'Cleanup flow', type: 'compose' })]));
  mock
    .onGet('/api/command_parameters', { params: { connectorId: 31 } })
    .reply(200, envelope(makeParameters()));
  mock
    .onGet('/api/command_parameters', { params: { connectorId: 32 } })
    .reply(200, envelope(COMPOSE));
  mock.onGet('/api/trigger/nextRuns').reply(200, envelope(NEXT_RUNS));
});
afterEach(() => mock.restore());

const openNew = () => openFrom(<CommandPage />, 'New command', 'New command');

it('creates a command of a package command: its fields, the connector’s secret kept', async () => {
  mock.onPost('/api/availableCommandConnectors').reply(200, envelope(makeCommand({ id: 12 })));
  const { user, dialog } = await openNew();
  await user.type(within(dialog).getByLabelText('Name'), 'Hourly rates');
  await user.click(within(dialog).getByRole('combobox', { name: 'Connector' }));
  await user.click(await screen.findByTitle('Rates API'));
  // The connector's values to start from; its secret is set, and shown so.
  const currency = await within(dialog).findByLabelText('Currency');
  expect(currency).toHaveValue('USD');
  expect(within(dialog).getByText('set')).toBeInTheDocument();
  await user.clear(currency);
  await user.type(currency, 'CAD');
  await user.type(within(dialog).getByLabelText('Schedule'), '0 * * * *');
  await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    name: 'Hourly rates',
    description: '',
    connectorId: 31,
    // The secret, left as it was, is not sent: the connector's value stays.
    parameters: { currency: 'CAD' },
    schedule: '0 * * * *',
    timezone: 'Asia/Shanghai',
    active: true,
  });
});

it('edits a command: its own values, and a secret sent only once typed again', async () => {
  mock
    .onPut('/api/availableCommandConnectors')
    .reply(200, envelope(makeCommand({ name: 'Sync rates' })));
  const user = setupUser();
  renderScreen(<CommandPage />);
  await user.click(within(await rowOf('Sync rates')).getByRole('button', { name: 'Edit' }));
  const dialog = await findDialog('Edit the command “Sync rates”');
  expect(await within(dialog).findByLabelText('Currency')).toHaveValue('EUR');
  await user.click(within(dialog).getByRole('button', { name: 'Replace API key' }));
  await user.type(within(dialog).getByLabelText('API key'), 'k-2');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({
    id: 7,
    name: 'Sync rates',
    description: '',
    connectorId: 31,
    parameters: { currency: 'EUR', apiKey: 'k-2' },
    schedule: '*/30 * * * *',
    timezone: 'UTC',
    active: true,
  });
});

it('gives a compose connector’s run its variables, and shows the server’s 400 on the form', async () => {
  mock
    .onPost('/api/availableCommandConnectors')
    .reply(400, envelope(null, 400, 'body.schedule is not a valid cron schedule: too few fields'));
  const { user, dialog } = await openNew();
  await user.type(within(dialog).getByLabelText('Name'), 'Clean up');
  await user.click(within(dialog).getByRole('combobox', { name: 'Connector' }));
  await user.click(await screen.findByTitle('Cleanup flow'));
  const variables = await within(dialog).findByLabelText('Variables');
  await user.type(variables, '{{"days": 30}');
  // An active command needs a schedule: the form says so before the server does.
  await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Schedule is required')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Schedule'), '0 3 * * *');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Creation failed');
  expect(alert).toHaveTextContent('body.schedule is not a valid cron schedule: too few fields');
  expect(bodyOf(mock.history.post[0])).toMatchObject({
    connectorId: 32,
    parameters: { days: 30 },
    schedule: '0 3 * * *',
    active: true,
  });
});

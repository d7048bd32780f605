import { useSettings } from '@console/shared';
import {
  bodyOf,
  envelope,
  page,
  renderScreen,
  setupScreen,
  setupUser,
} from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../i18n';
import { makeConnector, makeFlow, makeTrigger, NEXT_RUNS } from './testing/builders';
import TriggerPage from './trigger-page';

let mock: MockAdapter;
const ON_FILE = makeTrigger({
  id: 5,
  name: 'On order file',
  type: 'event',
  processKey: null,
  schedule: null,
  timezone: null,
  monitorId: 9,
  eventConnectorId: 21,
  variables: {},
});
const TYPES = [
  { key: 'timer', value: 'Timer' },
  { key: 'event', value: 'Event' },
];

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  useSettings.setState({ timezone: 'Asia/Shanghai' });
  mock.onGet('/api/trigger').reply(200, envelope(page([makeTrigger()])));
  mock.onGet('/api/trigger_type').reply(200, envelope(TYPES));
  mock.onGet('/api/camunda/deployedFlows').reply(200, [makeFlow()]);
  mock.onGet('/api/trigger/nextRuns').reply(200, envelope(NEXT_RUNS));
  mock.onGet('/api/monitor/file').reply(200, envelope([{ id: 9, name: 'Inbound', kind: 'file' }]));
  mock.onGet('/api/monitor/mq').reply(200, envelope([]));
  mock.onGet('/api/monitor/webapi').reply(200, envelope([]));
  mock.onGet('/api/availableEventConnectors').reply(200, envelope(page([makeConnector()])));
});
afterEach(() => mock.restore());

const findDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;

it('creates a timer trigger from the form, in the user’s timezone, with its variables', async () => {
  const user = setupUser();
  mock.onPost('/api/trigger').reply(200, envelope(makeTrigger({ id: 8, name: 'Morning' })));
  renderScreen(<TriggerPage />);
  await user.click(await screen.findByRole('button', { name: 'New trigger' }));
  const dialog = await findDialog('New trigger');
  await user.type(within(dialog).getByLabelText('Name'), 'Morning');
  await user.type(within(dialog).getByLabelText('Schedule'), '0 2 * * *');
  expect(
    await within(dialog).findByRole('list', { name: 'The next five fire times (Asia/Shanghai)' }),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('combobox', { name: 'Flow' }));
  await user.click(await screen.findByTitle('Order intake (orders)'));
  const variables = within(dialog).getByLabelText('Variables');
  await user.type(variables, '{{"region":');
  expect(
    await within(dialog).findByText('cannot parse the json please make sure it is a json'),
  ).toBeInTheDocument();
  await user.clear(variables);
  await user.type(variables, '[[1]');
  expect(
    await within(dialog).findByText(
      'The variables must be a JSON object, e.g. { "orderId": "PO-1" }',
    ),
  ).toBeInTheDocument();
  await user.clear(variables);
  await user.type(variables, '{{"region": "APAC"}');
  // Enter in a one-line field saves.
  await user.type(within(dialog).getByLabelText('Name'), '{Enter}');
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    name: 'Morning',
    type: 'timer',
    description: '',
    active: true,
    schedule: '0 2 * * *',
    timezone: 'Asia/Shanghai',
    processKey: 'orders',
    messageName: null,
    variables: { region: 'APAC' },
    monitorId: null,
    eventConnectorId: null,
  });
  expect(await screen.findByText('The trigger “Morning” was saved')).toBeInTheDocument();
});

it('shows the server’s refusal on the form and keeps what was typed', async () => {
  const user = setupUser();
  mock
    .onPost('/api/trigger')
    .reply(409, envelope(null, 409, 'A trigger named "Nightly orders" already exists'));
  renderScreen(<TriggerPage />);
  await user.click(await screen.findByRole('button', { name: 'New trigger' }));
  const dialog = await findDialog('New trigger');
  await user.click(within(dialog).getByRole('radio', { name: 'Correlate a message' }));
  await user.type(within(dialog).getByLabelText('Name'), 'Nightly orders');
  await user.type(within(dialog).getByLabelText('Schedule'), '0 2 * * *');
  await user.type(within(dialog).getByLabelText('Message name'), 'ping');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('creation failed');
  expect(alert).toHaveTextContent('A trigger named "Nightly orders" already exists');
  expect(bodyOf(mock.history.post[0])).toMatchObject({ messageName: 'ping', processKey: null });
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Nightly orders');
});

it('creates an event trigger from a monitor and an event connector', async () => {
  const user = setupUser();
  mock.onPost('/api/trigger').reply(200, envelope(ON_FILE));
  renderScreen(<TriggerPage />);
  await user.click(await screen.findByRole('button', { name: 'New trigger' }));
  const dialog = await findDialog('New trigger');
  await user.type(within(dialog).getByLabelText('Name'), 'On order file');
  await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByTitle('Event'));
  await user.click(await within(dialog).findByRole('combobox', { name: 'Monitor' }));
  await user.click(await screen.findByTitle('Inbound (file)'));
  await user.click(within(dialog).getByRole('combobox', { name: 'Event connector' }));
  await user.click(await screen.findByTitle('Order events'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    name: 'On order file',
    type: 'event',
    description: '',
    active: true,
    monitorId: 9,
    eventConnectorId: 21,
    processKey: null,
    messageName: null,
    schedule: null,
    timezone: null,
    variables: {},
  });
});

import { bodyOf, envelope, page } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { makeFlow, NEXT_RUNS } from '../automation-common/testing/builders';
import { openFrom, setupModelerScreen } from '../../testing/screen';
import { answerEventSources, makeEventTrigger, makeTrigger } from './testing/builders';
import TriggerPage from './trigger-page';

let mock: MockAdapter;
const TYPES = [
  { key: 'timer', value: 'Timer' },
  { key: 'event', value: 'Event' },
];

beforeEach(async () => {
  ({ mock } = await setupModelerScreen('Asia/Shanghai'));
  mock.onGet('/api/trigger').reply(200, envelope(page([makeTrigger()])));
  mock.onGet('/api/trigger_type').reply(200, envelope(TYPES));
  mock.onGet('/api/camunda/deployedFlows').reply(200, [makeFlow()]);
  mock.onGet('/api/trigger/nextRuns').reply(200, envelope(NEXT_RUNS));
  answerEventSources(mock);
});
afterEach(() => mock.restore());

const openNew = () => openFrom(<TriggerPage />, 'New trigger', 'New trigger');

it('creates a timer trigger from the form, in the user’s timezone, with its variables', async () => {
  mock.onPost('/api/trigger').reply(200, envelope(makeTrigger({ id: 8, name: 'Morning' })));
  const { user, dialog } = await openNew();
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
  mock
    .onPost('/api/trigger')
    .reply(409, envelope(null, 409, 'A trigger named "Nightly orders" already exists'));
  const { user, dialog } = await openNew();
  await user.click(within(dialog).getByRole('radio', { name: 'Correlate a message' }));
  await user.type(within(dialog).getByLabelText('Name'), 'Nightly orders');
  await user.type(within(dialog).getByLabelText('Schedule'), '0 2 * * *');
  await user.type(within(dialog).getByLabelText('Message name'), 'ping');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('Creation failed');
  expect(alert).toHaveTextContent('A trigger named "Nightly orders" already exists');
  expect(bodyOf(mock.history.post[0])).toMatchObject({ messageName: 'ping', processKey: null });
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Nightly orders');
});

it('creates an event trigger from a monitor and an event connector', async () => {
  mock.onPost('/api/trigger').reply(200, envelope(makeEventTrigger()));
  const { user, dialog } = await openNew();
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

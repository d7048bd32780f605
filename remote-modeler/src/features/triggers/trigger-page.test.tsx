import { bodyOf, envelope, page, renderScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { callsTo, deleteAfterAsking, rowOf, setupModelerScreen } from '../../testing/screen';
import { answerEventSources, makeEventTrigger, makeFire, makeTrigger } from './testing/builders';
import TriggerPage from './trigger-page';

let mock: MockAdapter;
const NIGHTLY = makeTrigger();
const PING = makeTrigger({
  id: 4,
  name: 'Ping partner',
  processKey: null,
  messageName: 'ping',
  schedule: '*/5 * * * *',
  timezone: null,
  active: false,
  nextFireAt: null,
  lastError: 'No instance waits for the message ping',
});
const ON_FILE = makeEventTrigger();
const VERSION = { version: '1.2' };

beforeEach(async () => {
  ({ mock } = await setupModelerScreen('Asia/Shanghai'));
  mock.onGet('/api/trigger').reply(200, envelope(page([NIGHTLY, PING, ON_FILE], 23)));
  answerEventSources(mock);
});
afterEach(() => mock.restore());

it('reads a page of triggers with the version header and shows what each does', async () => {
  renderScreen(<TriggerPage />, { route: '/trigger?page=2&pageSize=20' });
  const nightly = await rowOf('Nightly orders');
  expect(callsTo(mock, '/api/trigger')[0].params).toEqual({ page: 2, pageSize: 20 });
  expect(callsTo(mock, '/api/trigger')[0].headers).toMatchObject(VERSION);
  expect(within(nightly).getByText('Timer')).toBeInTheDocument();
  expect(within(nightly).getByText('Starts the flow orders')).toBeInTheDocument();
  expect(within(nightly).getByText('0 2 * * *')).toBeInTheDocument();
  expect(within(nightly).getByText('Europe/Paris')).toBeInTheDocument();
  expect(within(nightly).getByText('2026-11-21 09:00:00')).toBeInTheDocument();
  expect(within(nightly).getByText('2026-11-20 09:00:00')).toBeInTheDocument();
  expect(within(nightly).getByRole('switch', { name: 'Active: Nightly orders' })).toBeChecked();

  const ping = await rowOf('Ping partner');
  expect(within(ping).getByText('Correlates the message ping')).toBeInTheDocument();
  expect(within(ping).getByText('UTC')).toBeInTheDocument();
  expect(within(ping).getByText('No instance waits for the message ping')).toBeInTheDocument();
  expect(within(ping).getByRole('switch', { name: 'Active: Ping partner' })).not.toBeChecked();

  const onFile = await rowOf('On order file');
  expect(
    await within(onFile).findByText('Ties the monitor Inbound to the event connector Order events'),
  ).toBeInTheDocument();
  // The event connectors are a paged list too.
  expect(callsTo(mock, '/api/availableEventConnectors')[0].headers).toMatchObject(VERSION);
  expect(callsTo(mock, '/api/availableEventConnectors')[0].params).toEqual({
    page: 1,
    pageSize: 100,
  });
  expect(within(onFile).queryByRole('button', { name: 'Fires' })).not.toBeInTheDocument();
  // 23 triggers at 20 a page: this is the second and last page.
  expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
  expect(screen.queryByTitle('3')).not.toBeInTheDocument();
});

it('asks before deleting, and deletes nothing when cancelled', async () => {
  mock.onDelete('/api/delTrigger/3').reply(200, envelope(null, 200, 'The trigger was deleted'));
  renderScreen(<TriggerPage />);
  const deleted = await deleteAfterAsking(mock, await rowOf('Nightly orders'), {
    title: 'Delete the trigger “Nightly orders”?',
    warning: 'It no longer fires. The instances it started stay.',
  });
  expect(deleted.url).toBe('/api/delTrigger/3');
  expect(await screen.findByText('The trigger “Nightly orders” was deleted')).toBeInTheDocument();
  await waitFor(() => expect(callsTo(mock, '/api/trigger')).toHaveLength(2));
});

it('switches a trigger on by sending it whole with PUT', async () => {
  const user = setupUser();
  mock.onPut('/api/trigger').reply(200, envelope({ ...PING, active: true }));
  renderScreen(<TriggerPage />);
  await user.click(await screen.findByRole('switch', { name: 'Active: Ping partner' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({
    id: 4,
    name: 'Ping partner',
    type: 'timer',
    description: '',
    processKey: null,
    messageName: 'ping',
    schedule: '*/5 * * * *',
    timezone: null,
    monitorId: null,
    eventConnectorId: null,
    variables: { region: 'EU' },
    active: true,
  });
  expect(await screen.findByText('The trigger “Ping partner” was switched on')).toBeInTheDocument();
});

it('opens a timer’s recent fires, each instance linked to the operator’s page', async () => {
  const user = setupUser();
  mock.onGet('/api/trigger/fires').reply(
    200,
    envelope([
      makeFire(),
      makeFire({
        id: 40,
        slot: '2026-11-19T01:00:00.000Z',
        outcome: 'failed',
        instanceId: null,
        error: 'No deployed process with key orders',
      }),
    ]),
  );
  renderScreen(<TriggerPage />);
  await user.click(within(await rowOf('Nightly orders')).getByRole('button', { name: 'Fires' }));
  const list = await screen.findByRole('list', { name: 'Recent fires' });
  expect(callsTo(mock, '/api/trigger/fires')[0].params).toEqual({ id: 3 });
  const [started, failed] = within(list).getAllByRole('listitem');
  expect(within(started).getByText('Started')).toBeInTheDocument();
  expect(within(started).getByText('Slot 2026-11-20 09:00:00')).toBeInTheDocument();
  expect(within(started).getByRole('link', { name: 'Instance pi-7' })).toHaveAttribute(
    'href',
    '/operator/processes/detail?key=orders&instance=pi-7',
  );
  expect(within(failed).getByText('Failed')).toBeInTheDocument();
  expect(within(failed).getByText('No deployed process with key orders')).toBeInTheDocument();
  expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
});

import { bodyOf, envelope } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { openFrom, setupModelerScreen } from '../../testing/screen';
import MqMonitorPage from './mq-monitor-page';
import { answerFormChoices, makeMonitor } from './testing/builders';

let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupModelerScreen());
  mock.onGet('/api/monitor/mq').reply(200, envelope([]));
  answerFormChoices(mock);
});
afterEach(() => mock.restore());

const openNew = () => openFrom(<MqMonitorPage />, 'New monitor', 'New message queue monitor');

it('offers only AMQP credentials, and a routing key only with an exchange', async () => {
  mock
    .onPost('/api/monitor/mq')
    .reply(200, envelope(makeMonitor({ id: 14, kind: 'mq', name: 'Orders queue' })));
  const { user, dialog } = await openNew();
  await user.type(within(dialog).getByLabelText('Name'), 'Orders queue');
  await user.click(within(dialog).getByRole('combobox', { name: 'Credential' }));
  expect(screen.queryByTitle('Rates token')).not.toBeInTheDocument();
  await user.click(await screen.findByTitle('Broker'));
  await user.type(within(dialog).getByLabelText('Queue'), 'orders.in');
  await user.type(within(dialog).getByLabelText('Routing key'), 'po.*');
  await user.click(within(dialog).getByRole('combobox', { name: 'Flow' }));
  await user.click(await screen.findByTitle('Order intake (orders)'));
  await user.click(within(dialog).getByRole('combobox', { name: 'Event connector' }));
  await user.click(await screen.findByTitle('Order event'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('A routing key needs an exchange to bind the queue to'),
  ).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Exchange'), 'erp');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    name: 'Orders queue',
    description: '',
    processKey: 'orders',
    eventConnectorId: 7,
    credentialId: 8,
    queue: 'orders.in',
    exchange: 'erp',
    routingKey: 'po.*',
    prefetch: 50,
  });
});

it('asks for the credential and the queue', async () => {
  const { user, dialog } = await openNew();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Credential is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Queue is required')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
});

import { bodyOf, envelope, renderScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { callsTo, findDialog, openFrom, rowOf, setupModelerScreen } from '../../testing/screen';
import { answerFormChoices, makeMonitor } from './testing/builders';
import WebApiMonitorPage from './webapi-monitor-page';

let mock: MockAdapter;
const SECRET = '5f1c0ffee5f1c0ffee5f1c0ffee5f1c0ffee';
const NEXT_RUNS = [
  '2026-11-20T10:15:00.000Z',
  '2026-11-20T10:30:00.000Z',
  '2026-11-20T10:45:00.000Z',
  '2026-11-20T11:00:00.000Z',
  '2026-11-20T11:15:00.000Z',
];
const POLLER = makeMonitor({
  id: 12,
  kind: 'webapi',
  name: 'Rates',
  config: { url: 'https://rates.example/today', schedule: '*/15 * * * *', timezone: 'UTC' },
  webhookPath: '/api/monitor/webhook/12',
});

beforeEach(async () => {
  ({ mock } = await setupModelerScreen('Asia/Shanghai'));
  mock.onGet('/api/monitor/webapi').reply(200, envelope([]));
  answerFormChoices(mock);
});
afterEach(() => mock.restore());

const openNew = () => openFrom(<WebApiMonitorPage />, 'New monitor', 'New web API monitor');

it('asks for the monitor URL and the schedule', async () => {
  const { user, dialog } = await openNew();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Monitor URL is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Schedule is required')).toBeInTheDocument();
  expect(mock.history.post).toHaveLength(0);
});

it('previews the next five polls of the schedule in its timezone', async () => {
  mock.onGet('/api/trigger/nextRuns').reply(200, envelope(NEXT_RUNS));
  const { user, dialog } = await openNew();
  await user.type(within(dialog).getByLabelText('Schedule'), '*/15 * * * *');
  const runs = await within(dialog).findByRole('list', {
    name: 'The next polls (Asia/Shanghai)',
  });
  expect(
    within(runs)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '2026-11-20 18:15:00',
    '2026-11-20 18:30:00',
    '2026-11-20 18:45:00',
    '2026-11-20 19:00:00',
    '2026-11-20 19:15:00',
  ]);
  // Asked once the typing paused, not once per letter.
  expect(callsTo(mock, '/api/trigger/nextRuns')).toHaveLength(1);
  expect(mock.history.get.at(-1)?.params).toEqual({
    schedule: '*/15 * * * *',
    timezone: 'Asia/Shanghai',
  });
});

it('shows the server’s reason under a schedule it cannot read', async () => {
  mock
    .onGet('/api/trigger/nextRuns')
    .reply(400, envelope(null, 400, 'querystring.schedule: the minute 61 is out of range'));
  const { user, dialog } = await openNew();
  await user.type(within(dialog).getByLabelText('Schedule'), '61 * * * *');
  const preview = await within(dialog).findByTestId('schedule-preview');
  expect(
    await within(preview).findByText('querystring.schedule: the minute 61 is out of range'),
  ).toBeInTheDocument();
});

it('creates a monitor with the user’s timezone, then shows its webhook secret once', async () => {
  mock.onGet('/api/trigger/nextRuns').reply(200, envelope(NEXT_RUNS));
  mock.onPost('/api/monitor/webapi').reply(200, envelope({ ...POLLER, webhookSecret: SECRET }));
  const { user, dialog } = await openNew();
  await user.type(within(dialog).getByLabelText('Name'), 'Rates');
  await user.type(within(dialog).getByLabelText('Monitor URL'), 'https://rates.example/today');
  await user.type(within(dialog).getByLabelText('Schedule'), '*/15 * * * *');
  await user.click(within(dialog).getByRole('combobox', { name: 'Flow' }));
  await user.click(await screen.findByTitle('Order intake (orders)'));
  await user.click(within(dialog).getByRole('combobox', { name: 'Credential' }));
  // Only the credentials a web API can use: not the AMQP one.
  expect(screen.queryByTitle('Broker')).not.toBeInTheDocument();
  await user.click(await screen.findByTitle('Rates token'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(bodyOf(mock.history.post[0])).toEqual({
    name: 'Rates',
    description: '',
    processKey: 'orders',
    eventConnectorId: null,
    url: 'https://rates.example/today',
    schedule: '*/15 * * * *',
    timezone: 'Asia/Shanghai',
    credentialId: 9,
  });

  const webhook = await findDialog('The webhook of “Rates”');
  expect(
    within(webhook).getByText('Copy the secret now: it is shown only this time.'),
  ).toBeInTheDocument();
  expect(within(webhook).getByTestId('webhook-secret')).toHaveTextContent(SECRET);
  expect(within(webhook).getByTestId('webhook-url')).toHaveTextContent(
    'http://localhost/api/monitor/webhook/12',
  );
  await user.click(within(webhook).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
});

it('never shows a secret after an edit', async () => {
  mock.onGet('/api/monitor/webapi').reply(200, envelope([POLLER]));
  mock.onGet('/api/trigger/nextRuns').reply(200, envelope(NEXT_RUNS));
  mock.onPut('/api/monitor/webapi').reply(200, envelope(POLLER));
  const user = setupUser();
  renderScreen(<WebApiMonitorPage />);
  await user.click(within(await rowOf('Rates')).getByRole('button', { name: 'Edit' }));
  const dialog = await findDialog('Edit the monitor “Rates”');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toMatchObject({ id: 12, timezone: 'UTC' });
  expect(await screen.findByText('The monitor “Rates” was saved')).toBeInTheDocument();
  expect(screen.queryByText('The webhook of “Rates”')).not.toBeInTheDocument();
});

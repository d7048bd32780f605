import { dayjs } from '@console/shared';
import { envelope, page, renderScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import {
  callsTo,
  deleteAfterAsking,
  findDialog,
  rowOf,
  setupModelerScreen,
} from '../../testing/screen';
import CommandPage from './command-page';
import { makeCommand, makeRun } from './testing/builders';

let mock: MockAdapter;
const RATES = makeCommand();
const CLEANUP = makeCommand({
  id: 8,
  name: 'Clean up',
  connectorId: 32,
  connectorName: 'Cleanup flow',
  types: 'compose',
  secretsSet: [],
  schedule: null,
  timezone: null,
  active: false,
  lastRunAt: null,
  nextRunAt: null,
});

beforeEach(async () => {
  ({ mock } = await setupModelerScreen('Asia/Shanghai'));
  mock.onGet('/api/command').reply(200, envelope(page([RATES, CLEANUP])));
});
afterEach(() => mock.restore());

it('reads a page of commands with the version header, each with its schedule and runs', async () => {
  renderScreen(<CommandPage />);
  const rates = await rowOf('Sync rates');
  expect(callsTo(mock, '/api/command')[0].params).toEqual({ page: 1, pageSize: 10 });
  expect(callsTo(mock, '/api/command')[0].headers).toMatchObject({ version: '1.2' });
  expect(within(rates).getByText('Rates API')).toBeInTheDocument();
  expect(within(rates).getByText('*/30 * * * *')).toBeInTheDocument();
  expect(within(rates).getByText('2026-11-20 18:30:00')).toBeInTheDocument();
  expect(within(rates).getByText('2026-11-20 18:00:00')).toBeInTheDocument();
  expect(within(rates).getByRole('switch', { name: 'Active: Sync rates' })).toBeChecked();
  const cleanup = await rowOf('Clean up');
  expect(within(cleanup).getAllByText('—')).toHaveLength(3);
  expect(within(cleanup).getByRole('switch', { name: 'Active: Clean up' })).not.toBeChecked();
});

it('offers a first command when there is none', async () => {
  mock.onGet('/api/command').reply(200, envelope(page([])));
  renderScreen(<CommandPage />);
  expect(await screen.findByText('No command yet')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'New command' })).toHaveLength(1);
});

it('runs a command now: a spinner while it runs, then its output and its log', async () => {
  const user = setupUser();
  let finish: (value: [number, unknown]) => void = () => undefined;
  mock.onPost('/api/command/run').reply(
    () =>
      new Promise((resolve) => {
        finish = resolve;
      }),
  );
  renderScreen(<CommandPage />);
  await user.click(within(await rowOf('Sync rates')).getByRole('button', { name: 'Run now' }));
  const dialog = await findDialog('Run “Sync rates”');
  expect(within(dialog).getByText('Running…')).toBeInTheDocument();
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(mock.history.post[0].params).toEqual({ id: 7 });

  finish([200, envelope(makeRun())]);
  const result = await within(dialog).findByTestId('run-result');
  expect(within(result).getByText('OK')).toBeInTheDocument();
  expect(within(result).getByText('1250 ms')).toBeInTheDocument();
  expect(within(result).getByTestId('run-output').textContent).toBe('{\n  "rates": 3\n}');
  expect(
    within(within(result).getByTestId('run-logs'))
      .getAllByRole('listitem')
      .map((line) => line.textContent),
  ).toEqual(['fetching rates', 'wrote 3 rates']);
  expect(within(dialog).queryByText('Running…')).not.toBeInTheDocument();
  // The list is read again: its last run has changed.
  await waitFor(() => expect(callsTo(mock, '/api/command')).toHaveLength(2));
});

it('shows why a run failed', async () => {
  const user = setupUser();
  mock
    .onPost('/api/command/run')
    .reply(
      200,
      envelope(
        makeRun({ ok: false, output: null, logs: ['calling ***'], error: 'HTTP 401 from rates' }),
      ),
    );
  mock.onGet('/api/command').reply(200, envelope(page([RATES])));
  renderScreen(<CommandPage />);
  await user.click(within(await rowOf('Sync rates')).getByRole('button', { name: 'Run now' }));
  const result = await screen.findByTestId('run-result');
  expect(within(result).getByText('Failed')).toBeInTheDocument();
  expect(within(result).getByRole('alert')).toHaveTextContent('HTTP 401 from rates');
  expect(within(result).getByText('No output')).toBeInTheDocument();
  expect(within(result).getByText('calling ***')).toBeInTheDocument();
});

it('opens the log of today where the user is, and of the day picked', async () => {
  const user = setupUser();
  const today = dayjs().tz('Asia/Shanghai').format('YYYY-MM-DD');
  mock.onGet('/api/fileLog').reply((config) => {
    const { date } = config.params as { date: string };
    return date === today
      ? [200, envelope([])]
      : [
          200,
          envelope([
            makeRun({ id: 601, cause: 'schedule', slot: '2026-11-19T10:00:00.000Z' }),
            makeRun({ id: 600, ok: false, error: 'timed out', durationMs: 60000 }),
          ]),
        ];
  });
  renderScreen(<CommandPage />);
  await user.click(within(await rowOf('Sync rates')).getByRole('button', { name: 'Log' }));
  const dialog = await findDialog('Log of “Sync rates”');
  expect(await within(dialog).findByText('No log results were found')).toBeInTheDocument();
  expect(callsTo(mock, '/api/fileLog')[0].params).toEqual({ date: today, commandId: 7 });

  const picker = within(dialog).getByLabelText('Date');
  await user.clear(picker);
  await user.type(picker, '2026-11-19{Enter}');
  await waitFor(() => expect(callsTo(mock, '/api/fileLog')).toHaveLength(2));
  expect(callsTo(mock, '/api/fileLog')[1].params).toEqual({ date: '2026-11-19', commandId: 7 });
  const scheduled = (await within(dialog).findByText('Schedule')).closest('tr') as HTMLElement;
  expect(within(scheduled).getByText('2026-11-20 18:12:00')).toBeInTheDocument();
  expect(within(scheduled).getByText('OK')).toBeInTheDocument();
  const manual = within(dialog).getByText('Run now').closest('tr') as HTMLElement;
  expect(within(manual).getByText('Failed')).toBeInTheDocument();
  expect(within(manual).getByText('timed out')).toBeInTheDocument();
  expect(within(manual).getByText('60000 ms')).toBeInTheDocument();

  // A run's output and log lines open under it.
  await user.click(within(scheduled).getByRole('button', { name: /expand/i }));
  expect(await within(dialog).findByText('wrote 3 rates')).toBeInTheDocument();
});

it('asks before deleting, and deletes nothing when cancelled', async () => {
  mock.onDelete('/api/delCommand/7').reply(200, envelope(null, 200, 'The command was deleted'));
  renderScreen(<CommandPage />);
  const deleted = await deleteAfterAsking(mock, await rowOf('Sync rates'), {
    title: 'Delete the command “Sync rates”?',
    warning: 'Its runs and their log are deleted with it.',
  });
  expect(deleted.url).toBe('/api/delCommand/7');
  expect(await screen.findByText('The command “Sync rates” was deleted')).toBeInTheDocument();
});

it('duplicates a command with POST duplicateCommand', async () => {
  const user = setupUser();
  mock
    .onPost('/api/duplicateCommand')
    .reply(200, envelope(makeCommand({ id: 9, name: 'Sync rates (copy)', active: false })));
  renderScreen(<CommandPage />);
  await user.click(within(await rowOf('Sync rates')).getByRole('button', { name: 'Duplicate' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(mock.history.post[0].params).toEqual({ id: 7 });
  expect(
    await screen.findByText('The copy “Sync rates (copy)” was made (switched off)'),
  ).toBeInTheDocument();
  await waitFor(() => expect(callsTo(mock, '/api/command')).toHaveLength(2));
});

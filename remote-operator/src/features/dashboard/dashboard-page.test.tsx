import { useSettings } from '@console/shared';
import { envelope, renderScreen, setupScreen } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import { points } from '../../testing/builders';
import DashboardPage from './dashboard-page';

// echarts draws on a canvas jsdom lacks: the chart shows its series as a list here.
jest.mock('../../components/echart', () => ({
  EChart:
    jest.requireActual<typeof import('@console/shared/testing')>('@console/shared/testing')
      .ChartAsList,
}));

const DAYS = ['2024-03-06', '2024-03-07'];
let mock: MockAdapter;

beforeEach(async () => {
  jest.useFakeTimers({
    now: new Date('2024-03-07T10:00:00Z'),
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
  });
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  useSettings.setState({ timezone: 'UTC' });
  const counts: Record<string, number[]> = {
    'event/success': [3, 4],
    'event/failed': [1, 0],
    'event/total': [4, 4],
    'task/success': [5, 0],
    'task/failed': [0, 2],
    'task/total': [5, 2],
  };
  for (const [path, values] of Object.entries(counts)) {
    mock.onGet(`/stat/api/${path}`).reply(200, envelope(points(DAYS, values)));
  }
  mock.onGet('/api/camunda/statistics').reply(200, { running: 6, active: 5, incident: 1 });
});
afterEach(() => {
  mock.restore();
  jest.useRealTimers();
});

it('shows the four figures and both charts for the last 7 days, asked in UTC', async () => {
  renderScreen(<DashboardPage />, { route: '/operator/dashboard' });
  expect(await screen.findByText('Data as of 10:00:00')).toBeInTheDocument();
  const figure = (title: string) =>
    within(screen.getByText(title).closest('.ant-statistic') as HTMLElement);
  expect(figure('Received').getByText('8')).toBeInTheDocument();
  expect(figure('Send').getByText('7')).toBeInTheDocument();
  expect(figure('Success').getByText('12')).toBeInTheDocument();
  expect(figure('In progress').getByText('6')).toBeInTheDocument();
  const perDay = await screen.findByRole('list', { name: 'Inbound and outbound per day' });
  expect(within(perDay).getByText('Inbound: 4,4')).toBeInTheDocument();
  expect(within(perDay).getByText('Outbound: 5,2')).toBeInTheDocument();
  const outcomes = screen.getByRole('list', { name: 'Success and failed' });
  expect(within(outcomes).getByText('Success: 7,5')).toBeInTheDocument();
  expect(within(outcomes).getByText('Failed: 1,2')).toBeInTheDocument();
  const asked = mock.history.get.find((call) => call.url === '/stat/api/task/total');
  expect(asked?.params).toEqual({
    from: '2024-03-01 00:00:00',
    to: '2024-03-07 23:59:59',
    tz: 'UTC',
  });
});

it("asks for the days of the user's timezone, so Paris's 7 days are 7 points", async () => {
  useSettings.setState({ timezone: 'Europe/Paris' });
  renderScreen(<DashboardPage />, { route: '/operator/dashboard' });
  expect(await screen.findByText('Data as of 11:00:00')).toBeInTheDocument();
  const calls = mock.history.get.filter((call) => call.url?.startsWith('/stat/api/'));
  expect(calls).toHaveLength(6);
  // Paris's 1 → 7 March start at 23:00 UTC the day before; the server groups by Paris's days.
  for (const call of calls) {
    expect(call.params).toEqual({
      from: '2024-02-29 23:00:00',
      to: '2024-03-07 22:59:59',
      tz: 'Europe/Paris',
    });
  }
});

it('offers a retry when the figures cannot be loaded', async () => {
  mock.onGet('/api/camunda/statistics').reply(500, { message: 'down' });
  renderScreen(<DashboardPage />, { route: '/operator/dashboard' });
  expect(await screen.findByText('The dashboard could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
});

it('opens the instances behind a figure, with the days shown', async () => {
  renderScreen(<DashboardPage />, { route: '/operator/dashboard' });
  expect(await screen.findByText('Data as of 10:00:00')).toBeInTheDocument();
  const link = screen.getByTitle('Open the instances behind Success');
  // Its name is what it shows, the figure and its count (axe's label-content-name-mismatch).
  expect(link).toHaveAccessibleName(/^Success\s*\d/);
  const target = new URL(link.getAttribute('href') ?? '', 'http://x');
  expect(target.pathname).toBe('/operator/opeHistory/opeSystemLogs/opeInstances');
  expect(Object.fromEntries(target.searchParams)).toEqual({
    state: 'Completed',
    startedAfter: '2024-03-01T00:00:00',
    startedBefore: '2024-03-07T23:59:59',
  });
  expect(screen.getByTitle('Open the instances behind In progress')).toHaveAttribute(
    'href',
    '/operator/opeHistory/opeSystemLogs/opeInstances?state=Running',
  );
});

import { envelope, renderScreen } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiBinder } from '../../app/ui-binder';
import { mockPlatform, resetStores, setupHostI18n, signInAs } from '../../testing/host-test-utils';
import { useSession } from '@console/shared';
import { emptyReport, usageReport } from './usage-fixtures';
import UsagePage from './usage-page';

// echarts draws on a canvas jsdom lacks: each chart shows as a list of its series.
jest.mock('./usage-chart', () => ({
  UsageChart:
    jest.requireActual<typeof import('@console/shared/testing')>('@console/shared/testing')
      .ChartAsList,
}));

const mock = mockPlatform();
const URL = '/api/account/usage';

beforeAll(setupHostI18n);
beforeEach(() => {
  mock.reset();
  resetStores();
  useSession.getState().setUserInfo(signInAs('admin'));
});

const renderUsage = () =>
  renderScreen(
    <>
      <UiBinder />
      <UsagePage />
    </>,
    { route: '/account/usage' },
  );

describe('usage page', () => {
  it('asks for the last 30 UTC days and charts each day, with the totals', async () => {
    mock.onGet(URL).reply(200, envelope(usageReport()));
    renderUsage();
    const instances = await screen.findByRole('list', { name: 'Instances per day' });
    expect(within(instances).getByText('Instances started: 4,6')).toBeInTheDocument();
    expect(within(instances).getByText('Instances ended: 3,6')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Connector and script runs per day' })).getByText(
        'Script runs: 0,2',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Days are UTC days', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('2.00 KiB')).toBeInTheDocument();
    const { params } = mock.history.get[0];
    const from = new Date(`${params.from as string}T00:00:00Z`).getTime();
    const to = new Date(`${params.to as string}T00:00:00Z`).getTime();
    expect((to - from) / 864e5).toBe(29);
    expect(params.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('shows each quota as used of its limit, in red once it is used up', async () => {
    mock.onGet(URL).reply(200, envelope(usageReport()));
    renderUsage();
    const started = await screen.findByTestId('quota-instancesStarted');
    expect(within(started).getByText('1,000 of 1,000')).toBeInTheDocument();
    expect(within(started).getByRole('progressbar')).toHaveClass('ant-progress-status-exception');
    const scripts = screen.getByTestId('quota-scriptRuns');
    expect(within(scripts).getByText('2 of 2,000')).toBeInTheDocument();
    expect(within(scripts).getByRole('progressbar')).not.toHaveClass(
      'ant-progress-status-exception',
    );
    const bytes = screen.getByTestId('quota-storedBytes');
    expect(within(bytes).getByText('2.00 KiB of 1.00 GiB')).toBeInTheDocument();
    // 2 KiB of 1 GiB is 1.9e-4 %: the bar carries a plain number, never an exponent.
    expect(within(bytes).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(/A quota of your plan is used up/)).toBeInTheDocument();
    expect(screen.getByText('Quotas this month (plan Free)')).toBeInTheDocument();
  });

  it('says so when nothing was used, still showing the quotas', async () => {
    mock.onGet(URL).reply(200, envelope(emptyReport()));
    renderUsage();
    expect(await screen.findByText('Nothing was used in this period')).toBeInTheDocument();
    expect(screen.getByTestId('quota-instancesStarted')).toHaveTextContent('0 of 1,000');
    expect(screen.queryByRole('list', { name: 'Instances per day' })).not.toBeInTheDocument();
  });

  it('offers Retry when the usage cannot be loaded, and loads it again', async () => {
    mock.onGet(URL).replyOnce(500, envelope(null, 500, 'Internal error'));
    mock.onGet(URL).reply(200, envelope(usageReport()));
    renderUsage();
    expect(await screen.findByText('The usage could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Instances per day' })).toBeInTheDocument();
    await waitFor(() => expect(mock.history.get).toHaveLength(2));
  });
});

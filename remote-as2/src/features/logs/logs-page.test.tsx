import { dayjs, useSettings } from '@console/shared';
import { envelope, page, renderScreen, setupScreen } from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type MockAdapter from 'axios-mock-adapter';
import { AS2_NAMESPACE, as2Translations } from '../../i18n';
import { makeLog, makeLogDetail, makeStat } from '../../testing/builders';
import LogsPage from './logs-page';

// echarts draws on a canvas jsdom lacks; the series mapping has its own unit tests.
jest.mock('../../components/echart/echart', () => ({
  EChart:
    jest.requireActual<typeof import('@console/shared/testing')>('@console/shared/testing')
      .ChartAsList,
}));

const ROUTE = '/as2Setting/as2Logs/index';
const user = userEvent.setup();

const LOGS = [
  makeLog(),
  makeLog({
    id: 2,
    messageId: '<msg-2@acme>',
    type: 'receive',
    name: 'RP_ACME',
    from: 'ACME',
    to: 'OURCO',
    status: 'failed',
    mdnStatus: 'failed/Failure: decryption-failed',
    errorMessage: 'Decryption failed: no matching private key',
    size: 5 * 1024 * 1024,
  }),
];

let mock: MockAdapter;
let notifyError: jest.Mock;

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(AS2_NAMESPACE, as2Translations));
  useSettings.setState({ timezone: 'Asia/Shanghai' });
  mock.onGet('/as2/api/QueryLogs').reply(200, envelope(page(LOGS, 25)));
  mock
    .onGet('/as2/api/logStats')
    .reply(
      200,
      envelope([
        makeStat({ date: '2025-03-01', count: 3 }),
        makeStat({ date: '2025-03-02', type: 'receive', status: 'failed', count: 1 }),
      ]),
    );
});

afterEach(() => mock.restore());

const logCalls = () => mock.history.get.filter(({ url }) => url === '/as2/api/QueryLogs');
const statCalls = () => mock.history.get.filter(({ url }) => url === '/as2/api/logStats');

const renderPage = async () => {
  renderScreen(<LogsPage />, { route: ROUTE });
  await screen.findByText('<msg-2@acme>');
};

describe('LogsPage', () => {
  it('asks for the first page of 10 and shows the messages with their status', async () => {
    await renderPage();
    await screen.findByText('25 messages');
    expect(logCalls()).toHaveLength(1);
    expect(logCalls()[0].params).toEqual({ page: 1, pageSize: 10 });
    const row = screen.getByText('<msg-2@acme>').closest('tr') as HTMLElement;
    expect(within(row).getByText('Receive')).toBeInTheDocument();
    expect(within(row).getByText('RP_ACME')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('failed/Failure: decryption-failed')).toBeInTheDocument();
    // 2025-03-02T10:00:00Z in Shanghai.
    expect(within(row).getByText('2025-03-02 18:00:00')).toBeInTheDocument();
    expect(screen.getByText('25 messages')).toBeInTheDocument();
  });

  it('charts messages per day by direction and outcome, in the user timezone', async () => {
    await renderPage();
    expect(statCalls()[0].params).toEqual({ tz: 'Asia/Shanghai' });
    const chart = await screen.findByRole('list', { name: 'Messages per day' });
    expect(within(chart).getByText('Send · Success: 3,0')).toBeInTheDocument();
    expect(within(chart).getByText('Receive · Failed: 0,1')).toBeInTheDocument();
  });

  it('shows an empty chart and table when there is nothing', async () => {
    mock.resetHandlers();
    mock.onGet('/as2/api/QueryLogs').reply(200, envelope(page([])));
    mock.onGet('/as2/api/logStats').reply(200, envelope([]));
    renderScreen(<LogsPage />, { route: ROUTE });
    expect(await screen.findByText('No AS2 messages match these filters')).toBeInTheDocument();
    expect(screen.getByText('No messages in this period')).toBeInTheDocument();
  });

  it('asks the server for the page the user opens', async () => {
    await renderPage();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(logCalls()).toHaveLength(2));
    expect(logCalls()[1].params).toEqual({ page: 2, pageSize: 10 });
    expect(statCalls()).toHaveLength(1);
  });

  it('sends the filters and starts again from page 1', async () => {
    await renderPage();
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(logCalls()).toHaveLength(2));

    fireEvent.change(screen.getByLabelText('Partner'), { target: { value: ' acme ' } });
    fireEvent.change(screen.getByLabelText('Message id'), { target: { value: 'msg-2' } });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Failed'));
    await user.click(screen.getByRole('button', { name: /Search/ }));

    await waitFor(() => expect(logCalls()).toHaveLength(3));
    expect(logCalls()[2].params).toEqual({
      partner: 'acme',
      messageId: 'msg-2',
      status: 'failed',
      page: 1,
      pageSize: 10,
    });
    await waitFor(() => expect(statCalls()).toHaveLength(2));
    expect(statCalls()[1].params).toEqual({
      partner: 'acme',
      messageId: 'msg-2',
      status: 'failed',
      tz: 'Asia/Shanghai',
    });
  });

  it('sends a picked range as UTC instants of the user timezone', async () => {
    await renderPage();
    await user.click(screen.getByLabelText('Time (Asia/Shanghai)'));
    await user.click(await screen.findByText('Last 7 days'));
    await user.click(screen.getByRole('button', { name: /Search/ }));

    await waitFor(() => expect(logCalls()).toHaveLength(2));
    const today = dayjs().tz('Asia/Shanghai').format('YYYY-MM-DD');
    const start = dayjs.tz(`${today} 00:00:00`, 'Asia/Shanghai').subtract(6, 'day');
    const end = dayjs.tz(`${today} 23:59:59`, 'Asia/Shanghai');
    expect(logCalls()[1].params).toEqual({
      from: start.toISOString(),
      to: end.toISOString(),
      page: 1,
      pageSize: 10,
    });
  });

  it('opens every field of a message in a drawer, with what the detail call adds', async () => {
    mock
      .onGet('/as2/api/QueryLogs/2')
      .reply(200, envelope(makeLogDetail({ ...LOGS[1], mic: 'bWlj, sha-256' })));
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Details of message <msg-2@acme>' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Message details')).toBeInTheDocument();
    expect(
      within(drawer).getByText('Decryption failed: no matching private key'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('5.00 MiB')).toBeInTheDocument();
    expect(within(drawer).getByText('2025-03-02 18:00:02')).toBeInTheDocument();
    expect(await within(drawer).findByText('bWlj, sha-256')).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: 'AS2 and MIME headers' })).toHaveTextContent(
      'AS2-From: ACME',
    );
  });

  it('tags the rows of demo data', async () => {
    mock.resetHandlers();
    mock
      .onGet('/as2/api/QueryLogs')
      .reply(200, envelope(page([makeLog({ demo: true }), { ...LOGS[1], demo: false }])));
    mock.onGet('/as2/api/logStats').reply(200, envelope([]));
    await renderPage();
    const demoRow = screen.getByText('<msg-1@ourco>').closest('tr') as HTMLElement;
    expect(within(demoRow).getByText('Demo')).toBeInTheDocument();
    const realRow = screen.getByText('<msg-2@acme>').closest('tr') as HTMLElement;
    expect(within(realRow).queryByText('Demo')).not.toBeInTheDocument();
  });

  it('says "Failed to get As2 logs" when the call fails and offers Retry', async () => {
    mock.resetHandlers();
    mock
      .onGet('/as2/api/QueryLogs')
      .replyOnce(500, { code: 500, msg: 'database down', data: null });
    mock.onGet('/as2/api/QueryLogs').reply(200, envelope(page(LOGS)));
    mock.onGet('/as2/api/logStats').reply(200, envelope([]));
    renderScreen(<LogsPage />, { route: ROUTE });

    await waitFor(() =>
      expect(screen.getAllByText('Failed to get As2 logs').length).toBeGreaterThanOrEqual(2),
    );
    expect(notifyError).toHaveBeenCalledWith('Server error 500: database down');
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('<msg-2@acme>')).toBeInTheDocument();
  });
});

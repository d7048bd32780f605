import { useSession } from '@console/shared';
import { envelope, renderScreen } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiBinder } from '../../app/ui-binder';
import { mockPlatform, resetStores, setupHostI18n, signInAs } from '../../testing/host-test-utils';
import { freePlan, statement } from './billing-fixtures';
import BillingPage from './billing-page';

const mock = mockPlatform();
const PLAN = '/api/account/plan';
const STATEMENT = '/api/account/statement';
const thisMonth = () => new Date().toISOString().slice(0, 7);

beforeAll(setupHostI18n);
beforeEach(() => {
  mock.reset();
  resetStores();
  useSession.getState().setUserInfo(signInAs('admin'));
});

const renderBilling = () =>
  renderScreen(
    <>
      <UiBinder />
      <BillingPage />
    </>,
    { route: '/account/billing' },
  );

describe('billing page', () => {
  it("shows the plan's quotas and this UTC month's statement with its total", async () => {
    mock.onGet(PLAN).reply(200, envelope(freePlan()));
    mock.onGet(STATEMENT).reply(200, envelope(statement(thisMonth())));
    renderBilling();
    expect(await screen.findByText('Plan Free')).toBeInTheDocument();
    const stored = (await screen.findAllByText('Stored files'))[0].closest('tr')!;
    expect(within(stored).getByText('1.00 GiB')).toBeInTheDocument();
    expect(within(stored).getByText('$0.10 per 1.00 GiB')).toBeInTheDocument();
    expect(await screen.findByText(`Statement of ${thisMonth()}`)).toBeInTheDocument();
    const calls = screen.getAllByText('API calls').at(-1)!.closest('tr')!;
    expect(within(calls).getByText('72,500')).toBeInTheDocument();
    expect(within(calls).getByText('22,500')).toBeInTheDocument();
    expect(within(calls).getByText('$0.60')).toBeInTheDocument();
    expect(screen.getByTestId('statement-total')).toHaveTextContent('$0.60');
    expect(mock.history.get.find((c) => c.url === STATEMENT)?.params).toEqual({
      month: thisMonth(),
    });
  });

  it('downloads the statement as CSV', async () => {
    mock.onGet(PLAN).reply(200, envelope(freePlan()));
    mock.onGet(STATEMENT).reply(200, envelope(statement(thisMonth())));
    mock.onGet(`${STATEMENT}.csv`).reply(200, 'month,plan,item\r\n');
    const created = jest.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderBilling();
    const button = await screen.findByRole('button', { name: /Download CSV/ });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = mock.history.get.find((c) => c.url === `${STATEMENT}.csv`);
    expect(call?.params).toEqual({ month: thisMonth() });
    expect(call?.responseType).toBe('blob');
    click.mockRestore();
  });

  it('says when nothing was used in the month', async () => {
    const none = statement(thisMonth());
    none.lines = none.lines.map((line) => ({ ...line, quantity: 0, over: 0, amount: 0 }));
    mock.onGet(PLAN).reply(200, envelope(freePlan()));
    mock.onGet(STATEMENT).reply(200, envelope({ ...none, total: 0 }));
    renderBilling();
    expect(await screen.findByText('Nothing was used in this month')).toBeInTheDocument();
  });

  it('offers Retry when the plan cannot be loaded', async () => {
    mock.onGet(PLAN).replyOnce(500, envelope(null, 500, 'Internal error'));
    mock.onGet(PLAN).reply(200, envelope(freePlan()));
    mock.onGet(STATEMENT).reply(200, envelope(statement(thisMonth())));
    renderBilling();
    expect(
      await screen.findByText('The plan or the statement could not be loaded'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Plan Free')).toBeInTheDocument();
  });
});

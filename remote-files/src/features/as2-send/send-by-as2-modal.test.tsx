import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { FILES_NAMESPACE, filesTranslations } from '../../i18n';
import { makeAs2Log, makeEntry, SEND_PORT_NAMES } from '../../testing/builders';
import { SendByAs2Modal } from './send-by-as2-modal';

const NAMES = '/as2/api/sendport/names';
const SEND = '/as2/api/sendport/7/sendStored';
const ENTRY = makeEntry('mounted/out/invoice.x12');

let mock: MockAdapter;
let notifyError: jest.Mock;
const onClose = jest.fn();

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(FILES_NAMESPACE, filesTranslations));
  onClose.mockReset();
});
afterEach(() => mock.restore());

const open = async () => {
  renderScreen(<SendByAs2Modal entry={ENTRY} onClose={onClose} />);
  return screen.findByRole('dialog', { name: 'Send invoice.x12 by AS2' });
};
const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /Send$/ });

/** Opens the dialog on the listed ports, chooses SP_ACME and sends. */
async function sendThroughAcme() {
  mock.onGet(NAMES).reply(200, envelope(SEND_PORT_NAMES));
  const user = setupUser();
  const dialog = await open();
  const choice = within(dialog).getByRole('combobox', { name: 'Send port' });
  await waitFor(() => expect(choice).toBeEnabled());
  await user.click(choice);
  await user.click(await screen.findByTitle('SP_ACME'));
  await user.click(sendButton(dialog));
  return dialog;
}

describe('SendByAs2Modal', () => {
  it('lists the send ports, keeps Send off until one is chosen, then sends the file by its path', async () => {
    mock.onGet(NAMES).reply(200, envelope(SEND_PORT_NAMES));
    mock.onPost(SEND).reply(200, envelope(makeAs2Log()));
    const user = setupUser();
    const dialog = await open();
    expect(dialog).toHaveTextContent('mounted/out/invoice.x12 goes to the partner');
    const choice = within(dialog).getByRole('combobox', { name: 'Send port' });
    await waitFor(() => expect(choice).toBeEnabled());
    expect(sendButton(dialog)).toBeDisabled();

    await user.click(choice);
    expect(await screen.findByTitle('SP_GLOBEX')).toBeInTheDocument();
    await user.click(screen.getByTitle('SP_ACME'));
    expect(sendButton(dialog)).toBeEnabled();
    await user.click(sendButton(dialog));

    expect(
      await within(dialog).findByText('Delivered: the partner’s MDN says processed'),
    ).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(1);
    expect(mock.history.post[0].url).toBe(SEND);
    expect(bodyOf(mock.history.post[0])).toEqual({ path: 'mounted/out/invoice.x12' });
    const messageId = within(dialog).getByText('Message-ID <20250302.1@ourco.example.com>');
    expect(within(messageId).getByRole('button', { name: /Copy/ })).toBeInTheDocument();
  });

  it('says a message was not delivered, with the reason in danger text', async () => {
    mock.onPost(SEND).reply(
      200,
      envelope(
        makeAs2Log({
          status: 'failed',
          mdnStatus: null,
          errorMessage: 'The partner answered HTTP 403',
        }),
      ),
    );
    const dialog = await sendThroughAcme();

    expect(await within(dialog).findByText('Not delivered')).toBeInTheDocument();
    expect(within(dialog).getByText('The partner answered HTTP 403')).toHaveClass(
      'ant-typography-danger',
    );
    expect(within(dialog).getByText(/^Message-ID /)).toBeInTheDocument();
  });

  it('says a message is on its way, with when the next attempt is due', async () => {
    const retry = 'Attempt 1 of 4 failed: connection refused. Next attempt at 2025-03-02T10:01:00Z';
    mock
      .onPost(SEND)
      .reply(
        200,
        envelope(makeAs2Log({ status: 'pending', mdnStatus: null, errorMessage: retry })),
      );
    const dialog = await sendThroughAcme();

    expect(await within(dialog).findByText('Sent, waiting')).toBeInTheDocument();
    expect(within(dialog).getByText(retry)).toBeInTheDocument();
  });

  it('says a delivered message waits for the asynchronous MDN', async () => {
    mock
      .onPost(SEND)
      .reply(200, envelope(makeAs2Log({ status: 'pending', mdnStatus: null, errorMessage: null })));
    const dialog = await sendThroughAcme();

    expect(await within(dialog).findByText('Sent, waiting')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Waiting for the partner’s asynchronous MDN'),
    ).toBeInTheDocument();
  });

  it.each([
    [404, 'The file does not exist'],
    [413, 'invoice.x12 is larger than AS2 sends (1048576 bytes)'],
  ])('shows a refused send (%i) in the dialog, with no toast', async (status, msg) => {
    mock.onPost(SEND).reply(status, { code: status, msg, data: null });
    const dialog = await sendThroughAcme();

    expect(await within(dialog).findByText('The file was not sent')).toBeInTheDocument();
    expect(within(dialog).getByText(msg)).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
    expect(sendButton(dialog)).toBeEnabled();
  });

  it('cannot be closed while the file is on its way', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    mock.onPost(SEND).reply(() => new Promise((resolve) => (answer = resolve)));
    const user = setupUser();
    const dialog = await sendThroughAcme();

    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toBeDisabled());
    expect(sendButton(dialog)).toHaveClass('ant-btn-loading');
    // Only the footer's Close is left, disabled: the × is gone, and a click beside does nothing.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toEqual([close]);
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();

    answer([200, envelope(makeAs2Log())]);
    expect(await within(dialog).findByText(/^Delivered/)).toBeInTheDocument();
    expect(close).toBeEnabled();
    await user.click(close);
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when no send port is set up, and keeps Send off', async () => {
    mock.onGet(NAMES).reply(200, envelope([]));
    const dialog = await open();

    expect(
      await within(dialog).findByText(
        'No send port is set up: the AS2 user adds one under AS2 settings',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(sendButton(dialog)).toBeDisabled();
  });

  it('shows the list loading, then its failure with Retry, which loads it again', async () => {
    let answer: (reply: [number, unknown]) => void = () => undefined;
    mock.onGet(NAMES).replyOnce(() => new Promise((resolve) => (answer = resolve)));
    mock.onGet(NAMES).replyOnce(200, envelope(SEND_PORT_NAMES));
    const user = setupUser();
    const dialog = await open();
    expect(within(dialog).getByText('Loading the send ports…')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Send port' })).toBeDisabled();

    answer([500, { code: 500, msg: 'database offline', data: null }]);

    expect(await within(dialog).findByText('Could not load the send ports')).toBeInTheDocument();
    expect(within(dialog).getByText('Server error 500: database offline')).toBeInTheDocument();
    expect(sendButton(dialog)).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));

    const choice = await within(dialog).findByRole('combobox', { name: 'Send port' });
    await waitFor(() => expect(choice).toBeEnabled());
    expect(mock.history.get.filter((call) => call.url === NAMES)).toHaveLength(2);
  });
});

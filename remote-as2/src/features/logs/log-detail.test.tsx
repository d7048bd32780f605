import { MDN_TEXT_LIMIT, type As2Log } from '@console/shared';
import { envelope, renderScreen, setupScreen } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type MockAdapter from 'axios-mock-adapter';
import { AS2_NAMESPACE, as2Translations } from '../../i18n';
import { makeLog, makeLogDetail } from '../../testing/builders';
import { LogDetail } from './log-detail';

const user = userEvent.setup();
const DETAIL = makeLogDetail({ id: 5, messageId: '<msg-5@acme>' });
const ROW: As2Log = makeLog({ id: 5, messageId: '<msg-5@acme>', type: 'receive' });
const DETAIL_URL = '/as2/api/QueryLogs/5';

let mock: MockAdapter;
let notifyError: jest.Mock;

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(AS2_NAMESPACE, as2Translations));
});

afterEach(() => mock.restore());

const renderDrawer = async (log: As2Log = ROW) => {
  renderScreen(<LogDetail log={log} open onClose={() => undefined} />);
  return screen.findByRole('dialog');
};

describe('LogDetail', () => {
  it('shows the row at once, then the MIC, the stored file and the sorted headers', async () => {
    mock.onGet(DETAIL_URL).reply(200, envelope(DETAIL));
    const drawer = await renderDrawer();
    // The row's fields do not wait for the call.
    expect(within(drawer).getByText('<msg-5@acme>')).toBeInTheDocument();
    expect(within(drawer).getByText('2025-03-02 10:00:00')).toBeInTheDocument();
    expect(
      within(drawer).getByRole('status', { name: 'Loading the message’s headers and MDN' }),
    ).toBeInTheDocument();

    expect(await within(drawer).findByText('dGVzdC1taWM=, sha-256')).toBeInTheDocument();
    expect(within(drawer).queryByRole('status')).not.toBeInTheDocument();
    expect(mock.history.get.map(({ url }) => url)).toEqual([DETAIL_URL]);
    expect(within(drawer).getByText('as2/RP_ACME/2025-03-02/order-1.edi')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: /Download/ })).toBeInTheDocument();
    const headers = within(drawer).getByRole('list', { name: 'AS2 and MIME headers' });
    expect(
      within(headers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'AS2-From: ACME',
      'AS2-To: OURCO',
      'Content-Type: application/pkcs7-mime; smime-type=enveloped-data',
      'Message-ID: <msg-1@ourco>',
    ]);
    expect(within(drawer).getByText('Headers (4)')).toBeInTheDocument();
  });

  it('keeps the MDN closed until asked, then shows its text and content type', async () => {
    mock.onGet(DETAIL_URL).reply(200, envelope(DETAIL));
    const drawer = await renderDrawer();
    await within(drawer).findByText('dGVzdC1taWM=, sha-256');
    expect(within(drawer).queryByText(DETAIL.mdnText as string)).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: /MDN/ }));

    const text = await within(drawer).findByLabelText('MDN text');
    expect(text.tagName).toBe('PRE');
    expect(text).toHaveTextContent(DETAIL.mdnText as string);
    expect(
      within(drawer).getByText(
        'Content type: multipart/report; report-type=disposition-notification',
      ),
    ).toBeInTheDocument();
    expect(within(drawer).queryByText(/Only the first/)).not.toBeInTheDocument();
  });

  it('says when the MDN text was cut at the limit', async () => {
    mock.onGet(DETAIL_URL).reply(200, envelope({ ...DETAIL, mdnText: 'x'.repeat(MDN_TEXT_LIMIT) }));
    const drawer = await renderDrawer();
    await within(drawer).findByText('dGVzdC1taWM=, sha-256');
    await user.click(within(drawer).getByRole('button', { name: /MDN/ }));
    expect(
      await within(drawer).findByText(`Only the first ${MDN_TEXT_LIMIT} characters are shown`),
    ).toBeInTheDocument();
  });

  it('downloads the stored file from the message’s file address, under its stored name', async () => {
    mock.onGet(DETAIL_URL).reply(200, envelope(DETAIL));
    mock.onGet(`${DETAIL_URL}/file`).reply(200, new Blob(['ISA*00*']));
    const createObjectURL = jest.fn(() => 'blob:payload');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const drawer = await renderDrawer();

    await user.click(await within(drawer).findByRole('button', { name: /Download/ }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(mock.history.get.at(-1)).toMatchObject({
      url: '/as2/api/QueryLogs/5/file',
      responseType: 'blob',
    });
    expect(saved).toEqual(['order-1.edi']);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:payload');
    click.mockRestore();
  });

  it('offers no download when the message stored no file', async () => {
    mock.onGet(DETAIL_URL).reply(200, envelope({ ...DETAIL, filePath: null, mic: null }));
    const drawer = await renderDrawer();
    expect(await within(drawer).findByText('No file stored')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    // No error message, and no MIC.
    expect(within(drawer).getAllByText('None')).toHaveLength(2);
  });

  it('shows a failed detail call with Retry, keeping the row’s fields', async () => {
    mock
      .onGet(DETAIL_URL)
      .replyOnce(500, { code: 500, msg: 'database down', data: null })
      .onGet(DETAIL_URL)
      .reply(200, envelope(DETAIL));
    const drawer = await renderDrawer();

    expect(
      await within(drawer).findByText('Could not load the message’s headers and MDN'),
    ).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Server error 500: database down');
    expect(within(drawer).getByText('<msg-5@acme>')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: /Retry/ }));

    expect(await within(drawer).findByText('dGVzdC1taWM=, sha-256')).toBeInTheDocument();
    expect(
      within(drawer).queryByText('Could not load the message’s headers and MDN'),
    ).not.toBeInTheDocument();
    expect(mock.history.get).toHaveLength(2);
  });

  it('fetches again when it opens, and never shows one message’s detail for another', async () => {
    mock.onGet(DETAIL_URL).reply(200, envelope(DETAIL));
    mock.onGet('/as2/api/QueryLogs/6').reply(() => new Promise(() => undefined));
    const other = makeLog({ id: 6, messageId: '<msg-6@acme>' });
    const { rerender } = renderScreen(<LogDetail log={ROW} open onClose={() => undefined} />);
    await screen.findByText('dGVzdC1taWM=, sha-256');

    rerender(<LogDetail log={ROW} open={false} onClose={() => undefined} />);
    rerender(<LogDetail log={other} open onClose={() => undefined} />);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('<msg-6@acme>')).toBeInTheDocument();
    expect(within(drawer).queryByText('dGVzdC1taWM=, sha-256')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('status')).toBeInTheDocument();

    rerender(<LogDetail log={ROW} open onClose={() => undefined} />);
    await waitFor(() =>
      expect(mock.history.get.map(({ url }) => url)).toEqual([
        DETAIL_URL,
        '/as2/api/QueryLogs/6',
        DETAIL_URL,
      ]),
    );
    expect(await screen.findByText('dGVzdC1taWM=, sha-256')).toBeInTheDocument();
  });

  it('tags the seed data of a demo tenant', async () => {
    mock.onGet(DETAIL_URL).reply(200, envelope({ ...DETAIL, demo: true }));
    const drawer = await renderDrawer({ ...ROW, demo: true });
    expect(within(drawer).getByText('Demo data')).toBeInTheDocument();
    await within(drawer).findByText('dGVzdC1taWM=, sha-256');
  });

  it('has no demo tag on a message that moved', async () => {
    mock.onGet(DETAIL_URL).reply(200, envelope(DETAIL));
    const drawer = await renderDrawer();
    await within(drawer).findByText('dGVzdC1taWM=, sha-256');
    expect(within(drawer).queryByText('Demo data')).not.toBeInTheDocument();
  });
});

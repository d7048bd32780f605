import { registerJsonEditor, type JsonEditorRequest } from '@console/shared';
import { envelope } from '@console/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { makePort } from '../../testing/builders';
import {
  field,
  openCreate,
  renderPage,
  save,
  setupSendPorts,
  type,
  user,
} from './send-ports-testing';

const PORT = makePort('send', {
  id: 7,
  signed: true,
  selfCertificate: 'own.p12',
  hasSelfCertificatePassword: true,
  mdnMode: 'async',
  mdnSigned: true,
  partnerCertificate: 'partner.cer',
  asyncMdnUrl: 'https://ourco.example.com/mdn',
});

let mock: MockAdapter;
let notifyError: jest.Mock;

beforeEach(async () => {
  ({ mock, notifyError } = await setupSendPorts([PORT]));
});

afterEach(() => mock.restore());

describe('SendPortsPage', () => {
  it('lists send ports with their route, URL, timeout and security summary', async () => {
    await renderPage();
    const row = screen.getByText('SP_ACME').closest('tr') as HTMLElement;
    expect(within(row).getByText('OURCO → ACME')).toBeInTheDocument();
    expect(within(row).getByText('https://acme.example.com/as2')).toBeInTheDocument();
    expect(within(row).getByText('60 seconds')).toBeInTheDocument();
    expect(within(row).getByText('Signed SHA256')).toBeInTheDocument();
    expect(within(row).getByText('Async MDN · signed')).toBeInTheDocument();
    expect(within(row).getByText('3 retries, the first after 60 s')).toBeInTheDocument();
  });

  it('shows the required messages of an empty form', async () => {
    await renderPage();
    await openCreate();
    await save();
    for (const message of [
      'name is required',
      'from is required',
      'to is required',
      'url is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(mock.history.post).toHaveLength(0);
  });

  it.each([
    ['Name', 'SP ACME', 'name must not contain spaces'],
    [
      'Name',
      'ACME',
      'name must start with SP_ and contain only digits, letters, underscore and dash',
    ],
    ['Name', `SP_${'A'.repeat(48)}`, 'The length of name must be at most 50'],
    ['AS2 from', 'OUR CO', 'from must not contain spaces'],
    ['AS2 to', 'X'.repeat(129), 'The length of to must be at most 128'],
    ['Partner URL', 'acme', 'Please enter a valid http or https URL'],
    ['Timeout', '', 'timeout is required'],
    ['Timeout', '0', 'timeout must be a whole number from 1 to 3600'],
    ['Retries', '11', 'retryCount must be a whole number from 0 to 10'],
    ['Retry interval', '0', 'retryInterval must be a whole number from 1 to 3600'],
    ['Retry interval', '3601', 'retryInterval must be a whole number from 1 to 3600'],
    ['Description', 'orders  for ACME', 'description must not contain consecutive spaces'],
  ])('shows "%s" = %j as "%s"', async (label, value, message) => {
    await renderPage();
    await openCreate();
    type(label, value);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
  });

  it('asks for the certificates that signing and a signed MDN need, and for an async MDN URL', async () => {
    await renderPage();
    await openCreate();
    await user.click(screen.getByRole('checkbox', { name: 'Sign messages' }));
    await user.click(screen.getByRole('checkbox', { name: 'Signed MDN' }));
    await user.click(screen.getByRole('radio', { name: 'Asynchronous' }));
    await save();
    expect(
      await screen.findByText('selfCertificate is required to sign messages'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('partnerCertificate is required to verify signed MDNs'),
    ).toBeInTheDocument();
    expect(screen.getByText('asyncMdnUrl is required')).toBeInTheDocument();
  });

  it('creates a port with the body the server expects', async () => {
    mock
      .onPost('/as2/api/sendport/add')
      .reply(200, envelope(makePort('send', { id: 8, name: 'SP_NEW' })));
    await renderPage();
    await openCreate();
    type('Name', 'SP_NEW');
    type('AS2 from', 'OURCO');
    type('AS2 to', 'NEWCO');
    type('Partner URL', 'https://newco.example.com/as2');
    type('Timeout', '120');
    type('Own certificate password', 'pw');
    await save();

    expect(await screen.findByText('SP_NEW created')).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toEqual({
      name: 'SP_NEW',
      messageType: 'X12',
      from: 'OURCO',
      to: 'NEWCO',
      url: 'https://newco.example.com/as2',
      timeout: 120,
      description: null,
      selfCertificate: null,
      selfCertificatePassword: 'pw',
      partnerCertificate: null,
      signed: false,
      signAlgorithm: 'SHA256',
      encrypted: false,
      encryptAlgorithm: 'AES256',
      compressed: false,
      mdnMode: 'sync',
      mdnSigned: false,
      micAlgorithm: 'SHA256',
      asyncMdnUrl: null,
      retryCount: 3,
      retryInterval: 60,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.history.get.filter(({ url }) => url === '/as2/api/sendport')).toHaveLength(2);
  });

  it('keeps what was typed when the server refuses the port', async () => {
    mock
      .onPost('/as2/api/sendport/add')
      .reply(409, { code: 409, msg: 'A send port named SP_ACME exists', data: null });
    await renderPage();
    await openCreate();
    type('Name', 'SP_ACME');
    type('AS2 from', 'OURCO');
    type('AS2 to', 'ACME');
    type('Partner URL', 'https://acme.example.com/as2');
    await save();

    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('A send port named SP_ACME exists'),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Creation failed')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('SP_ACME');
    expect(field('Partner URL')).toHaveValue('https://acme.example.com/as2');
  });

  it('edits a port and keeps the stored password when the field is left empty', async () => {
    mock.onPost('/as2/api/sendport/update/7').reply(200, envelope({ ...PORT, timeout: 90 }));
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog');
    expect(field('Name')).toHaveValue('SP_ACME');
    expect(screen.getByText('A password is stored. Leave empty to keep it.')).toBeInTheDocument();
    expect(field('Retries')).toHaveValue('3');
    type('Timeout', '90');
    type('Retries', '');
    await save();

    expect(await screen.findByText('SP_ACME updated')).toBeInTheDocument();
    const body = JSON.parse(mock.history.post[0].data);
    expect(body).toMatchObject({
      timeout: 90,
      // A blank field takes the default, as the server would.
      retryCount: 3,
      retryInterval: 60,
      selfCertificate: 'own.p12',
      partnerCertificate: 'partner.cer',
      mdnMode: 'async',
      asyncMdnUrl: 'https://ourco.example.com/mdn',
    });
    expect(body).not.toHaveProperty('selfCertificatePassword');
  });

  it('deletes a port after confirmation', async () => {
    mock.onPost('/as2/api/sendport/delete/7').reply(200, envelope(null));
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete send port SP_ACME?');
    expect(mock.history.post).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('SP_ACME deleted')).toBeInTheDocument();
    expect(mock.history.post[0].url).toBe('/as2/api/sendport/delete/7');
  });

  it('edits a port as JSON in the host’s editor', async () => {
    const requests: JsonEditorRequest[] = [];
    registerJsonEditor((request) => requests.push(request));
    mock
      .onPost('/as2/api/sendport/update/7')
      .replyOnce(400, { code: 400, msg: 'body.timeout must be <= 3600', data: null })
      .onPost('/as2/api/sendport/update/7')
      .reply(200, envelope({ ...PORT, timeout: 300 }));
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit as JSON' }));

    const [request] = requests;
    expect(request.title).toBe('Send port SP_ACME as JSON');
    expect(request.value).toMatchObject({ name: 'SP_ACME', timeout: 60 });
    expect(request.value).not.toHaveProperty('id');
    // The host's modal calls onSave; here the test plays the modal.
    const saveJson = async (value: unknown) => {
      let failure: Error | undefined;
      await act(async () => {
        try {
          await request.onSave?.(value);
        } catch (error) {
          failure = error as Error;
        }
      });
      return failure?.message;
    };
    expect(await saveJson({ ...(request.value as object), timeout: 9000 })).toBe(
      'Bad request 400: body.timeout must be <= 3600',
    );
    expect(await saveJson([])).toBe('A port must be a JSON object');
    expect(await saveJson({ ...(request.value as object), timeout: 300, id: 99 })).toBeUndefined();
    expect(JSON.parse(mock.history.post[1].data)).toMatchObject({ name: 'SP_ACME', timeout: 300 });
    expect(JSON.parse(mock.history.post[1].data)).not.toHaveProperty('id');
    expect(await screen.findByText('SP_ACME updated')).toBeInTheDocument();
    registerJsonEditor(undefined);
  });

  describe('Send a test file', () => {
    const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
    const log = (overrides: object) => ({
      id: 91,
      messageId: '<abc@OURCO>',
      type: 'send',
      name: 'SP_ACME',
      from: 'OURCO',
      to: 'ACME',
      fileName: 'order.x12',
      size: 5,
      status: 'success',
      mdnStatus: 'processed',
      errorMessage: null,
      messageTimestamp: '2026-11-27T10:00:00.000Z',
      mdnTimestamp: '2026-11-27T10:00:01.000Z',
      demo: false,
      ...overrides,
    });
    const sendThrough = async () => {
      await renderPage();
      await user.click(screen.getByRole('button', { name: 'Send a test file' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Send a test file through SP_ACME',
      });
      const send = within(dialog).getByRole('button', { name: 'Send' });
      expect(send).toBeDisabled();
      await user.upload(fileInput(), new File(['ISA*00'], 'order.x12'));
      await user.click(send);
      return dialog;
    };

    it('sends the chosen file through the port and shows the partner’s MDN', async () => {
      mock.onPost('/as2/api/sendport/7/send').reply((config) => {
        const body = config.data as FormData;
        expect((body.get('file') as File).name).toBe('order.x12');
        return [200, envelope(log({}))];
      });
      const dialog = await sendThrough();
      expect(
        await within(dialog).findByText('Delivered: the partner’s MDN says processed'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Message-ID <abc@OURCO>')).toBeInTheDocument();
    });

    it('shows why a file was not delivered', async () => {
      mock.onPost('/as2/api/sendport/7/send').reply(
        200,
        envelope(
          log({
            status: 'failed',
            mdnStatus: 'processed/error: decryption-failed',
            errorMessage: 'The partner did not process the message',
          }),
        ),
      );
      const dialog = await sendThrough();
      expect(await within(dialog).findByText('Not delivered')).toBeInTheDocument();
      expect(
        within(dialog).getByText(
          'processed/error: decryption-failed · The partner did not process the message',
        ),
      ).toBeInTheDocument();
    });
  });
});

import { UPLOAD_MAX_BYTES } from '@console/shared';
import { envelope, renderScreen, setupScreen } from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type MockAdapter from 'axios-mock-adapter';
import { AS2_NAMESPACE, as2Translations } from '../../i18n';
import { makeCertificate } from '../../testing/builders';
import CertificatesPage from './certificates-page';

const DAY = 24 * 60 * 60 * 1000;
const ROUTE = '/as2Setting/certificateManagement/index';
const user = userEvent.setup({ applyAccept: false });

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const CERTIFICATES = [
  makeCertificate({ name: 'old.cer', validTo: inDays(-2) }),
  makeCertificate({
    name: 'soon.pem',
    type: 'PEM',
    validTo: inDays(10),
    usedBy: ['SP_ACME', 'RP_ACME'],
  }),
  makeCertificate({
    name: 'own.p12',
    type: 'P12',
    size: 4096,
    hasPrivateKey: true,
    validTo: inDays(400),
  }),
];

let mock: MockAdapter;
let notifyError: jest.Mock;

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(AS2_NAMESPACE, as2Translations));
  mock.onGet('/as2/api/certFiles').reply(200, envelope(CERTIFICATES));
});

afterEach(() => mock.restore());

const renderPage = async () => {
  renderScreen(<CertificatesPage />, { route: ROUTE });
  return screen.findByText('soon.pem');
};

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('CertificatesPage', () => {
  it('lists certificates with their expiry state and warns about the ones that need attention', async () => {
    await renderPage();
    expect(within(rowOf('old.cer')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('soon.pem')).getByText('Expires in 10 days')).toBeInTheDocument();
    expect(within(rowOf('own.p12')).getByText('Valid')).toBeInTheDocument();
    expect(
      screen.getByText('2 certificates have expired or expire within 30 days'),
    ).toBeInTheDocument();
    expect(within(rowOf('soon.pem')).getByText('SP_ACME')).toBeInTheDocument();
    expect(within(rowOf('soon.pem')).getByText('RP_ACME')).toBeInTheDocument();
    expect(within(rowOf('own.p12')).getByText('4.00 KiB')).toBeInTheDocument();
    expect(within(rowOf('own.p12')).getByText('P12')).toBeInTheDocument();
    expect(within(rowOf('own.p12')).getByText('Private key')).toBeInTheDocument();
  });

  it('downloads a certificate through an object URL', async () => {
    mock.onGet('/as2/api/downloadCert').reply(200, new Blob(['-----BEGIN CERTIFICATE-----']));
    const createObjectURL = jest.fn(() => 'blob:cert');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderPage();

    await user.click(within(rowOf('soon.pem')).getByRole('button', { name: /Download/ }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(mock.history.get.at(-1)).toMatchObject({
      url: '/as2/api/downloadCert',
      params: { name: 'soon.pem' },
      responseType: 'blob',
    });
    expect(createObjectURL).toHaveBeenCalled();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:cert');
    click.mockRestore();
  });

  it('deletes a certificate after confirmation', async () => {
    mock.onDelete('/as2/api/deleteCert').reply(200, envelope(null));
    await renderPage();

    await user.click(within(rowOf('old.cer')).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete certificate old.cer?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('old.cer deleted')).toBeInTheDocument();
    expect(mock.history.delete[0].params).toEqual({ name: 'old.cer' });
    await waitFor(() => expect(mock.history.get.length).toBe(2));
  });

  it('leaves the server’s reason to the client when a port still uses the certificate', async () => {
    mock
      .onDelete('/as2/api/deleteCert')
      .reply(409, { code: 409, msg: 'soon.pem is used by SP_ACME, RP_ACME', data: null });
    await renderPage();

    await user.click(within(rowOf('soon.pem')).getByRole('button', { name: /Delete/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('soon.pem is used by SP_ACME, RP_ACME'),
    );
    expect(screen.queryByText('soon.pem deleted')).not.toBeInTheDocument();
  });

  it('refuses an unsupported file type before sending it', async () => {
    await renderPage();
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Unsupported upload file type, please try again'),
    ).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
  });

  it('refuses a file over 10M before sending it', async () => {
    await renderPage();
    const file = new File(['x'], 'big.pem');
    Object.defineProperty(file, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    await user.upload(fileInput(), file);
    expect(await screen.findByText('The file is too big')).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
  });

  it('uploads a new certificate as multipart form data', async () => {
    mock.onPost('/as2/api/uploadCert').reply(200, envelope(makeCertificate({ name: 'new.crt' })));
    await renderPage();

    await user.upload(fileInput(), new File(['cert'], 'new.crt'));

    expect(await screen.findByText('Upload success')).toBeInTheDocument();
    const body = mock.history.post[0].data as FormData;
    expect((body.get('file') as File).name).toBe('new.crt');
    expect(body.get('overwrite')).toBeNull();
    expect(body.get('password')).toBeNull();
    await waitFor(() => expect(mock.history.get.length).toBe(2));
  });

  it('asks before overwriting a certificate of the same name and then sends overwrite=true', async () => {
    mock.onPost('/as2/api/uploadCert').reply(200, envelope(makeCertificate({ name: 'soon.pem' })));
    await renderPage();

    await user.upload(fileInput(), new File(['cert'], 'soon.pem'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Overwrite soon.pem?');
    expect(mock.history.post).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));

    expect(await screen.findByText('Upload success')).toBeInTheDocument();
    expect((mock.history.post[0].data as FormData).get('overwrite')).toBe('true');
  });

  it('sends nothing when the user keeps the existing certificate', async () => {
    await renderPage();
    await user.upload(fileInput(), new File(['cert'], 'soon.pem'));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mock.history.post).toHaveLength(0);
  });

  it('asks for the password of a PKCS#12 file and keeps asking when it is wrong', async () => {
    mock
      .onPost('/as2/api/uploadCert')
      .replyOnce(400, { code: 400, msg: 'The password does not open partner.pfx', data: null })
      .onPost('/as2/api/uploadCert')
      .reply(200, envelope(makeCertificate({ name: 'partner.pfx' })));
    await renderPage();

    await user.upload(fileInput(), new File(['pkcs12'], 'partner.pfx'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Password of partner.pfx');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Bad request 400: The password does not open partner.pfx',
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Upload success')).toBeInTheDocument();
    expect((mock.history.post[0].data as FormData).get('password')).toBe('wrong');
    expect((mock.history.post[1].data as FormData).get('password')).toBe('right');
  }, 20_000);

  it('shows an empty state and an error state with Retry', async () => {
    mock.resetHandlers();
    mock.onGet('/as2/api/certFiles').replyOnce(500, { code: 500, msg: 'down', data: null });
    renderScreen(<CertificatesPage />, { route: ROUTE });
    expect(await screen.findByText('Could not load the certificates')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Server error 500: down');
    mock.onGet('/as2/api/certFiles').reply(200, envelope([]));
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(
      await screen.findByText('No certificates yet. Drop a file above to upload one.'),
    ).toBeInTheDocument();
  });
});

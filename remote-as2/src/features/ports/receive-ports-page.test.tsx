import { envelope, renderScreen, setupScreen } from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type MockAdapter from 'axios-mock-adapter';
import { AS2_NAMESPACE, as2Translations } from '../../i18n';
import { makePort, PORT_CERTIFICATES } from '../../testing/builders';
import ReceivePortsPage from './receive-ports-page';

const ROUTE = '/as2Setting/receivePort/index';
const user = userEvent.setup();

let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(AS2_NAMESPACE, as2Translations));
  mock.onGet('/as2/api/receiveport').reply(
    200,
    envelope([
      makePort('receive', {
        id: 3,
        encrypted: true,
        compressed: true,
        selfCertificate: 'own.p12',
      }),
    ]),
  );
  mock.onGet('/as2/api/certFiles').reply(200, envelope(PORT_CERTIFICATES));
});

afterEach(() => mock.restore());

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const openCreate = async () => {
  renderScreen(<ReceivePortsPage />, { route: ROUTE });
  await screen.findByText('RP_ACME');
  await user.click(screen.getByRole('button', { name: /New receive port/ }));
  return screen.findByRole('dialog');
};

describe('ReceivePortsPage', () => {
  it('lists receive ports without a URL column', async () => {
    renderScreen(<ReceivePortsPage />, { route: ROUTE });
    const row = (await screen.findByText('RP_ACME')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Encrypted AES256')).toBeInTheDocument();
    expect(within(row).getByText('Compressed')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Partner URL' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('columnheader', { name: 'Async MDN address' }),
    ).not.toBeInTheDocument();
    expect(within(row).queryByText(/retr/)).not.toBeInTheDocument();
  });

  it('asks receive port names to start with RP_ and has no URL field', async () => {
    const dialog = await openCreate();
    expect(within(dialog).queryByLabelText('Partner URL')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Retries')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Retry interval')).not.toBeInTheDocument();
    type('Name', 'SP_ACME');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'name must start with RP_ and contain only digits, letters, underscore and dash',
      ),
    ).toBeInTheDocument();
  });

  it('needs its own certificate to decrypt, and sends the chosen one', async () => {
    mock
      .onPost('/as2/api/receiveport/add')
      .reply(200, envelope(makePort('receive', { name: 'RP_NEW' })));
    await openCreate();
    type('Name', 'RP_NEW');
    type('AS2 from', 'NEWCO');
    type('AS2 to', 'OURCO');
    await user.click(screen.getByRole('checkbox', { name: 'Encrypt messages' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('selfCertificate is required to decrypt messages'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Own certificate' }));
    await user.click(await screen.findByTitle('own.p12'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('RP_NEW created')).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toMatchObject({
      name: 'RP_NEW',
      from: 'NEWCO',
      to: 'OURCO',
      url: null,
      encrypted: true,
      selfCertificate: 'own.p12',
      retryCount: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows each port’s inbound address, the URL to give the partner', async () => {
    renderScreen(<ReceivePortsPage />, { route: ROUTE });
    const row = (await screen.findByText('RP_ACME')).closest('tr') as HTMLElement;
    expect(within(row).getByText(`${window.location.origin}/as2/inbound/3`)).toBeInTheDocument();
  });
});

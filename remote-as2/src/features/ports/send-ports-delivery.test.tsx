import { envelope } from '@console/shared/testing';
import { screen, within } from '@testing-library/react';
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

/** A send port's delivery: its retries, and the address its partner posts async MDNs to. */

const PORT = makePort('send', {
  id: 7,
  mdnMode: 'async',
  asyncMdnUrl: 'https://ourco.example.com/mdn',
});

let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupSendPorts([PORT]));
});

afterEach(() => mock.restore());

describe('SendPortsPage delivery', () => {
  it('shows each port’s asynchronous MDN address on this server, copyable', async () => {
    await renderPage();
    expect(screen.getByRole('columnheader', { name: 'Async MDN address' })).toBeInTheDocument();
    const row = screen.getByText('SP_ACME').closest('tr') as HTMLElement;
    const address = within(row).getByText(`${window.location.origin}/as2/mdn/7`);
    expect(
      within(address).getByRole('button', {
        name: 'The URL partners post this port’s asynchronous MDNs to',
      }),
    ).toBeInTheDocument();
  });

  it('starts a new port with the default retries and sends the ones typed', async () => {
    mock
      .onPost('/as2/api/sendport/add')
      .reply(200, envelope(makePort('send', { id: 8, name: 'SP_NEW' })));
    await renderPage();
    await openCreate();
    expect(field('Retries')).toHaveValue('3');
    expect(field('Retry interval')).toHaveValue('60');
    expect(
      screen.getByText('The wait before the first retry; each next one waits twice as long.'),
    ).toBeInTheDocument();
    type('Name', 'SP_NEW');
    type('AS2 from', 'OURCO');
    type('AS2 to', 'NEWCO');
    type('Partner URL', 'https://newco.example.com/as2');
    type('Retries', '5');
    type('Retry interval', '30');
    await save();

    expect(await screen.findByText('SP_NEW created')).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toMatchObject({
      retryCount: 5,
      retryInterval: 30,
    });
  });

  it('fills the asynchronous MDN URL with this server’s address of the port', async () => {
    mock.onPost('/as2/api/sendport/update/7').reply(200, envelope(PORT));
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog');
    expect(field('Asynchronous MDN URL')).toHaveValue('https://ourco.example.com/mdn');
    await user.click(screen.getByRole('button', { name: 'Use this server’s address' }));
    const address = `${window.location.origin}/as2/mdn/7`;
    expect(field('Asynchronous MDN URL')).toHaveValue(address);
    await save();

    expect(await screen.findByText('SP_ACME updated')).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0].data)).toMatchObject({
      mdnMode: 'async',
      asyncMdnUrl: address,
    });
  });

  it('says a new port gets this server’s MDN address once saved', async () => {
    await renderPage();
    await openCreate();
    await user.click(screen.getByRole('radio', { name: 'Asynchronous' }));
    expect(
      await screen.findByText(
        'This server’s address for asynchronous MDNs is available once the port is saved.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Use this server’s address' }),
    ).not.toBeInTheDocument();
  });
});

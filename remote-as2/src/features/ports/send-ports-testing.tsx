import { envelope, renderScreen, setupScreen } from '@console/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Port } from '@console/shared';
import { AS2_NAMESPACE, as2Translations } from '../../i18n';
import { PORT_CERTIFICATES } from '../../testing/builders';
import SendPortsPage from './send-ports-page';

/** The send ports screen in tests: its data, how it is opened and how its form is filled. */

const ROUTE = '/as2Setting/sendPort/index';
export const user = userEvent.setup();

/** The screen's mocks, with `ports` listed and the certificate files to choose from. */
export async function setupSendPorts(ports: Port[]) {
  const screenSetup = await setupScreen(AS2_NAMESPACE, as2Translations);
  screenSetup.mock.onGet('/as2/api/sendport').reply(200, envelope(ports));
  screenSetup.mock.onGet('/as2/api/certFiles').reply(200, envelope(PORT_CERTIFICATES));
  return screenSetup;
}

export const renderPage = async () => {
  renderScreen(<SendPortsPage />, { route: ROUTE });
  await screen.findByText('SP_ACME');
};

export const field = (label: string) => screen.getByLabelText(label);
export const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
export const save = () => user.click(screen.getByRole('button', { name: 'Save' }));
export const openCreate = async () => {
  await user.click(screen.getByRole('button', { name: /New send port/ }));
  return screen.findByRole('dialog');
};

import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../../i18n';
import { makeConnector } from '../testing/builders';
import { EventTab } from './event-tab';

jest.mock('../script-editor/monaco-script-editor', () =>
  jest.requireActual('../script-editor/fake-monaco-editor'),
);

let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  mock.onGet('/api/eventConnectorList').reply(200, envelope([]));
});
afterEach(() => mock.restore());

const openNew = async () => {
  const user = setupUser();
  renderScreen(<EventTab />);
  await user.click(await screen.findByRole('button', { name: 'New event connector' }));
  return { user, dialog: await screen.findByRole('dialog') };
};

it('marks a script’s syntax error as it is typed, with its line and column', async () => {
  const { dialog } = await openNew();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Script' }), {
    target: { value: 'def total = 1\nlog(total,)' },
  });
  // The check runs 300 ms after the last keystroke and first builds its parser (peggy): on a
  // busy CI machine that took longer than Testing Library's default second once.
  const checked = { timeout: 10_000 };
  expect(
    await within(dialog).findByText(/^Line 2, column 11: Expected/, undefined, checked),
  ).toBeInTheDocument();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Script' }), {
    target: { value: 'def total = 1\nlog(total)' },
  });
  await waitFor(
    () => expect(within(dialog).queryByText(/^Line 2/)).not.toBeInTheDocument(),
    checked,
  );
});

it('tries the script over a sample event, then saves it with its message name', async () => {
  mock.onPost('/api/eventConnector/transform').reply(
    200,
    envelope({
      variables: { orderId: 'A-1' },
      messageName: 'OrderIn',
      logs: ['seen'],
      durationMs: 3,
    }),
  );
  mock
    .onPost('/api/eventConnector')
    .reply(200, envelope(makeConnector({ connectorType: 'event' })));
  const { user, dialog } = await openNew();
  await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Orders in');
  await user.type(within(dialog).getByRole('textbox', { name: 'Message name' }), 'OrderIn');
  await user.click(within(dialog).getByRole('button', { name: 'Try with a sample' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Try' }));
  const result = await within(dialog).findByRole('region', {
    name: 'What the script made of the sample',
  });
  expect(within(result).getByText(/"orderId": "A-1"/)).toBeInTheDocument();
  expect(within(result).getByText('OrderIn')).toBeInTheDocument();
  expect(within(result).getByText('3 ms')).toBeInTheDocument();
  expect(bodyOf(mock.history.post[0])).toEqual({
    script: 'return [orderId: input.orderId, total: input.total]\n',
    messageName: 'OrderIn',
    sample: { orderId: 'A-1', total: 12.5 },
  });

  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.post).toHaveLength(2));
  expect(bodyOf(mock.history.post[1])).toEqual({
    name: 'Orders in',
    description: '',
    parameters: {
      script: 'return [orderId: input.orderId, total: input.total]\n',
      messageName: 'OrderIn',
    },
  });
});

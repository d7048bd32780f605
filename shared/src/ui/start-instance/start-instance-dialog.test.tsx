import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { useLocation } from 'react-router-dom';
import { useSettings } from '../../settings/store';
import { bodyOf, renderScreen, setupScreen, setupUser } from '../../testing';
import { StartInstanceDialog } from './start-instance-dialog';

const START_BY_ID = '/api/camunda/engine-rest/process-definition/orders%3A2%3Ax/start';
let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen());
  useSettings.setState({ timezone: 'UTC' });
});
afterEach(() => mock.restore());

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function show() {
  const onClose = jest.fn();
  const onStarted = jest.fn();
  renderScreen(
    <>
      <StartInstanceDialog
        target={{ key: 'orders', definitionId: 'orders:2:x', name: 'Orders', version: 2 }}
        onClose={onClose}
        onStarted={onStarted}
      />
      <Location />
    </>,
  );
  return { dialog: screen.getByRole('dialog'), onClose, onStarted };
}

/** Adds a variable row and fills its name and type; returns the row. */
async function addVariable(dialog: HTMLElement, name: string, type: string) {
  await setupUser().click(within(dialog).getByRole('button', { name: 'Add variable' }));
  const rows = within(dialog).getAllByRole('group');
  const row = rows[rows.length - 1];
  fireEvent.change(within(row).getByRole('textbox', { name: 'Name' }), {
    target: { value: name },
  });
  fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Type' }));
  const options = await screen.findAllByTitle(type);
  fireEvent.click(options[options.length - 1]);
  return row;
}

const start = (dialog: HTMLElement) =>
  setupUser().click(within(dialog).getByRole('button', { name: 'Start' }));

it('names the process and its version, and starts with no variables by default', () => {
  const { dialog } = show();
  expect(within(dialog).getByText('Start an instance of Orders (version 2)')).toBeInTheDocument();
  expect(within(dialog).getByText('No variables: the instance starts without any')).toBeVisible();
});

it('refuses variables without a name, twice the same name and a business key too long', async () => {
  const { dialog } = show();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Business key' }), {
    target: { value: 'x'.repeat(256) },
  });
  await addVariable(dialog, 'amount', 'String');
  await addVariable(dialog, 'amount', 'String');
  const third = await addVariable(dialog, '', 'Integer');
  fireEvent.change(within(third).getByRole('spinbutton', { name: 'Value' }), {
    target: { value: '1.5' },
  });
  await start(dialog);
  expect(
    await within(dialog).findByText('The business key must be at most 255 characters'),
  ).toBeVisible();
  await waitFor(() =>
    expect(within(dialog).getAllByText('Another variable is already named amount')).toHaveLength(2),
  );
  expect(within(dialog).getByText('Enter the variable name')).toBeVisible();
  expect(within(dialog).getByText('Integer takes a whole number, without decimals')).toBeVisible();
  expect(mock.history.post).toHaveLength(0);
});

it('keeps the server’s refusal in the dialog, with the input', async () => {
  mock.onPost(START_BY_ID).reply(400, {
    type: 'InvalidRequestException',
    message: 'Process definition orders:2:x is suspended; it cannot start instances',
  });
  const { dialog, onClose } = show();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Business key' }), {
    target: { value: 'PO-7' },
  });
  await start(dialog);
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('The instance could not be started');
  expect(alert).toHaveTextContent('is suspended; it cannot start instances');
  expect(within(dialog).getByRole('textbox', { name: 'Business key' })).toHaveValue('PO-7');
  expect(onClose).not.toHaveBeenCalled();
});

it('starts with typed variables, then links to the new instance', async () => {
  mock.onPost(START_BY_ID).reply(200, {
    id: 'inst-1',
    definitionId: 'orders:2:x',
    businessKey: 'PO-7',
    ended: false,
  });
  const { dialog, onClose, onStarted } = show();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Business key' }), {
    target: { value: ' PO-7 ' },
  });
  const approved = await addVariable(dialog, 'approved', 'Boolean');
  await setupUser().click(within(approved).getByRole('switch', { name: 'Value' }));
  const amount = await addVariable(dialog, 'amount', 'Integer');
  fireEvent.change(within(amount).getByRole('spinbutton', { name: 'Value' }), {
    target: { value: '1200' },
  });
  await start(dialog);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(bodyOf(mock.history.post[0])).toEqual({
    businessKey: 'PO-7',
    variables: {
      approved: { type: 'Boolean', value: true },
      amount: { type: 'Integer', value: 1200 },
    },
  });
  expect(onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: 'inst-1' }));
  expect(await screen.findByText(/Instance inst-1 started/)).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Open it' });
  expect(link).toHaveAttribute('href', '/operator/processes/detail?key=orders&instance=inst-1');
  await setupUser().click(link);
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
    '/operator/processes/detail?key=orders&instance=inst-1',
  );
});

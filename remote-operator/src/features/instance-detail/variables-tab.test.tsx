import { useSettings } from '@console/shared';
import { bodyOf, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { OPERATOR_NAMESPACE, operatorTranslations } from '../../i18n';
import VariablesTab from './variables-tab';

const VARIABLES = '/api/camunda/engine-rest/process-instance/pi-1/variables';
let mock: MockAdapter;

beforeEach(async () => {
  ({ mock } = await setupScreen(OPERATOR_NAMESPACE, operatorTranslations));
  useSettings.setState({ timezone: 'UTC' });
  mock.onGet(VARIABLES).reply(200, {
    amount: { type: 'Integer', value: 5, valueInfo: {} },
    approved: { type: 'Boolean', value: false, valueInfo: {} },
  });
});
afterEach(() => mock.restore());

const show = (running = true) => renderScreen(<VariablesTab instanceId="pi-1" running={running} />);

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

it('edits a Boolean with a switch and sends a boolean', async () => {
  const user = setupUser();
  mock.onPut(`${VARIABLES}/approved`).reply(204);
  show();
  await user.click(within(await rowOf('approved')).getByRole('button', { name: /Edit/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByRole('textbox', { name: 'Value' })).toBeNull();
  const value = within(dialog).getByRole('switch', { name: 'Value' });
  expect(value).not.toBeChecked();
  await user.click(value);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({ value: true, type: 'Boolean' });
});

it('refuses a decimal for an Integer before asking the server', async () => {
  const user = setupUser();
  show();
  await user.click(within(await rowOf('amount')).getByRole('button', { name: /Edit/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Value' }), {
    target: { value: '2.5' },
  });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(
    await within(dialog).findByText('Integer takes a whole number, without decimals'),
  ).toBeVisible();
  expect(mock.history.put).toHaveLength(0);
});

it('adds a variable with a new name, its type and value', async () => {
  const user = setupUser();
  mock.onPut(`${VARIABLES}/due`).reply(204);
  show();
  await rowOf('amount');
  await user.click(screen.getByRole('button', { name: 'Add variable' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText('Enter the variable name')).toBeVisible();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
    target: { value: 'amount' },
  });
  expect(
    await within(dialog).findByText('The instance already has a variable named amount'),
  ).toBeVisible();
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
    target: { value: 'due' },
  });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Type' }));
  fireEvent.click(await screen.findByTitle('Double'));
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Value' }), {
    target: { value: '12.5' },
  });
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({ value: 12.5, type: 'Double' });
});

it('offers no Add variable on an ended instance', async () => {
  mock.onGet('/api/camunda/engine-rest/history/variable-instance').reply(200, []);
  show(false);
  expect(await screen.findByText('No variables')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add variable' })).toBeNull();
});

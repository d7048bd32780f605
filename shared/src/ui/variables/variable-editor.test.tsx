import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { dayjs } from '../../time';
import { useSettings } from '../../settings/store';
import { renderScreen, setupI18n, setupUser } from '../../testing';
import { VariableTypeValueItems } from './variable-fields';
import { wireValueOf, type ControlValue } from './variable-value';

beforeEach(async () => {
  await setupI18n();
  useSettings.setState({ timezone: 'Europe/Paris' });
});

/** The editor in a form of its own; `saved` gets what the form would send. */
function renderEditor(type: string, value?: ControlValue) {
  const saved = jest.fn<void, [{ type: string; value: unknown }]>();
  renderScreen(
    <Form
      initialValues={{ type, value }}
      onFinish={(values: { type: string; value: ControlValue }) =>
        saved({ type: values.type, value: wireValueOf(values.type, values.value, 'Europe/Paris') })
      }
    >
      <VariableTypeValueItems />
      <Button htmlType="submit">Save</Button>
    </Form>,
  );
  return saved;
}

const save = () => setupUser().click(screen.getByRole('button', { name: 'Save' }));

it('edits a Boolean with a switch, not as text', async () => {
  const saved = renderEditor('Boolean', false);
  expect(screen.queryByRole('textbox', { name: 'Value' })).toBeNull();
  await setupUser().click(screen.getByRole('switch', { name: 'Value' }));
  await save();
  await waitFor(() => expect(saved).toHaveBeenCalledWith({ type: 'Boolean', value: true }));
});

it('takes a whole Integer within 32 bits and says why it refuses others', async () => {
  const saved = renderEditor('Integer');
  const field = screen.getByRole('spinbutton', { name: 'Value' });
  await save();
  expect(await screen.findByText('Enter a value for a Integer variable')).toBeInTheDocument();
  fireEvent.change(field, { target: { value: '1.5' } });
  expect(await screen.findByText('Integer takes a whole number, without decimals')).toBeVisible();
  fireEvent.change(field, { target: { value: '3000000000' } });
  expect(
    await screen.findByText('Integer takes a number from -2147483648 to 2147483647'),
  ).toBeVisible();
  expect(saved).not.toHaveBeenCalled();
  fireEvent.change(field, { target: { value: '42' } });
  await save();
  await waitFor(() => expect(saved).toHaveBeenCalledWith({ type: 'Integer', value: 42 }));
});

it('takes a Long past 32 bits, and decimals for a Double', async () => {
  const saved = renderEditor('Long');
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Value' }), {
    target: { value: '3000000000' },
  });
  await save();
  await waitFor(() => expect(saved).toHaveBeenCalledWith({ type: 'Long', value: 3000000000 }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
  fireEvent.click(await screen.findByTitle('Double'));
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Value' }), {
    target: { value: '2.5' },
  });
  await save();
  await waitFor(() => expect(saved).toHaveBeenLastCalledWith({ type: 'Double', value: 2.5 }));
});

it('picks a Date and sends it in Camunda’s format, in the user’s timezone', async () => {
  const saved = renderEditor('Date', dayjs('2024-05-01T09:30:00'));
  expect(screen.getByPlaceholderText('Pick a date and time')).toHaveValue('2024-05-01 09:30:00');
  await save();
  await waitFor(() =>
    expect(saved).toHaveBeenCalledWith({ type: 'Date', value: '2024-05-01T09:30:00.000+0200' }),
  );
});

it('requires a Date', async () => {
  const saved = renderEditor('Date');
  await save();
  expect(await screen.findByText('Enter a value for a Date variable')).toBeInTheDocument();
  expect(saved).not.toHaveBeenCalled();
});

it('checks that Json parses', async () => {
  const saved = renderEditor('Json', '{"a":');
  await save();
  expect(await screen.findByText(/^Not valid JSON: /)).toBeInTheDocument();
  fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), {
    target: { value: '{"a":1}' },
  });
  await save();
  await waitFor(() => expect(saved).toHaveBeenCalledWith({ type: 'Json', value: '{"a":1}' }));
});

it('edits a String as text and a Null not at all', async () => {
  const saved = renderEditor('String', 'plain');
  expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('plain');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
  fireEvent.click(await screen.findByTitle('Null'));
  expect(await screen.findByText('A Null variable has no value')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Value' })).toBeNull();
  await save();
  await waitFor(() => expect(saved).toHaveBeenCalledWith({ type: 'Null', value: null }));
});

it('carries the value over when the type changes', async () => {
  renderEditor('String', '42');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
  fireEvent.click(await screen.findByTitle('Integer'));
  expect(await screen.findByRole('spinbutton', { name: 'Value' })).toHaveValue('42');
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { HandledError } from '../http/handle-response';
import { renderScreen, setupI18n, setupUser } from '../testing';
import { FormModal } from './form-modal';

interface Values {
  name: string;
}

beforeEach(() => setupI18n());

function renderModal(props: {
  onSubmit: (values: Values) => Promise<void>;
  onClose?: () => void;
  failureTitle?: string;
}) {
  const onClose = props.onClose ?? jest.fn();
  renderScreen(
    <FormModal<Values>
      title="New group"
      okText="Create"
      initialValues={{ name: 'Europe' }}
      failureTitle={props.failureTitle}
      onSubmit={props.onSubmit}
      onClose={onClose}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is required' }]}>
        <Input />
      </Form.Item>
    </FormModal>,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

const create = (dialog: HTMLElement) =>
  setupUser().click(within(dialog).getByRole('button', { name: 'Create' }));

it('starts from the initial values', () => {
  const { dialog } = renderModal({ onSubmit: jest.fn() });
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Europe');
});

it('does not submit a form that breaks a rule, and says why', async () => {
  const onSubmit = jest.fn(() => Promise.resolve());
  const { dialog, onClose } = renderModal({ onSubmit });
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '' } });
  await create(dialog);
  expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
});

it('submits the values, then closes', async () => {
  const onSubmit = jest.fn((_values: Values) => Promise.resolve());
  const { dialog, onClose } = renderModal({ onSubmit });
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Asia' } });
  await create(dialog);
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Asia' });
});

it('submits on Enter in a field', async () => {
  const onSubmit = jest.fn((_values: Values) => Promise.resolve());
  const { dialog, onClose } = renderModal({ onSubmit });
  await setupUser().type(within(dialog).getByLabelText('Name'), '{enter}');
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onSubmit).toHaveBeenCalledWith({ name: 'Europe' });
});

it('stays open with the input and shows why when the save fails', async () => {
  const onSubmit = jest.fn(() =>
    Promise.reject(new HandledError('A group named "Asia" already exists', 409)),
  );
  const { dialog, onClose } = renderModal({ onSubmit, failureTitle: 'creation failed' });
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Asia' } });
  await create(dialog);
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('creation failed');
  expect(alert).toHaveTextContent('A group named "Asia" already exists');
  expect(onClose).not.toHaveBeenCalled();
  expect(within(dialog).getByLabelText('Name')).toHaveValue('Asia');
  expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
});

it('says something went wrong when the save fails unexpectedly', async () => {
  const { dialog } = renderModal({ onSubmit: () => Promise.reject(new Error('boom')) });
  await create(dialog);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong: boom');
});

it('closes on Cancel without submitting', async () => {
  const onSubmit = jest.fn(() => Promise.resolve());
  const { dialog, onClose } = renderModal({ onSubmit });
  await setupUser().click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});

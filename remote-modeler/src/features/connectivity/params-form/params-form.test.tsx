import type { ParamMeta, ParamValue } from '@console/shared';
import { renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { Button, Form } from 'antd';
import { MODELER_NAMESPACE, modelerTranslations } from '../../../i18n';
import { ParamsForm } from './params-form';
import { initialParameters, parametersOf } from './param-values';

let mock: MockAdapter;
beforeEach(async () => {
  ({ mock } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
});
afterEach(() => mock.restore());

const META: ParamMeta[] = [
  { name: 'retries', label: 'Retries', type: 'Int', min: 0, max: 5, required: true },
  { name: 'verbose', label: 'Verbose', type: 'Boolean' },
  {
    name: 'method',
    label: 'Method',
    type: 'SelectItems',
    nullable: true,
    items: [
      { label: 'GET', value: 'get' },
      { label: 'POST', value: 'post' },
    ],
  },
  { name: 'url', label: 'URL', type: 'Text', required: true },
  { name: 'body', label: 'Body', type: 'Text', multiline: true },
  { name: 'token', label: 'Token', type: 'Secret', required: true },
];

function Harness({
  secretsSet,
  onFinish,
  saved,
}: {
  secretsSet?: string[];
  onFinish: (values: Record<string, ParamValue>) => void;
  saved?: Record<string, ParamValue>;
}) {
  return (
    <Form
      layout="vertical"
      initialValues={{ parameters: initialParameters(META, saved) }}
      onFinish={(values: { parameters?: Record<string, ParamValue> }) =>
        onFinish(parametersOf(META, values.parameters))
      }
    >
      <ParamsForm meta={META} name={['parameters']} secretsSet={secretsSet} />
      <Button htmlType="submit">Submit</Button>
    </Form>
  );
}

it('generates a control per field type', async () => {
  renderScreen(<Harness onFinish={jest.fn()} />);
  expect(screen.getByRole('spinbutton', { name: 'Retries' })).toHaveAttribute('aria-valuemax', '5');
  expect(screen.getByRole('switch', { name: 'Verbose' })).not.toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Method' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'URL' }).tagName).toBe('INPUT');
  expect(screen.getByRole('textbox', { name: 'Body' }).tagName).toBe('TEXTAREA');
  expect(screen.getByLabelText('Token')).toHaveAttribute('type', 'password');
});

it('says which required fields are empty, in the spec’s words', async () => {
  const user = setupUser();
  const onFinish = jest.fn();
  renderScreen(<Harness onFinish={onFinish} />);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Retries is required')).toBeInTheDocument();
  expect(screen.getByText('URL is required')).toBeInTheDocument();
  expect(screen.getByText('Token is required')).toBeInTheDocument();
  expect(screen.queryByText('Verbose is required')).not.toBeInTheDocument();
  expect(onFinish).not.toHaveBeenCalled();
});

it('sends typed values, a cleared nullable choice as null', async () => {
  const user = setupUser();
  const onFinish = jest.fn();
  renderScreen(<Harness onFinish={onFinish} />);
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Retries' }), { target: { value: '3' } });
  await user.click(screen.getByRole('switch', { name: 'Verbose' }));
  await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://x.example');
  await user.type(screen.getByLabelText('Token'), 's3cret');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalled());
  expect(onFinish).toHaveBeenCalledWith({
    retries: 3,
    verbose: true,
    method: null,
    url: 'https://x.example',
    token: 's3cret',
  });
});

it('shows a set secret as "set" with Replace, and leaves it out unless replaced', async () => {
  const user = setupUser();
  const onFinish = jest.fn();
  renderScreen(
    <Harness
      secretsSet={['token']}
      saved={{ retries: 1, url: 'https://x.example', method: 'get' }}
      onFinish={onFinish}
    />,
  );
  expect(screen.getByText('set')).toBeInTheDocument();
  expect(screen.queryByLabelText('Token')).not.toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
  expect(onFinish.mock.calls[0][0]).not.toHaveProperty('token');

  await user.click(screen.getByRole('button', { name: 'Replace Token' }));
  const field = screen.getByLabelText('Token');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Token is required')).toBeInTheDocument();
  await user.type(field, 'n3w');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(2));
  expect(onFinish.mock.calls[1][0]).toMatchObject({ token: 'n3w', method: 'get' });
  expect(within(document.body).queryByText('set')).not.toBeInTheDocument();
});

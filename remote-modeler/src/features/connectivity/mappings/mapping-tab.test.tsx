import { bodyOf, envelope, renderScreen, setupScreen, setupUser } from '@console/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { MODELER_NAMESPACE, modelerTranslations } from '../../../i18n';
import { makeConnector } from '../testing/builders';
import { MappingTab } from './mapping-tab';

jest.mock('../script-editor/monaco-script-editor', () =>
  jest.requireActual('../script-editor/fake-monaco-editor'),
);

let mock: MockAdapter;
let notifyError: jest.Mock;
const TOTALS = makeConnector({
  id: 5,
  name: 'Order totals',
  type: 'mapping',
  connectorType: 'mapping',
  packageId: null,
  commandId: null,
  parameters: { expression: '$sum(order.lines.qty)' },
});

beforeEach(async () => {
  ({ mock, notifyError } = await setupScreen(MODELER_NAMESPACE, modelerTranslations));
  mock.onGet('/api/mappingConnectorList').reply(200, envelope([TOTALS]));
});
afterEach(() => mock.restore());

const openEdit = async () => {
  const user = setupUser();
  renderScreen(<MappingTab />);
  const row = (await screen.findByText('Order totals')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  return { user, dialog: await screen.findByRole('dialog') };
};

it('previews the expression live over the sample, and shows the JSONata error inline', async () => {
  mock.onPost('/api/mappingConnector/preview').reply((config) => {
    const { expression } = bodyOf(config) as { expression: string };
    return expression.includes('(')
      ? [200, envelope({ output: 5 })]
      : [400, { code: 400, msg: 'Expected ")" at column 5', data: null }];
  });
  const { dialog } = await openEdit();
  const preview = within(dialog).getByRole('region', { name: 'Preview' });
  expect(await within(preview).findByText('5')).toBeInTheDocument();
  expect(bodyOf(mock.history.post[0])).toEqual({
    expression: '$sum(order.lines.qty)',
    sample: { order: { id: 'A-1', lines: [{ qty: 2 }, { qty: 3 }] } },
  });

  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Expression (JSONata)' }), {
    target: { value: '$sum' },
  });
  expect(await within(preview).findByText('Expected ")" at column 5')).toBeInTheDocument();
  // An expected 400: said beside the expression, not as a toast.
  expect(notifyError).not.toHaveBeenCalled();
});

it('does not preview over a sample that is not JSON, and says why', async () => {
  mock.onPost('/api/mappingConnector/preview').reply(200, envelope({ output: 5 }));
  const { dialog } = await openEdit();
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Sample variables' }), {
    target: { value: '{"order": ' },
  });
  expect(
    await within(dialog).findByText('cannot parse the json please make sure it is a json'),
  ).toBeInTheDocument();
  // Longer than the preview waits for typing to rest.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(mock.history.post).toHaveLength(1);
});

it('saves the expression', async () => {
  mock.onPost('/api/mappingConnector/preview').reply(200, envelope({ output: 5 }));
  mock.onPut('/api/mappingConnector').reply(200, envelope(TOTALS));
  const { user, dialog } = await openEdit();
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({
    id: 5,
    name: 'Order totals',
    description: 'Reads the orders',
    timeout: 30000,
    parameters: { expression: '$sum(order.lines.qty)' },
  });
});

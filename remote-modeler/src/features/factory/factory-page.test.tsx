import { http } from '@console/shared';
import {
  bodyOf,
  envelope,
  findConfirmDialog,
  renderScreen,
  setupUser,
} from '@console/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type MockAdapter from 'axios-mock-adapter';
import { Route, Routes, useLocation } from 'react-router-dom';
import { flowXml } from '../../testing/bpmn';
import { callsTo, setupModelerScreen } from '../../testing/screen';
import FactoryPage from './factory-page';
import type { FactoryEntry, FactoryTag } from './types';

let mock: MockAdapter;
let notifyError: jest.Mock;

const entry = (over: Partial<FactoryEntry>): FactoryEntry => ({
  fileName: 'order.bpmn',
  path: 'order.bpmn',
  dir: '',
  type: 'file',
  tags: [],
  size: 2048,
  modifyTime: '2026-11-20T10:00:00.000Z',
  modifiedBy: 'acme-admin',
  ...over,
});
const ORDER = entry({ path: 'orders/order.bpmn', dir: 'orders/', tags: ['edi', 'orders'] });
const INVOICE = entry({ fileName: 'invoice.xml', path: 'invoice.xml', tags: ['edi'] });
const ORDERS = entry({ fileName: 'orders', path: 'orders', type: 'directory', size: 0 });
const TAGS: FactoryTag[] = [
  { tagName: 'edi', files: 2 },
  { tagName: 'orders', files: 1 },
];

beforeEach(async () => {
  ({ mock, notifyError } = await setupModelerScreen());
  mock.onGet('/api/tags').reply(200, envelope(TAGS));
  mock.onGet('/api/bpmnFiles').reply(200, envelope([ORDER, INVOICE]));
});
afterEach(() => mock.restore());

/** Where the editor route was opened, to see "Open in modeler" arrive there. */
function EditorProbe() {
  const { pathname, search } = useLocation();
  return <p>{`editor at ${pathname}${search}`}</p>;
}

const show = (route = '/factory/tag') =>
  renderScreen(
    <Routes>
      <Route path="/factory/*" element={<FactoryPage />} />
      <Route path="/mainModeler/modelerDiagram" element={<EditorProbe />} />
    </Routes>,
    { route },
  );
/** The table row showing `name`, once there is one (the folder tree may show the name too). */
const rowOf = (name: string) =>
  waitFor(() => {
    const rows = screen.getAllByText(name).map((text) => text.closest('tr'));
    const row = rows.find((found): found is HTMLTableRowElement => found !== null);
    if (!row) throw new Error(`no table row shows ${name}`);
    return row;
  });
/** The URL a recorded request went to, with its query as the browser sends it. */
const sentUrl = (request: Parameters<typeof http.getUri>[0]) => decodeURI(http.getUri(request));

it('filters by tags, sending the tag repeated (tag=a&tag=b)', async () => {
  const user = setupUser();
  show();
  expect(await rowOf('invoice.xml')).toBeInTheDocument();
  expect(within(await rowOf('order.bpmn')).getByText('orders/')).toBeInTheDocument();
  expect(sentUrl(callsTo(mock, '/api/bpmnFiles')[0])).toBe('/api/bpmnFiles');
  // What a journey test finds the page's parts by.
  expect(screen.getByTestId('factory-files')).toContainElement(await rowOf('invoice.xml'));
  expect(screen.getByTestId('factory-tag-filter')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Filter by tags' }));
  await user.click(await screen.findByTitle('edi'));
  await user.click(await screen.findByTitle('orders'));
  await waitFor(() =>
    expect(sentUrl(mock.history.get.at(-1)!)).toBe('/api/bpmnFiles?tag=edi&tag=orders'),
  );
});

it('shows the server’s refusal of an upload, with the place of the error, in the dialog', async () => {
  const user = setupUser();
  const refusal = 'Not a BPMN file: illegal first char attribute name at "<x"; line 4, column 3';
  mock.onPost('/api/bpmnUpload').reply(400, { code: 400, msg: refusal, data: null });
  show('/factory/tag?tag=edi');
  await rowOf('invoice.xml');
  await user.click(screen.getByRole('button', { name: 'Upload BPMN' }));
  const dialog = await screen.findByRole('dialog');
  const file = new File(['<bpmn:definitions'], 'broken.bpmn', { type: 'text/xml' });
  await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent('The file was not stored');
  expect(alert).toHaveTextContent(refusal);
  expect(notifyError).not.toHaveBeenCalled();
  const body = mock.history.post[0].data as FormData;
  expect(body.get('dir')).toBe('');
  expect(body.get('tags')).toBe('edi');
  expect((body.get('file') as File).name).toBe('broken.bpmn');
});

it('asks before deleting a file, and deletes it only when confirmed', async () => {
  const user = setupUser();
  mock.onDelete('/api/bpmnFile').reply(200, envelope({ deleted: 1 }));
  show();
  await user.click(within(await rowOf('invoice.xml')).getByRole('button', { name: 'Delete' }));
  const dialog = await findConfirmDialog('Delete “invoice.xml”?');
  expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
  expect(mock.history.delete).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(mock.history.delete).toHaveLength(1));
  expect(mock.history.delete[0].params).toEqual({ path: 'invoice.xml' });
  expect(await screen.findByText('invoice.xml deleted')).toBeInTheDocument();
});

it('says how many files a tag is taken off before deleting it', async () => {
  const user = setupUser();
  mock.onDelete('/api/tag/edi').reply(200, envelope({ files: 2 }));
  show();
  await rowOf('invoice.xml');
  await user.click(screen.getByRole('button', { name: 'Manage tags' }));
  await user.click(await screen.findByRole('button', { name: 'Delete the tag edi' }));
  const dialog = await findConfirmDialog('Delete the tag “edi”?');
  expect(within(dialog).getByText('It will be taken off 2 files.')).toBeInTheDocument();
  expect(mock.history.delete).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(mock.history.delete).toHaveLength(1));
});

it('browses folders from the table and the tree, the folder in the URL', async () => {
  const user = setupUser();
  mock.onGet('/api/bpmnFileList', { params: { dir: '' } }).reply(200, envelope([ORDERS, INVOICE]));
  mock.onGet('/api/bpmnFileList', { params: { dir: 'orders' } }).reply(200, envelope([ORDER]));
  show('/factory/file');
  const tree = await screen.findByTestId('factory-tree');
  expect(await within(tree).findByText('orders')).toBeInTheDocument();
  expect(within(await rowOf('invoice.xml')).getByText('2.00 KiB')).toBeInTheDocument();
  await user.click(within(await rowOf('orders')).getByRole('button', { name: 'orders' }));
  expect(await rowOf('order.bpmn')).toBeInTheDocument();
  expect(screen.queryByText('invoice.xml')).not.toBeInTheDocument();
  await user.click(within(tree).getByText('All folders'));
  expect(await rowOf('invoice.xml')).toBeInTheDocument();
});

it('opens a file in the modeler as a new draft, named after the file', async () => {
  const user = setupUser();
  const xml = flowXml();
  mock.onGet('/api/download').reply(200, new Blob([xml], { type: 'application/xml' }));
  mock
    .onPost('/api/tempFlow')
    .reply(200, envelope({ id: 7, name: 'invoice', xml, deployed: false }));
  show();
  await user.click(
    within(await rowOf('invoice.xml')).getByRole('button', { name: 'Open in modeler' }),
  );
  expect(await screen.findByText('editor at /mainModeler/modelerDiagram?id=7')).toBeInTheDocument();
  expect(mock.history.get.find((r) => r.url === '/api/download')?.params).toEqual({
    path: 'invoice.xml',
  });
  expect(bodyOf(mock.history.post[0])).toEqual({ name: 'invoice', xml });
});

it('renames and retags a file, checking the name before the call', async () => {
  const user = setupUser();
  mock.onPut('/api/bpmnFile').reply(200, envelope({ ...INVOICE, fileName: 'bill.xml' }));
  show();
  await user.click(
    within(await rowOf('invoice.xml')).getByRole('button', { name: 'Rename / tags' }),
  );
  const dialog = await screen.findByRole('dialog');
  const name = within(dialog).getByLabelText('Name');
  await user.clear(name);
  await user.type(name, 'bills/bill.xml');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText("A name cannot contain '/' or '\\'")).toBeInTheDocument();
  expect(mock.history.put).toHaveLength(0);
  await user.clear(name);
  await user.type(name, 'bill.xml');
  await user.click(within(dialog).getByRole('combobox', { name: 'Tags' }));
  await user.click(await screen.findByTitle('orders'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(mock.history.put).toHaveLength(1));
  expect(bodyOf(mock.history.put[0])).toEqual({
    path: 'invoice.xml',
    newName: 'bill.xml',
    tags: ['edi', 'orders'],
  });
});
